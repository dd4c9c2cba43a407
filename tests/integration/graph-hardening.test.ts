import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_SCREEN_BOOT_SCRIPT } from '../../apps/graph/src/http/first-screen-boot.ts';
import { HSTS, PORTAL_CSP, SANDBOX_CSP } from '../../apps/graph/src/http/security-headers.ts';
import { postGraphQL } from './support/graphql-request.ts';
import { type Gateway, type GraphUnderTest, startGateway, startGraph } from './support/platform.ts';

/** The attack run's header findings (CSP, HSTS, no-store, trusted proxies) and control characters in arguments. */

let gateway: Gateway;
let webDist: string;
let development: GraphUnderTest;
let production: GraphUnderTest;
let untrusting: GraphUnderTest;
let offHostProxy: GraphUnderTest;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'sme-web-dist-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>区域中小企业融资服务平台</title>');
  gateway = await startGateway();
  development = await startGraph(gateway.apiUrl, { config: { webDist, production: false } });
  production = await startGraph(gateway.apiUrl, { config: { webDist, production: true } });
  untrusting = await startGraph(gateway.apiUrl, { config: { trustProxy: false } });
  // Only a load balancer elsewhere is trusted: a request from this host (loopback) is not a proxy's.
  offHostProxy = await startGraph(gateway.apiUrl, { config: { trustProxy: '192.0.2.10' } });
});

