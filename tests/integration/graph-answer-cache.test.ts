import type http from 'node:http';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatewayApp } from '../../apps/gateway/src/app.ts';
import type { Database } from '../../apps/gateway/src/db/database.ts';
import { createTestDatabase } from '../../apps/gateway/test/test-database.ts';
import { testDeps } from '../../apps/gateway/test/test-deps.ts';
import {
  type AccountsPlatform,
  type Browser,
  DEMO_MOBILE,
  DEMO_PASSWORD,
  data,
  freshIp,
  loginWithCompany,
  passwordLogin,
  send,
  startAccountsPlatform,
} from './support/accounts-platform.ts';
import { queryData } from './support/graphql-request.ts';
import { listen, type RunningServer } from './support/listen.ts';
import { whileOffShelf } from './support/off-shelf.ts';
import { productOnShelf, removeOrgProduct } from './support/org-products.ts';
import { type GraphUnderTest, startGraph } from './support/platform.ts';
import { type StaffBrowser, staffSignIn } from './support/staff-platform.ts';

/**
 * Whole GraphQL answers kept by the graph (docs/decisions/0054-whole-graphql-answers-kept-by-the-graph.md, "Whole GraphQL answers kept by the graph"): served
 * without Apollo or the gateway while the gateway's catalogue version feed reports the catalogue unchanged.
 */

const LIST = `query($keyword: String) { products(filter: { keyword: $keyword }, page: { pageNum: 1, pageSize: 50 }) {
  total records { id name institutionName } } }`;

interface ProductList {
  products: { total: number; records: { id: string; name: string }[] };
}

/** Gateway calls the graph made while `action` ran. */
async function gatewayCallsDuring(graph: GraphUnderTest, action: () => Promise<unknown>): Promise<number> {
  const before = graph.calls.length;
  await action();
  return graph.calls.length - before;
}

/**
 * Asks until an answer comes without a gateway call (the feed has become live and the answer is kept). A feed that
 * answered "not live" while its gateway's LISTEN connection was still opening is asked again after a back-off of up to
 * 5 s, so a loaded machine may take several of them.
 */
