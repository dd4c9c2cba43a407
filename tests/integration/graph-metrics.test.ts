import { type MetricsServer, startMetricsServer } from '@sme/contract/metrics-endpoint';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metricsRegistry } from '../../apps/graph/src/http/metrics.ts';
import { type GraphOverGateway, startGraphOverGateway, stopGraphOverGateway } from './support/platform.ts';

let running: Partial<GraphOverGateway> = {};
let metrics: MetricsServer;

beforeAll(async () => {
  running = await startGraphOverGateway();
  metrics = await startMetricsServer(metricsRegistry, 0, '127.0.0.1');
});
afterAll(async () => {
  await metrics.close();
  await stopGraphOverGateway(running);
});

function graphApp() {
  const app = running.graph?.app;
  if (!app) throw new Error('the graph did not start');
  return app;
}

async function postOperation(query: string) {
  return request(graphApp()).post('/graphql').set('content-type', 'application/json').send({ query });
}

describe('the graph’s metrics on their own port', () => {
  it('counts GraphQL operations by name and error code, and requests by route and status', async () => {
    await postOperation('query MetricsProducts { products { total } }');
    await postOperation('query MetricsProducts { products { total } }');
    await postOperation('query MetricsProtocol { protocol(id: "x") { id } }');
    const text = await (await fetch(metrics.url)).text();
    expect(text).toMatch(
      /^graphql_operations_total\{operation="MetricsProducts",error_code="none",service="graph"\} 2$/m,
    );
    expect(text).toMatch(
      /^graphql_operations_total\{operation="MetricsProtocol",error_code="BAD_USER_INPUT",service="graph"\} 1$/m,
    );
    expect(text).toMatch(/^http_requests_total\{route="\/graphql",method="POST",status="200",service="graph"\} \d+$/m);
    expect(text).toMatch(/^graphql_operation_duration_seconds_count\{[^}]*operation="MetricsProducts"[^}]*\} 2$/m);
  });

  it('is not served on the public port', async () => {
    const answer = await request(graphApp()).get('/metrics');
    expect(answer.status).toBe(404);
    expect(answer.text).not.toContain('graphql_operations_total');
  });
});
