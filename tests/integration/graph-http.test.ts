import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_NOT_BUILT_TEXT } from '../../apps/graph/src/http/web-app.ts';
import { closedPort } from './support/listen.ts';
import { type Gateway, type GraphUnderTest, startGateway, startGraph } from './support/platform.ts';

const INDEX_HTML = '<!doctype html><html lang="zh-CN"><head><title>区域中小企业融资服务平台</title></head></html>';
const BUNDLE = `console.log(${JSON.stringify('金融超市'.repeat(2_000))});`;

let gateway: Gateway;
let webDist: string;
let graph: GraphUnderTest;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'sme-web-dist-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(webDist, 'assets', 'index-B3x9kQ1a.js'), BUNDLE);
  fs.writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  gateway = await startGateway();
  graph = await startGraph(gateway.apiUrl, { config: { webDist, adminDist: path.join(webDist, 'no-admin') } });
});

afterAll(async () => {
  await graph?.stop();
  await gateway?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('serves index.html at / with no-cache so a new build shows at once', async () => {
    const response = await request(graph.app).get('/');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.text).toBe(INDEX_HTML);
  });

  it('serves hashed assets for a year as immutable, compressed', async () => {
    const response = await request(graph.app).get('/assets/index-B3x9kQ1a.js').set('accept-encoding', 'gzip');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.text).toBe(BUNDLE);
  });

  it('revalidates files outside assets/', async () => {
    const response = await request(graph.app).get('/favicon.svg');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('sends the security headers with every answer', async () => {
    for (const url of ['/', '/healthz', '/admin/']) {
      const response = await request(graph.app).get(url);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('answers the admin login link with a notice page instead of a dead end', async () => {
    const response = await request(graph.app).get('/admin/');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.text).toContain('金融机构/政府人员登录');
    expect(response.text).toContain('href="/#/"');
  });

  it('serves the built staff workbench at /admin/ once apps/admin is built', async () => {
    const adminDist = path.join(webDist, 'admin');
    fs.mkdirSync(path.join(adminDist, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(adminDist, 'index.html'), '<!doctype html><title>工作台</title>');
    fs.writeFileSync(path.join(adminDist, 'assets', 'index-Ab12.js'), 'console.log(1);');
    const built = await startGraph(gateway.apiUrl, { config: { webDist, adminDist } });
    try {
      const index = await request(built.app).get('/admin/');
      expect(index.status).toBe(200);
      expect(index.text).toContain('工作台');
      expect(index.headers['cache-control']).toBe('no-cache');
      const asset = await request(built.app).get('/admin/assets/index-Ab12.js');
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await request(built.app).get('/admin')).headers.location).toBe('/admin/');
    } finally {
      await built.stop();
    }
  });

  it('answers 404 for unknown paths', async () => {
    const response = await request(graph.app).get('/assets/missing.js');
    expect(response.status).toBe(404);
    expect(response.text).toBe('页面不存在');
  });

  it('says in Chinese that the web app is not built when the folder is missing', async () => {
    const unbuilt = await startGraph(gateway.apiUrl, { config: { webDist: path.join(webDist, 'missing') } });
    try {
      const response = await request(unbuilt.app).get('/');
      expect(response.status).toBe(503);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.text).toBe(WEB_NOT_BUILT_TEXT);
      expect(response.text).toContain('尚未构建');
      const graphql = await request(unbuilt.app).post('/graphql').send({ query: '{ ok }' });
      expect(graphql.body).toEqual({ data: { ok: true } });
    } finally {
      await unbuilt.stop();
    }
  });
});

describe('health checks', () => {
  it('answers liveness on /healthz without touching the gateway', async () => {
    const unreachable = await startGraph(`http://127.0.0.1:${await closedPort()}/api`);
    try {
      const response = await request(unreachable.app).get('/healthz');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ status: 'ok' });
    } finally {
      await unreachable.stop();
    }
  });

  it('is ready when the gateway’s /healthz (outside /api) answers', async () => {
    const response = await request(graph.app).get('/readyz');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ready', gateway: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 JSON when the gateway cannot be reached', async () => {
    const unreachable = await startGraph(`http://127.0.0.1:${await closedPort()}/api`);
    try {
      const response = await request(unreachable.app).get('/readyz');
      expect(response.status).toBe(503);
      expect(response.body).toEqual({
        status: 'unavailable',
        code: 'GATEWAY_UNAVAILABLE',
        message: '服务暂时不可用，请稍后再试',
      });
      expect(unreachable.logs.some((line) => line.event === 'readiness-failed')).toBe(true);
    } finally {
      await unreachable.stop();
    }
  });
});

describe('compression of GraphQL answers', () => {
  it('compresses a large answer for a client that accepts gzip', async () => {
    const response = await request(graph.app)
      .post('/graphql')
      .set('accept-encoding', 'gzip')
      .send({ query: '{ products(page: {pageSize: 20}) { records { id name logo } } }' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.body.data.products.records).toHaveLength(20);
  });
});
