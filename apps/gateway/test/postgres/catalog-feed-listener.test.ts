import type { Express } from 'express';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatewayApp } from '#app.ts';
import type { Database } from '#db/database.ts';
import { LISTENER_NAME } from '#db/notification-listener.ts';
import { type FeedHelpers, feedHelpers, within } from '../catalog-feed-support.ts';
import { createTestDatabase } from '../test-database.ts';
import { testDeps } from '../test-deps.ts';

/**
 * The catalogue version feed's listening connection, which only a PostgreSQL server has: this folder runs in the
 * PostgreSQL pass of `npm test` alone (vitest project gateway-postgres).
 */
let database: Database;
let app: Express;
let helpers: FeedHelpers;

beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) throw new Error('the gateway-postgres project needs TEST_DATABASE_URL');
  database = await createTestDatabase();
  app = createGatewayApp(testDeps(database));
  helpers = feedHelpers(app, database);
  await helpers.untilLive();
});
afterAll(() => database.close());

describe('catalogue version feed on PostgreSQL', () => {
  it('answers held requests as not live when the listening connection is lost, and listens again', async () => {
    const { feed, untilLive, currentVersion, touchCatalogue } = helpers;
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
  });
});
