import type http from 'node:http';
import { GatewayCode } from '@sme/contract/codes';
import { productList } from '@sme/contract/routes/catalog';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createGraphApp } from '../../apps/graph/src/app.ts';
import { mapError } from '../../apps/graph/src/errors/error-table.ts';
import { GatewayApi } from '../../apps/graph/src/upstream/gateway-client.ts';
import { createGotTransport } from '../../apps/graph/src/upstream/got-transport.ts';
import { GatewayBusinessError } from '../../apps/graph/src/upstream/upstream-errors.ts';
import { STUB_PRODUCT_PAGE } from './support/gateway-records.ts';
import { postGraphQL } from './support/graphql-request.ts';
import { closedPort, listen, type RunningServer } from './support/listen.ts';
import { type Gateway, type GraphUnderTest, startGateway, startGraph } from './support/platform.ts';
import { recordingLogger } from './support/quiet-logger.ts';

const PRODUCTS = '{ products { total records { id name } } }';

let gateway: Gateway;
const cleanups: Array<() => Promise<void>> = [];

beforeAll(async () => {
  gateway = await startGateway();
});

afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

afterAll(async () => {
  await gateway?.close();
});

async function graphAgainst(gatewayUrl: string, timeoutMs?: number): Promise<GraphUnderTest> {
  const graph = await startGraph(gatewayUrl, timeoutMs ? { gatewayTimeoutMs: timeoutMs } : {});
  cleanups.push(graph.stop);
  return graph;
}

/** A stand-in gateway that answers every call with `handler`. */
async function stubGateway(handler: http.RequestListener): Promise<RunningServer> {
  const server = await listen(handler);
  cleanups.push(server.close);
  return server;
}

function answer(status: number, body: unknown): http.RequestListener {
  return (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };
}

async function firstError(graph: GraphUnderTest, query = PRODUCTS) {
  const { status, body } = await postGraphQL(graph.app, query);
  expect(status).toBe(200);
  expect(body.errors).toHaveLength(1);
  const error = body.errors?.[0];
  expect(JSON.stringify(error)).not.toMatch(/stack|at .+\.ts/);
  return error;
}

describe('arguments refused in the graph (BAD_USER_INPUT)', () => {
  it('refuses bad paging, ids, keywords and amounts in Chinese without calling the gateway', async () => {
    const graph = await graphAgainst(gateway.apiUrl);
    const cases: Array<[string, string, string]> = [
      ['{ products(page: {pageSize: 51}) { total } }', '每页条数不能大于50', 'page.pageSize'],
      ['{ products(page: {pageNum: 0}) { total } }', '页码不能小于1', 'page.pageNum'],
      [`{ products(filter: {keyword: "${'贷'.repeat(51)}"}) { total } }`, '关键词不能超过50个字符', 'filter.keyword'],
      [
        '{ products(filter: {minAmount: 1.234}) { total } }',
        '最低金额必须为数字，且最多保留2位小数',
        'filter.minAmount',
      ],
      ['{ products(filter: {maxAmount: -1}) { total } }', '最高金额不能小于0', 'filter.maxAmount'],
      ['{ products(filter: {minAmount: 9, maxAmount: 1}) { total } }', '最低金额不能大于最高金额', 'filter.minAmount'],
      ['{ products(filter: {guaranteeMethod: 8}) { total } }', '担保方式不正确', 'filter.guaranteeMethod'],
      ['{ product(id: "abc") { id } }', '产品编号必须是正整数', 'id'],
      ['{ institution(id: "-3") { id } }', '机构编号必须是正整数', 'id'],
      ['{ topProducts(size: 0) { id } }', '数量不能小于1', 'size'],
      ['{ institutions(filter: {institutionType: 11}) { total } }', '机构类型不正确', 'filter.institutionType'],
    ];
    for (const [query, message, argument] of cases) {
      const error = await firstError(graph, query);
      expect(error).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', argument } });
    }
    expect(graph.calls).toEqual([]);
  });

  it('explains a variable of the wrong type in Chinese with HTTP 400', async () => {
    const graph = await graphAgainst(gateway.apiUrl);
    const { status, body } = await postGraphQL(graph.app, 'query($id: ID!) { product(id: $id) { id } }', {});
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect(body.errors?.[0]?.message).toMatch(/^参数不正确：/);
  });
});

describe('envelope errors (BUSINESS_ERROR)', () => {
  it('carries the gateway code and msg when the gateway refuses a call', async () => {
    // An API base without these calls: the real gateway answers its 接口不存在 envelope (code -1004).
    const graph = await graphAgainst(`${gateway.apiUrl}/v0`);
    const error = await firstError(graph);
    expect(error).toMatchObject({
      message: '接口不存在',
      path: ['products'],
      extensions: { code: 'BUSINESS_ERROR', gatewayCode: GatewayCode.NOT_FOUND },
    });
  });

  it('maps the gateway’s own refusal of bad input through the same table', async () => {
    const transport = createGotTransport({ baseUrl: gateway.apiUrl, timeoutMs: 5_000 });
    try {
      const api = new GatewayApi(transport);
      const failure = await api.send(productList, { pageSize: 99 }).catch((e) => e);
      expect(failure).toBeInstanceOf(GatewayBusinessError);
      expect(mapError(failure)).toEqual({
        message: expect.stringContaining('每页条数不能大于50'),
        extensions: { code: 'BUSINESS_ERROR', gatewayCode: GatewayCode.BAD_PARAMS },
      });
    } finally {
      transport.close();
    }
  });
});

