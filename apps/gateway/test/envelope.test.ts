import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { createGatewayApp } from '#app.ts';
import { gatewayForFile } from './accounts-support.ts';
import { createTestDatabase } from './test-database.ts';
import { testDeps } from './test-deps.ts';

const h = gatewayForFile();

/** No answer may leak internals. */
function expectNoInternals(res: request.Response) {
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.text).not.toMatch(/\bat .+\.(ts|js):\d+|node_modules|SyntaxError|stack/i);
  expect(res.headers['x-powered-by']).toBeUndefined();
}

describe('the envelope for routing and body failures', () => {
  it('answers an unknown path with 404 and -1004, inside and outside /api', async () => {
    for (const call of [
      request(h.app).post('/api/loan/product/pc/nothing'),
      request(h.app).get('/api/'),
      request(h.app).get('/nothing'),
    ]) {
      const res = await call;
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: -1004, msg: '接口不存在', data: null });
      expectNoInternals(res);
    }
  });

  it('answers a known path with the wrong method with 405, -1005 and an Allow header', async () => {
    const list = await request(h.app).get('/api/loan/product/pc/list');
    expect(list.status).toBe(405);
    expect(list.headers.allow).toBe('POST');
    expect(list.body).toEqual({ code: -1005, msg: '该接口不支持 GET 请求', data: null });
    expectNoInternals(list);

    const detail = await request(h.app).delete('/api/org/financial/org/detail/3');
    expect(detail.status).toBe(405);
    expect(detail.headers.allow).toBe('POST');
    expect(detail.body.code).toBe(-1005);
    expect(detail.body.msg).toBe('该接口不支持 DELETE 请求');
  });

  it('answers malformed JSON with 400 and -1001', async () => {
    const res = await request(h.app)
      .post('/api/loan/product/pc/list')
      .set('Content-Type', 'application/json')
      .send('{"pageNum": 1,');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: -1001, msg: '请求体不是合法的 JSON', data: null });
    expectNoInternals(res);
  });

  it('answers a body over 1 MB with 413 and -1013', async () => {
    const res = await request(h.app)
      .post('/api/loan/product/pc/list')
      .send({ keyword: 'x'.repeat(1024 * 1024 + 10) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ code: -1013, msg: '请求内容过大', data: null });
    expectNoInternals(res);
  });

  it('answers success as code 0 with msg 操作成功', async () => {
    const res = await request(h.app).post('/api/loan/product/pc/topList?size=1');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 0, msg: '操作成功' });
    expect(res.body.data).toHaveLength(1);
    expectNoInternals(res);
  });
});

describe('GET /healthz', () => {
  it('answers ok after a round trip to the h.database, naming its kind', async () => {
    const res = await request(h.app).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 0, msg: '操作成功', data: { status: 'ok', database: h.database.kind } });
    expect(['pglite', 'postgres']).toContain(res.body.data.database);
  });
});

describe('a failure inside the gateway', () => {
  it('answers -1500 with a generic Chinese message, logging the cause but not answering it', async () => {
    const broken = await createTestDatabase();
    const brokenApp = createGatewayApp(testDeps(broken));
    await broken.close();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const res = await request(brokenApp).post('/api/loan/product/pc/list').send({});
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ code: -1500, msg: '服务器繁忙，请稍后再试', data: null });
      expectNoInternals(res);
      expect(log).toHaveBeenCalledOnce();
    } finally {
      log.mockRestore();
    }
  });
});
