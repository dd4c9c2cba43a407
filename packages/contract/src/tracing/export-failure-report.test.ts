import type { ReadableSpan, SpanExporter } from '@opentelemetry/sdk-trace';
import { describe, expect, it } from 'vitest';
import { FAILURE_REPORT_INTERVAL_MS, reportingExportFailures } from './export-failure-report.ts';

/** An exporter whose next batches fail or succeed as the test says. */
function collector() {
  let up = false;
  const exporter: SpanExporter = {
    export: (_spans, done) =>
      done(up ? { code: 0 } : { code: 1, error: new Error('connect ECONNREFUSED 127.0.0.1:4318') }),
    shutdown: async () => {},
  };
  return { exporter, setUp: (value: boolean) => (up = value) };
}

const spans = (count: number) => Array.from({ length: count }, () => ({}) as ReadableSpan);

function reported() {
  const { exporter, setUp } = collector();
  const lines: Record<string, unknown>[] = [];
  let clock = 1_000_000;
  const reporting = reportingExportFailures(exporter, {
    serviceName: 'gateway',
    write: (line) => lines.push(JSON.parse(line)),
    now: () => clock,
  });
  const send = (count: number) =>
    new Promise<number>((resolve) => reporting.export(spans(count), (result) => resolve(result.code)));
  return { lines, send, setUp, advance: (ms: number) => (clock += ms) };
}

describe('failed trace exports in the log', () => {
  it('says so at the first failure, then at most once a minute with what was lost meanwhile', async () => {
    const { lines, send, advance } = reported();
    expect(await send(3)).toBe(1);
    expect(lines).toMatchObject([
      { level: 'warn', service: 'gateway', msg: 'trace export failed', batches: 1, spans: 3 },
    ]);
    expect(lines[0]?.error).toContain('ECONNREFUSED');
    await send(2);
    advance(FAILURE_REPORT_INTERVAL_MS - 1);
    await send(4);
    expect(lines).toHaveLength(1);
    advance(1);
    await send(1);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatchObject({ msg: 'trace export failed', batches: 3, spans: 7 });
  });

  it('says when exports go through again, with the spans lost while failing, and nothing while all is well', async () => {
    const { lines, send, setUp } = reported();
    setUp(true);
    expect(await send(5)).toBe(0);
    expect(lines).toEqual([]);
    setUp(false);
    await send(2);
    await send(3);
    setUp(true);
    await send(1);
    await send(1);
    expect(lines.map((line) => line.msg)).toEqual(['trace export failed', 'trace export recovered']);
    expect(lines[1]).toMatchObject({ level: 'info', spansLostWhileFailing: 5 });
  });
});
