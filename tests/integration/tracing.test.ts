import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, openDatabase } from '../../apps/gateway/src/db/database.ts';
import { createTestDatabase, serverUrlOf } from '../../apps/gateway/test/test-database.ts';
import { freePort, startService, stopService, waitUntilReady } from '../../scripts/processes.ts';
import { type OtlpReceiver, type ReceivedSpan, startOtlpReceiver } from './support/otlp-receiver.ts';

/**
 * Traces as an operator gets them (docs/decisions/0148-opentelemetry-traces-over-otlp-when-configured.md): a real
 * graph and a real gateway as processes exporting to an OTLP/HTTP receiver of the test's. Their batches wait a
 * minute, so what arrives was sent by the drain on stop.
 */

const SERVER = 2;
/** Reach SQL as parameters only: neither may appear in any span. */
const KEYWORD = '溯源探针词';
const MOBILE = '13800138000';
const BROWSER_TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const BROWSER_SPAN = '00f067aa0ba902b7';
const PRODUCTS = `query Products($keyword: String) {
  products(filter: { keyword: $keyword }, page: { pageNum: 1, pageSize: 5 }) { total records { id } }
}`;

const scratch: string[] = [];
const serverDatabases: Database[] = [];
afterAll(async () => {
  for (const dir of scratch) fs.rmSync(dir, { recursive: true, force: true });
  await Promise.all(serverDatabases.map((database) => database.close()));
});

/**
 * Where a gateway process finds the run's seeded database (global-setup.ts): a data directory holding its PGlite
 * snapshot, or with TEST_DATABASE_URL a copy of the template on that server (dropped after the file's processes).
 */
async function seededDatabaseEnv(): Promise<NodeJS.ProcessEnv> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sme-tracing-'));
  scratch.push(dataDir);
  if (process.env.TEST_DATABASE_URL) {
    const database = await createTestDatabase();
    serverDatabases.push(database);
    return { DATA_DIR: dataDir, DATABASE_URL: await serverUrlOf(database) };
  }
  const snapshot = new Blob([fs.readFileSync(inject('pgliteSnapshot'))]);
  await (await openDatabase({ dataDir, snapshot })).close();
  return { DATA_DIR: dataDir };
}

function startGraph(port: number, gatewayPort: number, env: NodeJS.ProcessEnv, lines: string[]): ChildProcess {
  return startService({
    name: 'graph',
    entry: 'apps/graph/src/main.ts',
    env: { PORT: String(port), GATEWAY_URL: `http://127.0.0.1:${gatewayPort}/api`, NODE_ENV: 'development', ...env },
    log: (line) => lines.push(line),
  });
}

