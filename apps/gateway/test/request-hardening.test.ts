import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createGatewayApp } from '#app.ts';
import type { Database } from '#db/database.ts';
import { createTestDatabase } from './test-database.ts';
import { testDeps } from './test-deps.ts';

let database: Database;
let app: Express;
const logged = vi.spyOn(console, 'error');

beforeAll(async () => {
  database = await createTestDatabase();
  app = createGatewayApp(testDeps(database));
});
afterAll(async () => {
  logged.mockRestore();
  await database.close();
});

/** A clear envelope with a Chinese message, never a 500 nor a stack trace in the log. */
function expectRefused(res: request.Response, status: number, code: number) {
  expect(res.status).toBe(status);
  expect(res.body.code).toBe(code);
  expect(res.body.msg).toMatch(/[\u4e00-\u9fff]/);
  expect(res.body.data).toBeNull();
  expect(res.text).not.toMatch(/\bat .+\.(ts|js):\d+|node_modules|stack/i);
  expect(logged).not.toHaveBeenCalled();
}

describe('malformed requests found by fuzzing answer 400 / 413 / -1000, never 500', () => {
  it('a NUL byte in a catalogue keyword (body, query, path)', async () => {
    expectRefused(await request(app).post('/api/loan/product/pc/list').send({ keyword: 'a\u0000b' }), 200, -1000);
    expectRefused(await request(app).post('/api/loan/product/pc/topList?productName=a%00b'), 200, -1000);
    expectRefused(await request(app).post('/api/org/financial/org/detail/1%00'), 200, -1000);
    expectRefused(await request(app).post('/api/loan/product/pc/list').send({ 'key\u0000': 'x' }), 200, -1000);
  });

  it('a lone UTF-16 surrogate in a body (JSON escape) or a key, while a whole pair (an emoji) is text', async () => {
    const loneHigh = '{"keyword":"企业\\ud800名"}';
    const loneLow = '{"\\udc00":"x"}';
    for (const body of [loneHigh, loneLow]) {
      const res = await request(app)
        .post('/api/loan/product/pc/list')
        .set('Content-Type', 'application/json')
        .send(body);
      expectRefused(res, 200, -1000);
      expect(res.body.msg).toBe('请求参数含有无效的字符（不成对的 Unicode 代理字符），请检查输入');
    }
    const pair = await request(app).post('/api/loan/product/pc/list').send({ keyword: '贷款\u{1F600}' });
    expect(pair.body.code).toBe(0);
  });

  it('keeps line breaks and tabs acceptable as text', async () => {
    const res = await request(app).post('/api/loan/product/pc/list').send({ keyword: '贷款\n' });
    expect(res.body.code).toBe(0);
  });

  it('a body that claims gzip or brotli but is not', async () => {
    for (const encoding of ['gzip', 'deflate', 'br']) {
      const res = await request(app)
        .post('/api/loan/product/pc/list')
        .set('Content-Type', 'application/json')
        .set('Content-Encoding', encoding)
        .send('{"pageNum": 1}');
      expectRefused(res, 400, -1001);
    }
  });

  it('a truly compressed body is read', async () => {
    // Raw bytes through a real socket: supertest would serialise a Buffer as JSON.
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/api/loan/product/pc/list`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
        body: zlib.gzipSync('{"pageSize": 2}'),
      });
      const body = (await res.json()) as { code: number; data: { records: unknown[] } };
      expect(body.code).toBe(0);
      expect(body.data.records).toHaveLength(2);
    } finally {
      server.close();
    }
  });

  it('an unknown content encoding', async () => {
    const res = await request(app)
      .post('/api/loan/product/pc/list')
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'zstd-nonsense')
      .send('{}');
    expect([400, 415]).toContain(res.status);
    expect(res.body.code).toBe(-1001);
  });

  it('a form with more than 200 fields', async () => {
    const fields = Array.from({ length: 1_500 }, (_, i) => `f${i}=1`).join('&');
    const res = await request(app).post('/api/loan/product/pc/list').type('form').send(fields);
    expectRefused(res, 413, -1013);
    expect(res.body.msg).toBe('表单字段过多');
  });

  it('a bad % escape in a path', async () => {
    expectRefused(await request(app).post('/api/org/financial/org/detail/%E0%A4%A'), 400, -1000);
    expectRefused(await request(app).get('/api/zzzttt/protocol/version/getProtocolDetail/%'), 400, -1000);
  });

  it('an unsupported charset', async () => {
    const res = await request(app)
      .post('/api/loan/product/pc/list')
      .set('Content-Type', 'application/json; charset=klingon')
      .send('{}');
    expectRefused(res, 415, -1001);
  });

  it('leaves every answer uncacheable except the public catalogue, which is revalidated', async () => {
    const catalogue = await request(app).post('/api/loan/product/pc/list').send({});
    expect(catalogue.headers['cache-control']).toBe('public, no-cache');
    const refused = await request(app).post('/api/loan/product/pc/list').send({ pageSize: 'x' });
    expect(refused.headers['cache-control']).toBe('no-store');
    const personal = await request(app).post('/api/loan/pc/myList').send({});
    expect(personal.headers['cache-control']).toBe('no-store');
  });
});

describe('TRUST_PROXY', () => {
  it('with no trusted proxy, X-Forwarded-For is ignored and every caller is the socket address', async () => {
    const untrusting = createGatewayApp({
      ...testDeps(database),
      config: { ...testDeps(database).config, trustProxy: 'false' },
    });
    const drawn = await request(untrusting).get('/api/zzzttt/pic/swipe/get').set('X-Forwarded-For', '10.1.1.1');
    const { key, y } = drawn.body.data;
    const answer = await request(untrusting).get(`/api/__dev/captcha/${key}`);
    // Solved "from another address": accepted, because both requests really came from the same socket address.
    const checked = await request(untrusting)
      .post('/api/zzzttt/pic/swipe/check')
      .set('X-Forwarded-For', '10.2.2.2')
      .send({ x: answer.body.data.x, y, key });
    expect(checked.body.code).toBe(0);
  });
});
