import type { Express } from 'express';
import { sql } from 'kysely';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatewayApp } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import { LISTENER_NAME } from '../src/db/notification-listener.ts';
import { createTestDatabase } from './test-database.ts';
import { testDeps } from './test-deps.ts';

/** The catalogue version feed (docs/gateway-api.md), on PGlite and — with TEST_DATABASE_URL — on PostgreSQL. */
let database: Database;
let app: Express;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createGatewayApp(testDeps(database));
  await untilLive();
});
afterAll(() => database.close());

interface FeedAnswer {
  version: string;
  live: boolean;
}

async function feed(query: string): Promise<FeedAnswer> {
  const res = await request(app).get(`/api/zzzttt/catalog/version${query}`);
  expect(res.status).toBe(200);
  expect(res.body.code, res.body.msg).toBe(0);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.body.data as FeedAnswer;
}

/** On a server the listening connection opens in the background: wait until the feed says it hears changes. */
async function untilLive(): Promise<FeedAnswer> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const answer = await feed('?wait=0');
    if (answer.live) return answer;
    if (Date.now() > deadline) throw new Error('the feed never became live');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function currentVersion(): Promise<string> {
  const row = await database.db.selectFrom('catalog_version').select('version').executeTakeFirstOrThrow();
  return String(row.version);
}

async function touchCatalogue() {
  const product = await database.db.selectFrom('loan_product').select('id').orderBy('id').executeTakeFirstOrThrow();
  await database.db
    .updateTable('loan_product')
    .set({ product_name: sql<string>`product_name` })
    .where('id', '=', product.id)
    .execute();
}

/** Settles to 'pending' when the request has not been answered within `ms`. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | 'pending'> {
  return Promise.race([promise, new Promise<'pending'>((resolve) => setTimeout(() => resolve('pending'), ms))]);
}

describe('catalogue version feed', () => {
  it('answers the current version at once when the caller knows none or an older one', async () => {
    const version = await currentVersion();
    expect(await feed('')).toEqual({ version, live: true });
    expect(await feed(`?after=${Number(version) - 1}`)).toEqual({ version, live: true });
  });

  it('holds while the version is the one the caller knows, and wakes when a write raises it', async () => {
    const before = await currentVersion();
    const held = feed(`?after=${before}`);
    expect(await within(held, 300)).toBe('pending');
    await touchCatalogue();
    const answer = await within(held, 5_000);
    expect(answer).toEqual({ version: await currentVersion(), live: true });
    expect(Number((answer as FeedAnswer).version)).toBeGreaterThan(Number(before));
  });

  it('ends a hold after `wait` seconds with the same version', async () => {
    const version = await currentVersion();
    const started = Date.now();
    expect(await feed(`?after=${version}&wait=1`)).toEqual({ version, live: true });
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });

  it('tells the version on every catalogue answer (also on a 304), not on the statistics', async () => {
    const version = await currentVersion();
    const first = await request(app).post('/api/loan/product/pc/list').send({ pageNum: 1, pageSize: 10 });
    expect(first.headers['catalog-version']).toBe(version);
    const again = await request(app)
      .post('/api/loan/product/pc/list')
      .set('If-None-Match', first.headers.etag ?? '')
      .send({ pageNum: 1, pageSize: 10 });
    expect(again.status).toBe(304);
    expect(again.headers['catalog-version']).toBe(version);
    const policies = await request(app).post('/api/data/gz/hq/policy/queryPage').send({ pageNum: 1, pageSize: 10 });
    expect(policies.headers['catalog-version']).toBe(version);
    const cases = await request(app).post('/api/loan/pc/dockingCount').send({});
    expect(cases.headers['catalog-version']).toBeUndefined();
  });

  it('refuses a version that is not a number', async () => {
    const res = await request(app).get('/api/zzzttt/catalog/version?after=1%20or%201');
    expect(res.body.code).not.toBe(0);
  });

  it.runIf(database?.kind === 'postgres' || Boolean(process.env.TEST_DATABASE_URL))(
    'on PostgreSQL: a lost listening connection answers held requests as not live, and it listens again',
    async () => {
      const version = await currentVersion();
      const held = feed(`?after=${version}`);
      expect(await within(held, 300)).toBe('pending');
      await sql`
        SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE application_name = ${LISTENER_NAME} AND datname = current_database()`.execute(database.db);
      expect(await within(held, 5_000)).toEqual({ version, live: false });
      await untilLive();
      const again = feed(`?after=${version}`);
      await touchCatalogue();
      expect(await within(again, 5_000)).toEqual({ version: await currentVersion(), live: true });
    },
  );
});
