import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryData } from './support/graphql-request.ts';
import { type Gateway, type GraphUnderTest, startGraphOverGateway, stopGraphOverGateway } from './support/platform.ts';

let gateway: Gateway;
let graph: GraphUnderTest;

beforeAll(async () => {
  ({ gateway, graph } = await startGraphOverGateway());
});
afterAll(() => stopGraphOverGateway({ gateway, graph }));

const LOGOS = `query { products(page: { pageNum: 1, pageSize: 10 }) { records { logo } }
  institutions(page: { pageNum: 1, pageSize: 10 }) { records { logo } } }`;

describe('logos through the graph', () => {
  it('serves every logo a product or institution names at that path, immutable for a year', async () => {
    const data = await queryData<{
      products: { records: { logo: string }[] };
      institutions: { records: { logo: string }[] };
    }>(graph.app, LOGOS);
    const urls = new Set([...data.products.records, ...data.institutions.records].map((record) => record.logo));
    expect(urls.size).toBeGreaterThan(2);
    for (const url of urls) {
      expect(url).toMatch(/^\/zzzttt\/logo\/[0-9a-f]{16}\.svg$/);
      const logo = await request(graph.app).get(url).buffer(true);
      expect(logo.status).toBe(200);
      expect(logo.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(logo.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(String(logo.body)).toContain('<svg');
    }
  });

  it('answers 404 for a logo the gateway does not know', async () => {
    const res = await request(graph.app).get('/zzzttt/logo/0000000000000000.svg');
    expect(res.status).toBe(404);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
