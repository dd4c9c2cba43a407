import type http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUB_INSTITUTION, STUB_PRODUCT_PAGE } from './support/gateway-records.ts';
import { postGraphQL } from './support/graphql-request.ts';
import { listen, type RunningServer } from './support/listen.ts';
import { type GraphUnderTest, startGraph } from './support/platform.ts';

/** What the stand-in gateway saw: path and Authorization header of each call. */
const seen: Array<{ path: string; authorization: string | undefined }> = [];

const stubHandler: http.RequestListener = (req, res) => {
  seen.push({ path: req.url ?? '', authorization: req.headers.authorization });
  const data = req.url?.startsWith('/api/org/financial/org/detail/') ? STUB_INSTITUTION : STUB_PRODUCT_PAGE;
  // A little latency so that concurrent requests overlap.
  setTimeout(() => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ code: 0, msg: '操作成功', data }));
  }, 20);
};

let stub: RunningServer;
let graph: GraphUnderTest;

beforeAll(async () => {
  stub = await listen(stubHandler);
  graph = await startGraph(`${stub.origin}/api`);
});

afterAll(async () => {
  await graph?.stop();
  await stub?.close();
});

const QUERY = '{ products { records { name institution { name } } } }';

describe('the caller’s bearer token', () => {
  it('is forwarded to every gateway call of the request, the DataLoader’s included', async () => {
    seen.length = 0;
    const { body } = await postGraphQL(graph.app, QUERY, undefined, { authorization: 'Bearer abc.DEF-123_x' });
    expect(body.errors).toBeUndefined();
    expect(seen.map((call) => call.path)).toEqual(['/api/loan/product/pc/list', '/api/org/financial/org/detail/7']);
    expect(seen.every((call) => call.authorization === 'Bearer abc.DEF-123_x')).toBe(true);
  });

  it('is not sent when the caller has none, or sends something that is not a bearer token', async () => {
    const headerSets: Array<Record<string, string>> = [
      {},
      { authorization: 'Basic dXNlcjpwYXNz' },
      { authorization: 'Bearer a b' },
    ];
    for (const headers of headerSets) {
      seen.length = 0;
      const { body } = await postGraphQL(graph.app, QUERY, undefined, headers);
      expect(body.errors).toBeUndefined();
      expect(seen.length).toBe(2);
      expect(seen.every((call) => call.authorization === undefined)).toBe(true);
    }
  });

  it('never leaks from one request to another running at the same time', async () => {
    seen.length = 0;
    await Promise.all(
      ['Bearer token-one', 'Bearer token-two', 'Bearer token-three'].map((authorization) =>
        postGraphQL(graph.app, '{ products { total } }', undefined, { authorization }),
      ),
    );
    expect(seen.map((call) => call.authorization).sort()).toEqual([
      'Bearer token-one',
      'Bearer token-three',
      'Bearer token-two',
    ]);
  });
});