describe('an unreachable or failing gateway', () => {
  it('answers GATEWAY_UNAVAILABLE when nothing listens', async () => {
    const graph = await graphAgainst(`http://127.0.0.1:${await closedPort()}/api`);
    const error = await firstError(graph);
    expect(error).toEqual({
      message: '服务暂时不可用，请稍后再试',
      locations: [{ line: 1, column: 3 }],
      path: ['products'],
      extensions: { code: 'GATEWAY_UNAVAILABLE' },
    });
    expect(
      graph.logs.some((line) => line.level === 'warn' && String(line.detail?.error).includes('ECONNREFUSED')),
    ).toBe(true);
  });

  it('answers GATEWAY_UNAVAILABLE when the gateway resets the connection', async () => {
    const stub = await stubGateway((req) => req.socket.destroy());
    const graph = await graphAgainst(`${stub.origin}/api`);
    expect((await firstError(graph))?.extensions.code).toBe('GATEWAY_UNAVAILABLE');
  });

  it('answers GATEWAY_UNAVAILABLE for a proxy’s 502 and 503', async () => {
    for (const status of [502, 503]) {
      const stub = await stubGateway((_req, res) => {
        res.writeHead(status, { 'content-type': 'text/html' });
        res.end('<html>Bad Gateway</html>');
      });
      const graph = await graphAgainst(`${stub.origin}/api`);
      expect((await firstError(graph))?.extensions.code).toBe('GATEWAY_UNAVAILABLE');
    }
  });

  it('answers GATEWAY_TIMEOUT when the gateway does not answer within the time limit', async () => {
    const stub = await stubGateway(() => {
      // Never answers.
    });
    const logger = recordingLogger();
    const graph = await createGraphApp({
      config: { gatewayUrl: `${stub.origin}/api`, answerCache: false },
      gatewayTimeoutMs: 300,
      logger,
    });
    cleanups.push(graph.stop);
    const started = Date.now();
    const { body } = await postGraphQL(graph.app, PRODUCTS);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(body.errors?.[0]).toMatchObject({
      message: '服务响应超时，请稍后再试',
      extensions: { code: 'GATEWAY_TIMEOUT' },
    });
    expect(body.data).toBeNull();
  });

  it('answers UNAUTHENTICATED for HTTP 403 and FORBIDDEN for HTTP 401 (spec §8)', async () => {
    const expired = await stubGateway(answer(403, { code: GatewayCode.FORCE_LOGOUT, msg: '登录已失效', data: null }));
    const expiredGraph = await graphAgainst(`${expired.origin}/api`);
    expect(await firstError(expiredGraph)).toMatchObject({
      message: '账号已在其他地方登录或登录已过期，请重新登录',
      extensions: { code: 'UNAUTHENTICATED' },
    });

    const denied = await stubGateway(answer(401, { code: -401, msg: '无权限', data: null }));
    const deniedGraph = await graphAgainst(`${denied.origin}/api`);
    expect(await firstError(deniedGraph)).toMatchObject({
      message: '暂无权限，请联系管理员',
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('hides an answer that is not an envelope behind INTERNAL_SERVER_ERROR and logs it', async () => {
    const stub = await stubGateway((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>not the gateway</html>');
    });
    const graph = await graphAgainst(`${stub.origin}/api`);
    const error = await firstError(graph);
    expect(error).toMatchObject({ message: '服务器繁忙，请稍后再试', extensions: { code: 'INTERNAL_SERVER_ERROR' } });
    expect(Object.keys(error?.extensions ?? {})).toEqual(['code']);
    const logged = graph.logs.find((line) => line.level === 'error');
    expect(String(logged?.detail?.error)).toContain('not an envelope');
  });

  it('keeps the rest of the answer when only a product’s institution fails', async () => {
    let calls = 0;
    const stub = await stubGateway((req, res) => {
      calls += 1;
      if (req.url?.startsWith('/api/org/financial/org/detail/')) {
        answer(200, { code: GatewayCode.INTERNAL, msg: '服务器繁忙，请稍后再试', data: null })(req, res);
        return;
      }
      answer(200, {
        code: 0,
        msg: '操作成功',
        data: STUB_PRODUCT_PAGE,
      })(req, res);
    });
    const graph = await graphAgainst(`${stub.origin}/api`);
    const { body } = await postGraphQL(graph.app, '{ products { records { name institution { name } } } }');
    expect(body.data).toEqual({ products: { records: [{ name: '示范信用贷', institution: null }] } });
    expect(body.errors?.[0]).toMatchObject({
      path: ['products', 'records', 0, 'institution'],
      extensions: { code: 'BUSINESS_ERROR', gatewayCode: GatewayCode.INTERNAL },
    });
    expect(calls).toBe(2);
  });
});
