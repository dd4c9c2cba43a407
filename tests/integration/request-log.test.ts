import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleDestination, createLogger, useLogger } from '../../apps/gateway/src/http/logger.ts';
import { createGraphLog } from '../../apps/graph/src/logger.ts';
import { type GraphOverGateway, startGateway, startGraph, stopGraphOverGateway } from './support/platform.ts';

const PRODUCTS = 'query ProductList { products { total records { id name } } }';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const lines: string[] = [];
const record = { write: (line: string) => void lines.push(line) };
const running: Partial<GraphOverGateway> = {};

beforeAll(async () => {
  useLogger(createLogger('info', record));
  running.gateway = await startGateway();
  running.graph = await startGraph(running.gateway.apiUrl, { log: createGraphLog('info', record) });
});
afterAll(async () => {
  useLogger(createLogger('warn', consoleDestination()));
  await stopGraphOverGateway(running);
});

function requestLines(requestId: string | undefined): Array<Record<string, unknown>> {
  return lines.map((line) => JSON.parse(line)).filter((line) => line.msg === 'request' && line.requestId === requestId);
}

async function postOperation(query: string, headers: Record<string, string> = {}) {
  const app = running.graph?.app;
  if (!app) throw new Error('the graph did not start');
  return request(app).post('/graphql').set('content-type', 'application/json').set(headers).send({ query });
}

describe('one request id from the browser through the graph to the gateway', () => {
  it('answers a new id in X-Request-Id and logs it in the graph line and in the gateway line of each call', async () => {
    const answer = await postOperation(PRODUCTS);
    expect(answer.body.errors).toBeUndefined();
    const id = answer.headers['x-request-id'];
    expect(id).toMatch(UUID);
    const logged = requestLines(id);
    expect(logged).toContainEqual(
      expect.objectContaining({
        service: 'graph',
        level: 'info',
        method: 'POST',
        route: '/graphql',
        status: 200,
        operationName: 'ProductList',
        durationMs: expect.any(Number),
      }),
    );
    const gatewayLines = logged.filter((line) => line.service === 'gateway');
    expect(gatewayLines.length).toBeGreaterThan(0);
    expect(gatewayLines[0]).toMatchObject({ status: 200, route: expect.stringMatching(/^\/api\//) });
  });

  it('keeps the X-Request-Id a trusted proxy sent', async () => {
    const id = crypto.randomUUID();
    const answer = await postOperation(PRODUCTS, { 'X-Request-Id': id });
    expect(answer.headers['x-request-id']).toBe(id);
    expect(requestLines(id).map((line) => line.service)).toEqual(expect.arrayContaining(['graph', 'gateway']));
  });

  it('names the error codes of an answer in the graph line', async () => {
    const answer = await postOperation('query Protocol { protocol(id: "1 OR 1=1") { id title } }');
    const codes = (answer.body.errors as Array<{ extensions: { code: string } }>).map((e) => e.extensions.code);
    expect(codes.length).toBeGreaterThan(0);
    const graphLine = requestLines(answer.headers['x-request-id']).find((line) => line.service === 'graph');
    expect(codes).toEqual(['BAD_USER_INPUT']);
    expect(graphLine).toMatchObject({ operationName: 'Protocol', errorCodes: ['BAD_USER_INPUT'] });
  });
});