afterAll(async () => {
  await Promise.all([development, production, untrusting, offHostProxy].map((graph) => graph?.stop()));
  await gateway?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('Content-Security-Policy', () => {
  it('the portal, GraphQL answers and the graph’s own pages carry the portal’s policy', async () => {
    for (const url of ['/', '/admin/', '/healthz']) {
      const response = await request(production.app).get(url);
      expect(response.headers['content-security-policy']).toBe(PORTAL_CSP);
    }
    const answer = await request(production.app).post('/graphql').send({ query: '{ ok }' });
    expect(answer.headers['content-security-policy']).toBe(PORTAL_CSP);
  });

  it("allows scripts from our origin and the first screen's boot script by its hash only, data: images, inline styles, no framing", () => {
    const bootHash = createHash('sha256').update(FIRST_SCREEN_BOOT_SCRIPT).digest('base64');
    expect(PORTAL_CSP).toContain(`script-src 'self' 'sha256-${bootHash}';`);
    expect(PORTAL_CSP).not.toMatch(/script-src[^;]*(unsafe|data:|https:)/);
    expect(PORTAL_CSP).toContain("img-src 'self' data:");
    expect(PORTAL_CSP).toContain("style-src 'self' 'unsafe-inline'");
    expect(PORTAL_CSP).toContain("frame-ancestors 'none'");
    expect(PORTAL_CSP).toContain("connect-src 'self'");
  });

  it('lets Apollo Sandbox load from Apollo’s CDN on the development landing page only', async () => {
    const landing = await request(development.app).get('/graphql').set('accept', 'text/html');
    expect(landing.status).toBe(200);
    expect(landing.text).toContain('embeddable-sandbox.cdn.apollographql.com');
    expect(landing.headers['content-security-policy']).toBe(SANDBOX_CSP);
    expect(SANDBOX_CSP).toContain('https://embeddable-sandbox.cdn.apollographql.com');

    const portal = await request(development.app).get('/');
    expect(portal.headers['content-security-policy']).toBe(PORTAL_CSP);
    const query = await request(development.app).post('/graphql').send({ query: '{ ok }' });
    expect(query.headers['content-security-policy']).toBe(PORTAL_CSP);
    const inProduction = await request(production.app).get('/graphql').set('accept', 'text/html');
    expect(inProduction.headers['content-security-policy']).toBe(PORTAL_CSP);
  });

  it('keeps the development face simulator’s own stricter policy', async () => {
    const response = await request(development.app).get('/face-simulator/not-a-token');
    expect(response.status).toBe(404);
    expect(response.headers['content-security-policy']).toMatch(/^default-src 'none'/);
  });
});

describe('HSTS', () => {
  it('is sent when the browser came over https through a trusted proxy, never over plain http', async () => {
    const overHttps = await request(production.app).get('/').set('x-forwarded-proto', 'https');
    expect(overHttps.headers['strict-transport-security']).toBe(HSTS);
    const overHttp = await request(production.app).get('/');
    expect(overHttp.headers['strict-transport-security']).toBeUndefined();
  });

  it('believes X-Forwarded-Proto only from a proxy TRUST_PROXY names', async () => {
    for (const graph of [untrusting, offHostProxy]) {
      const response = await request(graph.app).get('/healthz').set('x-forwarded-proto', 'https');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });
});

describe('Cache-Control on GraphQL answers', () => {
  it('is no-store on every /graphql answer: data, errors, refusals and the landing page', async () => {
    const answers = [
      await request(production.app).post('/graphql').send({ query: '{ ok }' }),
      await request(production.app).post('/graphql').send({ query: '{ me { maskedMobile } }' }),
      await request(production.app).post('/graphql').send({ query: '{ nothing }' }),
      await request(production.app).post('/graphql').set('content-type', 'application/json').send('{"query": '),
      await request(development.app).get('/graphql').set('accept', 'text/html'),
    ];
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });
});

describe('trusted proxies (TRUST_PROXY)', () => {
  async function forwardedAddress(graph: GraphUnderTest): Promise<string | undefined> {
    const before = graph.calls.length;
    await postGraphQL(graph.app, '{ topProducts(size: 1) { id } }', undefined, { 'x-forwarded-for': '203.0.113.7' });
    return graph.calls.slice(before).at(-1)?.clientIp;
  }

  it('by default (loopback) takes the browser’s address from the proxy on this host', async () => {
    expect(await forwardedAddress(production)).toBe('203.0.113.7');
  });

  it('ignores X-Forwarded-For from a hop it does not trust, so a browser cannot pick its own address', async () => {
    for (const graph of [untrusting, offHostProxy]) {
      const address = await forwardedAddress(graph);
      expect(address).not.toBe('203.0.113.7');
      expect(address).toMatch(/127\.0\.0\.1|::1/);
    }
  });

  it('refuses a TRUST_PROXY express cannot read when the graph starts', async () => {
    await expect(startGraph(gateway.apiUrl, { config: { trustProxy: 'not-an-address' } })).rejects.toThrow(
      /^Invalid TRUST_PROXY: not-an-address/,
    );
  });
});

describe('control characters in catalogue arguments', () => {
  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    [
      'query($k: String) { products(filter: { keyword: $k }) { total } }',
      { k: '科创\u0000贷' },
      '关键词含有不允许的字符',
      'filter.keyword',
    ],
    [
      'query($k: String) { institutions(filter: { keyword: $k }) { total } }',
      { k: '\u0000' },
      '关键词含有不允许的字符',
      'filter.keyword',
    ],
    [
      'query($n: String) { topProducts(productName: $n) { id } }',
      { n: '贷\u001b' },
      '产品名称含有不允许的字符',
      'productName',
    ],
  ];

  it('a NUL (or another control character) through the public GraphQL is BAD_USER_INPUT, never a 500', async () => {
    for (const [query, variables, message, argument] of cases) {
      const before = production.calls.length;
      const { status, body } = await postGraphQL(production.app, query, variables);
      expect(status).toBe(200);
      expect(body.errors).toEqual([
        expect.objectContaining({ message, extensions: { code: 'BAD_USER_INPUT', argument } }),
      ]);
      expect(production.calls.length).toBe(before);
    }
  });

  it('also when the NUL is written into the query text itself', async () => {
    const { status, body } = await postGraphQL(
      production.app,
      '{ products(filter: { keyword: "a\\u0000b" }) { total } }',
    );
    expect(status).toBe(200);
    expect(body.errors?.[0]).toMatchObject({
      message: '关键词含有不允许的字符',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