async function untilKept(graph: GraphUnderTest, ask: () => Promise<unknown>): Promise<void> {
  const deadline = Date.now() + 20_000;
  while ((await gatewayCallsDuring(graph, ask)) > 0) {
    if (Date.now() > deadline) throw new Error('the answer was never served from the graph’s cache');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('kept answers on the accounts platform (feed live)', () => {
  let platform: AccountsPlatform;
  let visitor: Browser;
  let owner: Browser;
  const admin: StaffBrowser = { ip: freshIp() };

  beforeAll(async () => {
    platform = await startAccountsPlatform({ graph: { config: { answerCache: true } } });
    platform.clock.advance(Date.now() - platform.clock.now().getTime());
    visitor = { ip: freshIp() };
    owner = { ip: freshIp() };
    const entries = await passwordLogin(platform, owner, DEMO_MOBILE, DEMO_PASSWORD);
    await loginWithCompany(platform, owner, entries[0]?.id ?? '');
    await staffSignIn(platform, admin, 'org01-admin');
  });
  afterAll(() => platform?.close());

  const list = (keyword?: string) => data<ProductList>(platform.app, visitor, LIST, keyword ? { keyword } : {});

  it('serves a repeated product list from the kept bytes, with the headers Apollo sent', async () => {
    const first = await list();
    expect(first.products.total).toBeGreaterThan(0);
    await untilKept(platform.graph, () => list());
    const answer = await send<ProductList>(platform.app, visitor, LIST, {});
    expect(answer.body.data).toEqual(first);
    const raw = await request(platform.app)
      .post('/graphql')
      .set('content-type', 'application/json')
      .send({ query: LIST, variables: {} });
    expect(raw.status).toBe(200);
    expect(raw.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(raw.headers['cache-control']).toBe('no-store');
    expect(raw.headers['content-security-policy']).toContain("default-src 'self'");
    expect(raw.headers['x-content-type-options']).toBe('nosniff');
    expect(raw.headers['set-cookie']).toBeUndefined();
  });

  it('a kept answer has the headers and body of the answer made afresh, compressed or not', async () => {
    // Headers of the transfer, and the request id each answer gets for itself.
    const transfer = ['date', 'content-length', 'transfer-encoding', 'connection', 'keep-alive', 'x-request-id'];
    const describing = (headers: Record<string, string>) =>
      Object.fromEntries(Object.entries(headers).filter(([name]) => !transfer.includes(name)));
    for (const [encoding, keyword] of [
      ['gzip, deflate, br', '贷'],
      ['identity', '银行'],
    ] as const) {
      const ask = () =>
        request(platform.app)
          .post('/graphql')
          .set('content-type', 'application/json')
          .set('accept-encoding', encoding)
          .send({ query: LIST, variables: { keyword } });
      let made: request.Response | undefined;
      expect(await gatewayCallsDuring(platform.graph, async () => (made = await ask()))).toBeGreaterThan(0);
      await untilKept(platform.graph, ask);
      for (let round = 0; round < 2; round++) {
        let kept: request.Response | undefined;
        expect(await gatewayCallsDuring(platform.graph, async () => (kept = await ask()))).toBe(0);
        expect(kept?.status).toBe(200);
        expect(describing(kept?.headers ?? {})).toEqual(describing(made?.headers ?? {}));
        expect(kept?.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
        expect(kept?.headers['x-request-id']).not.toBe(made?.headers['x-request-id']);
        expect(kept?.body).toEqual(made?.body);
      }
      expect(made?.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : 'br');
      expect(made?.headers.vary).toBe('Accept-Encoding');
    }
  });

  it('a product taken off shelf on the workbench is gone from the very next answer', async () => {
    const productId = await productOnShelf(platform, admin);
    expect((await list()).products.records.map((record) => record.id)).toContain(productId);
    await untilKept(platform.graph, () => list());

    await removeOrgProduct(platform, admin, productId);
    expect((await list()).products.records.map((record) => record.id)).not.toContain(productId);
    expect((await list()).products.records.map((record) => record.id)).not.toContain(productId);
  });

  it('a product changed by SQL by hand is gone once the feed reports the new version', async () => {
    const shown = (await list()).products.records[0];
    if (!shown) throw new Error('no product listed');
    await untilKept(platform.graph, () => list());
    await platform.database.db
      .updateTable('loan_product')
      .set({ on_shelf: false })
      .where('id', '=', Number(shown.id))
      .execute();
    const deadline = Date.now() + 5_000;
    while ((await list()).products.records.some((record) => record.id === shown.id)) {
      if (Date.now() > deadline) throw new Error('the product stayed listed after the feed should have reported');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await platform.database.db
      .updateTable('loan_product')
      .set({ on_shelf: true })
      .where('id', '=', Number(shown.id))
      .execute();
  });

  it('never keeps an operation that reads the caller: two callers get their own answers every time', async () => {
    const MIXED = 'query { me { id maskedMobile companyName } products(page: { pageNum: 1, pageSize: 1 }) { total } }';
    type Mixed = { me: { id: string; maskedMobile: string; companyName: string } | null };
    for (let round = 0; round < 3; round++) {
      const mine = await send<Mixed>(platform.app, owner, MIXED);
      const theirs = await send<Mixed>(platform.app, visitor, MIXED);
      expect(mine.body.data?.me?.maskedMobile).toMatch(/^138\*{4}0001$/);
      expect(theirs.body.data?.me ?? null).toBeNull();
    }
    // The same personal query, asked again, always reaches the gateway.
    const calls = await gatewayCallsDuring(platform.graph, () => send(platform.app, owner, MIXED));
    expect(calls).toBeGreaterThan(0);
    expect(platform.graph.calls.some((call) => call.path.includes('product') && call.authorization)).toBe(true);
  });

  it('a cached body sent as a simple request (no preflight) is still refused by CSRF prevention', async () => {
    await untilKept(platform.graph, () => list());
    const simple = await request(platform.app)
      .post('/graphql')
      .set('content-type', 'text/plain')
      .send(JSON.stringify({ query: LIST, variables: {} }));
    expect(simple.status).toBe(400);
    expect(simple.text).toContain('CSRF');
  });

  it('query limits still apply: an over-limit body is refused each time, never served from the cache', async () => {
    await untilKept(platform.graph, () => list());
    const aliases = Array.from({ length: 16 }, (_, index) => `a${index}: products { total }`).join(' ');
    for (let round = 0; round < 2; round++) {
      const answer = await send(platform.app, visitor, `query { ${aliases} }`);
      expect(answer.body.errors?.[0]?.extensions.code).toBe('QUERY_TOO_COMPLEX');
      expect(answer.body.data ?? null).toBeNull();
    }
  });

  it('after a mutation of this instance, the next public answer is made afresh (read-your-writes)', async () => {
    await untilKept(platform.graph, () => list());
    await send(platform.app, visitor, 'mutation { noop }').catch(() => undefined);
    expect(await gatewayCallsDuring(platform.graph, () => list())).toBeGreaterThan(0);
  });
});

describe('kept answers when the feed is down', () => {
  let database: Database;
  let gateway: RunningServer;
  let graph: GraphUnderTest;
  let feedBroken = false;
  /** Holds back the feed's answers this long, to stand for a slow feed (another instance's change in flight). */
  let feedDelayMs = 0;
  const heldFeeds = new Set<http.ServerResponse>();

  beforeAll(async () => {
    database = await createTestDatabase();
    const app = createGatewayApp(testDeps(database));
    gateway = await listen((req: http.IncomingMessage, res: http.ServerResponse) => {
      if ((req.url ?? '').startsWith('/api/zzzttt/catalog/version')) {
        if (feedBroken) {
          res.statusCode = 503;
          res.end('{}');
          return;
        }
        heldFeeds.add(res);
        res.on('close', () => heldFeeds.delete(res));
        const end = res.end.bind(res) as (...args: unknown[]) => http.ServerResponse;
        res.end = ((...args: unknown[]) => {
          if (feedDelayMs > 0) setTimeout(() => end(...args), feedDelayMs);
          else end(...args);
          return res;
        }) as typeof res.end;
      }
      app(req, res);
    });
    graph = await startGraph(`${gateway.origin}/api`, { config: { answerCache: true } });
  });
  afterAll(async () => {
    await graph?.stop();
    await gateway?.close();
    await database?.close();
  });

  const PRODUCTS = 'query { products(page: { pageNum: 1, pageSize: 50 }) { total records { id name } } }';
  const names = async () =>
    (await queryData<ProductList>(graph.app, PRODUCTS)).products.records.map((record) => record.name);

  it('after a mutation through this instance, answers afresh even before the feed has reported', async () => {
    const before = await names();
    await untilKept(graph, names);
    feedDelayMs = 2_000;
    const product = await database.db
      .selectFrom('loan_product')
      .where('product_name', '=', before[0] ?? '')
      .select('id')
      .executeTakeFirstOrThrow();
    try {
      await database.db.updateTable('loan_product').set({ on_shelf: false }).where('id', '=', product.id).execute();
      // The feed has not reported yet: without a mutation of its own this instance may still serve what it kept.
      const noop = await request(graph.app)
        .post('/graphql')
        .set('content-type', 'application/json')
        .send({ query: 'mutation { noop }' });
      expect(noop.status).toBe(200);
      expect(await names()).not.toContain(before[0]);
    } finally {
      await database.db.updateTable('loan_product').set({ on_shelf: true }).where('id', '=', product.id).execute();
      feedDelayMs = 0;
    }
    const deadline = Date.now() + 10_000;
    while (!(await names()).includes(before[0] ?? '')) {
      if (Date.now() > deadline) throw new Error('the product never came back');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });

  it('goes back to asking the gateway every time, so a change by SQL shows at once', async () => {
    const before = await names();
    await untilKept(graph, names);
    feedBroken = true;
    for (const held of heldFeeds) held.socket?.destroy();
    // The graph notices the broken feed as soon as its held request fails; from then on every answer asks.
    const deadline = Date.now() + 5_000;
    while ((await gatewayCallsDuring(graph, names)) === 0) {
      if (Date.now() > deadline) throw new Error('kept answers were still served with the feed down');
    }
    await whileOffShelf(database, before[0] ?? '', async () => {
      expect(await names()).not.toContain(before[0]);
      expect(await gatewayCallsDuring(graph, names)).toBeGreaterThan(0);
    });
    expect(await names()).toEqual(before);
    feedBroken = false;
    // Live again: kept answers come back.
    await untilKept(graph, names);
  });
});