/** Products by keyword: a keyword not asked before, so the gateway's catalogue cache cannot answer without SQL. */
async function productsThrough(
  graphPort: number,
  keyword: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  const answer = await fetch(`http://127.0.0.1:${graphPort}/graphql?mobile=${MOBILE}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query: PRODUCTS, variables: { keyword } }),
  });
  expect(answer.status).toBe(200);
  expect(((await answer.clone().json()) as { errors?: unknown }).errors).toBeUndefined();
  return answer;
}

/** Each span's ancestors in the trace, nearest first (as far as the spans received reach). */
function ancestorsOf(span: ReceivedSpan, spans: ReceivedSpan[]): ReceivedSpan[] {
  const byId = new Map(spans.map((each) => [each.spanId, each]));
  const chain: ReceivedSpan[] = [];
  for (let parent = byId.get(span.parentSpanId); parent; parent = byId.get(parent.parentSpanId)) chain.push(parent);
  return chain;
}

/** The service's request lines (not the readiness probes'). */
function requestLines(lines: string[], service: string): Record<string, unknown>[] {
  return lines
    .filter((line) => line.startsWith(`[${service}] {`))
    .map((line) => JSON.parse(line.slice(line.indexOf('{'))) as Record<string, unknown>)
    .filter((line) => line.msg === 'request' && line.route !== '/healthz');
}

/**
 * One traced gateway with a traced graph in front, and an untraced graph beside it: three processes started side by
 * side, each at most once.
 */
describe('traces over OTLP', () => {
  let receiver: OtlpReceiver;
  /** Where the untraced graph's exporter would send, were the SDK started without OTEL_EXPORTER_OTLP_ENDPOINT. */
  let offReceiver: OtlpReceiver;
  let gateway: ChildProcess;
  let graph: ChildProcess;
  let untracedGraph: ChildProcess;
  const ports = { gateway: 0, graph: 0, untracedGraph: 0 };
  const lines: string[] = [];
  const untracedLines: string[] = [];

  beforeAll(async () => {
    [receiver, offReceiver] = await Promise.all([startOtlpReceiver(), startOtlpReceiver()]);
    [ports.gateway, ports.graph, ports.untracedGraph] = [await freePort(), await freePort(), await freePort()];
    const tracing = { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.origin, OTEL_BSP_SCHEDULE_DELAY: '60000' };
    gateway = startService({
      name: 'gateway',
      entry: 'apps/gateway/src/main.ts',
      env: {
        GATEWAY_PORT: String(ports.gateway),
        ...(await seededDatabaseEnv()),
        NODE_ENV: 'development',
        ...tracing,
      },
      log: (line) => lines.push(line),
    });
    graph = startGraph(ports.graph, ports.gateway, tracing, lines);
    // A variable the SDK's exporter reads by itself: only our switch keeps the SDK from starting here.
    untracedGraph = startGraph(
      ports.untracedGraph,
      ports.gateway,
      { OTEL_EXPORTER_OTLP_ENDPOINT: '', OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: `${offReceiver.origin}/v1/traces` },
      untracedLines,
    );
    await Promise.all([
      waitUntilReady(`http://127.0.0.1:${ports.gateway}/healthz`, gateway, 120_000),
      waitUntilReady(`http://127.0.0.1:${ports.graph}/healthz`, graph, 120_000),
      waitUntilReady(`http://127.0.0.1:${ports.untracedGraph}/healthz`, untracedGraph, 120_000),
    ]);
  }, 150_000);
  afterAll(async () => {
    await Promise.all([graph, untracedGraph, gateway].filter(Boolean).map((child) => stopService(child)));
    await Promise.all([receiver?.close(), offReceiver?.close()]);
  });

  it('without OTEL_EXPORTER_OTLP_ENDPOINT a service starts no SDK: nothing exported, no trace in its log', async () => {
    await productsThrough(ports.untracedGraph, '未追踪');
    await stopService(untracedGraph);
    expect(untracedGraph.exitCode).toBe(0);
    expect(offReceiver.requests).toEqual([]);
    const requests = requestLines(untracedLines, 'graph');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.traceId).toBeUndefined();
  }, 60_000);

  it('one trace from the browser through graph and gateway to the SQL, flushed on stop, no parameter value in it', async () => {
    const answer = await productsThrough(ports.graph, KEYWORD, {
      traceparent: `00-${BROWSER_TRACE}-${BROWSER_SPAN}-01`,
    });
    await Promise.all([stopService(graph), stopService(gateway)]);
    expect(graph.exitCode).toBe(0);
    expect(gateway.exitCode).toBe(0);
    const spans = receiver.spans.filter((span) => span.traceId === BROWSER_TRACE);
    const summary = spans.map((span) => `${span.service} ${span.kind} ${span.name}`).join('\n');
    const graphServer = spans.find((span) => span.service === 'sme-graph' && span.kind === SERVER);
    const gatewayServer = spans.find((span) => span.service === 'sme-gateway' && span.kind === SERVER);
    expect(graphServer, summary).toBeDefined();
    expect(gatewayServer, summary).toBeDefined();
    if (!graphServer || !gatewayServer) return;
    // The browser's traceparent is continued; the gateway's request descends from the graph's.
    expect(graphServer.parentSpanId).toBe(BROWSER_SPAN);
    expect(ancestorsOf(gatewayServer, spans)).toContainEqual(graphServer);
    const statements = spans.filter((span) => span.service === 'sme-gateway' && span.name.startsWith('pg.query:'));
    expect(statements.length, summary).toBeGreaterThan(0);
    for (const statement of statements) expect(ancestorsOf(statement, spans)).toContainEqual(gatewayServer);
    const selects = statements.map((span) => String(span.attributes['db.query.text'] ?? ''));
    expect(selects.some((text) => /\$1/.test(text))).toBe(true);
    // The instrumentations' own spans: express's middleware and graphql's parse/validate/execute.
    expect(spans.some((span) => span.service === 'sme-graph' && span.name.startsWith('graphql.'))).toBe(true);
    expect(
      spans.some((span) => span.service === 'sme-gateway' && /^(middleware|request handler)/.test(span.name)),
    ).toBe(true);

    const everything = JSON.stringify(receiver.spans);
    expect(everything).not.toContain(KEYWORD);
    expect(everything).not.toContain(MOBILE);
    expect(graphServer.attributes['url.query']).toBe('[redacted]');
    // Who called: no address or browser on the spans of a request received (a call made names its server there).
    for (const span of receiver.spans.filter((each) => each.kind === SERVER)) {
      for (const key of ['client.address', 'network.peer.address', 'user_agent.original']) {
        if (key in span.attributes) expect(span.attributes[key], `${span.name} ${key}`).toBe('[redacted]');
      }
    }
    expect(graphServer.attributes['user_agent.original']).toBe('[redacted]');
    // The readiness polls before the request: probes are not traced.
    expect(receiver.spans.filter((span) => span.attributes['url.path'] === '/healthz')).toEqual([]);

    // Logs to traces: the request's lines in both services, one request id, name the trace.
    const requestId = answer.headers.get('x-request-id');
    const ofRequest = (service: string) => requestLines(lines, service).filter((line) => line.requestId === requestId);
    expect(ofRequest('graph').map((line) => line.traceId)).toEqual([BROWSER_TRACE]);
    expect(ofRequest('gateway').length).toBeGreaterThan(0);
    for (const line of ofRequest('gateway')) expect(line.traceId).toBe(BROWSER_TRACE);
  }, 60_000);
});

