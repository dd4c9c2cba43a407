import type http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatewayApp } from '../../apps/gateway/src/app.ts';
import type { Database } from '../../apps/gateway/src/db/database.ts';
import { createTestDatabase } from '../../apps/gateway/test/test-database.ts';
import { testDeps } from '../../apps/gateway/test/test-deps.ts';
import { queryData } from './support/graphql-request.ts';
import { listen, type RunningServer } from './support/listen.ts';
import { whileOffShelf } from './support/off-shelf.ts';
import { type GraphUnderTest, startGraph } from './support/platform.ts';

/** The gateway with every answer's status and If-None-Match recorded, to see what the graph revalidates. */
let database: Database;
let gateway: RunningServer;
let graph: GraphUnderTest;
const answered: { path: string; status: number; ifNoneMatch: string | undefined }[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const app = createGatewayApp(testDeps(database));
  gateway = await listen((req: http.IncomingMessage, res: http.ServerResponse) => {
    const ifNoneMatch = req.headers['if-none-match'];
    const path = req.url ?? ''; // read now: express rewrites req.url while routing
    res.on('finish', () => answered.push({ path, status: res.statusCode, ifNoneMatch }));
    app(req, res);
  });
  graph = await startGraph(`${gateway.origin}/api`);
});
afterAll(async () => {
  await graph?.stop();
  await gateway?.close();
  await database?.close();
});

const PRODUCTS = 'query { products(page: { pageNum: 1, pageSize: 50 }) { total records { id name } } }';

async function productNames(): Promise<string[]> {
  const data = await queryData<{ products: { records: { name: string }[] } }>(graph.app, PRODUCTS);
  return data.products.records.map((record) => record.name);
}

function listCalls() {
  return answered.filter((call) => call.path.startsWith('/api/loan/product/pc/list'));
}

describe('catalogue answers revalidated by the graph (ETag pass-through)', () => {
  it('asks again with the ETag it holds, takes a 304 for the same answer, and shows a change at once', async () => {
    answered.length = 0;
    const first = await productNames();
    const again = await productNames();
    expect(again).toEqual(first);
    const [fresh, revalidated] = listCalls();
    expect(fresh).toMatchObject({ status: 200, ifNoneMatch: undefined });
    expect(revalidated?.status).toBe(304);
    expect(revalidated?.ifNoneMatch).toMatch(/^"c\d+-/);

    await whileOffShelf(database, first[0] ?? '', async () => {
      expect(await productNames()).not.toContain(first[0]);
      expect(listCalls().at(-1)?.status).toBe(200);
    });
    expect(await productNames()).toEqual(first);
  });
});
