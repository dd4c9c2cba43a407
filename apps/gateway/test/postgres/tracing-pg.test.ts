import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/database.ts';
import { stopService, waitUntilReady } from '../../../../scripts/processes.ts';
import { type OtlpReceiver, startOtlpReceiver } from '../../../../tests/integration/support/otlp-receiver.ts';
import { createTestDatabase, serverUrlOf } from '../test-database.ts';
import { type GatewayChild, startGatewayChild } from './gateway-child.ts';

/**
 * On a PostgreSQL server the official pg instrumentation makes the statement spans (tests/integration/tracing.test.ts
 * covers the embedded database's hand-made ones): under the gateway's server span, statement text with placeholders,
 * never the values nor the connection's password.
 */
const TRACE = '0af7651916cd43dd8448eb211c80319c';
const CALLER_SPAN = 'b7ad6b7169203331';
const KEYWORD = '服务器探针词';

let database: Database;
let receiver: OtlpReceiver;
let child: GatewayChild;
let gateway: ChildProcess;
let port: number;

beforeAll(async () => {
  database = await createTestDatabase();
  receiver = await startOtlpReceiver();
  child = await startGatewayChild(
    'tracing-pg',
    {
      DATABASE_URL: await serverUrlOf(database),
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.origin,
      OTEL_BSP_SCHEDULE_DELAY: '60000',
    },
    () => {},
  );
  ({ process: gateway, port } = child);
  await waitUntilReady(`http://127.0.0.1:${port}/healthz`, gateway, 120_000);
}, 150_000);
afterAll(async () => {
  await child?.stop();
  await receiver?.close();
  await database?.close();
});

describe('tracing on a PostgreSQL server', () => {
  it('puts the pg instrumentation’s statement spans under the gateway’s request, without values', async () => {
    const answer = await fetch(`http://127.0.0.1:${port}/api/loan/product/pc/list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', traceparent: `00-${TRACE}-${CALLER_SPAN}-01` },
      body: JSON.stringify({ pageSize: 1, keyword: KEYWORD }),
    });
    expect(answer.status).toBe(200);
    await stopService(gateway);
    expect(gateway.exitCode).toBe(0);

    const spans = receiver.spans.filter((span) => span.traceId === TRACE);
    const summary = spans.map((span) => `${span.kind} ${span.name}`).join('\n');
    const server = spans.find((span) => span.kind === 2 && span.parentSpanId === CALLER_SPAN);
    expect(server, summary).toBeDefined();
    const byId = new Map(spans.map((span) => [span.spanId, span]));
    const underServer = (spanId: string): boolean => {
      for (let span = byId.get(spanId); span; span = byId.get(span.parentSpanId)) if (span === server) return true;
      return false;
    };
    const statements = spans.filter((span) => span.name.startsWith('pg.query:'));
    expect(statements.length, summary).toBeGreaterThan(0);
    for (const statement of statements) expect(underServer(statement.parentSpanId)).toBe(true);
    expect(statements.some((span) => /\$1/.test(JSON.stringify(span.attributes)))).toBe(true);
    const everything = JSON.stringify(receiver.spans);
    expect(everything).not.toContain(KEYWORD);
    expect(everything).not.toMatch(/password/i);
  }, 60_000);
});