describe('a tracing setting that cannot be read', () => {
  it('ends the service at its start with one line naming the variable', async () => {
    const lines: string[] = [];
    const graph = startGraph(
      await freePort(),
      await freePort(),
      { OTEL_EXPORTER_OTLP_ENDPOINT: 'ftp://collector' },
      lines,
    );
    const [code] = (await once(graph, 'exit')) as [number | null];
    expect(code).toBe(1);
    expect(lines.filter((line) => line.includes('Invalid OTEL_EXPORTER_OTLP_ENDPOINT'))).toEqual([
      expect.stringMatching(/^\[graph\] .*Invalid OTEL_EXPORTER_OTLP_ENDPOINT: ftp:\/\/collector /),
    ]);
  }, 60_000);
});

describe('a collector that does not answer', () => {
  it('is named in the service’s log when its batches fail, and requests are answered meanwhile', async () => {
    const lines: string[] = [];
    const port = await freePort();
    const graph = startGraph(
      port,
      await freePort(),
      {
        // Nothing listens there.
        OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${await freePort()}`,
        OTEL_BSP_SCHEDULE_DELAY: '100',
        OTEL_EXPORTER_OTLP_TIMEOUT: '1000',
      },
      lines,
    );
    try {
      await waitUntilReady(`http://127.0.0.1:${port}/healthz`, graph, 120_000);
      const answer = await fetch(`http://127.0.0.1:${port}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
      });
      expect(answer.status).toBe(200);
      const failures = () =>
        lines.flatMap((line) => {
          const start = line.indexOf('{');
          if (start < 0 || !line.includes('trace export failed')) return [];
          return [JSON.parse(line.slice(start)) as Record<string, unknown>];
        });
      await expect.poll(() => failures().length, { timeout: 30_000, interval: 200 }).toBe(1);
      expect(failures()[0]).toMatchObject({ level: 'warn', service: 'sme-graph', batches: 1 });
      expect(Number(failures()[0]?.spans)).toBeGreaterThan(0);
    } finally {
      await stopService(graph);
    }
  }, 90_000);
});
