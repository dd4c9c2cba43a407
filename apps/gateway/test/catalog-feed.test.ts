import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatewayApp } from '#app.ts';
import type { Database } from '#db/database.ts';
import { type FeedAnswer, type FeedHelpers, feedHelpers, within } from './catalog-feed-support.ts';
import { createTestDatabase } from './test-database.ts';
import { testDeps } from './test-deps.ts';

/**
 * The catalogue version feed (docs/gateway-api.md), on PGlite and — with TEST_DATABASE_URL — on PostgreSQL; what only a
 * server has (the listening connection) is in postgres/catalog-feed-listener.test.ts.
 */
let database: Database;
let app: Express;
let feed: FeedHelpers['feed'];
let currentVersion: FeedHelpers['currentVersion'];
let touchCatalogue: FeedHelpers['touchCatalogue'];

beforeAll(async () => {
  database = await createTestDatabase();
  app = createGatewayApp(testDeps(database));
  const helpers = feedHelpers(app, database);
  ({ feed, currentVersion, touchCatalogue } = helpers);
  await helpers.untilLive();
});
afterAll(() => database.close());

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

  it('answers every held request (not live) when the gateway begins to stop, so the drain need not wait for it', async () => {
    const shutdown = new AbortController();
    const stopping = createGatewayApp({ ...testDeps(database), shutdown: shutdown.signal });
    const { feed: feedOfStopping } = feedHelpers(stopping, database);
    const version = await currentVersion();
    const held = feedOfStopping(`?after=${version}`);
    expect(await within(held, 300)).toBe('pending');
    shutdown.abort();
    expect(await within(held, 1_000)).toEqual({ version, live: false });
    expect(await within(feedOfStopping(`?after=${version}`), 1_000)).toEqual({ version, live: false });
  });

  it('refuses a version that is not a number', async () => {
    const res = await request(app).get('/api/zzzttt/catalog/version?after=1%20or%201');
    expect(res.body.code).not.toBe(0);
  });
});
