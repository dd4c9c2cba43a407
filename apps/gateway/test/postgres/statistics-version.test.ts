import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/database.ts';
import { statisticsVersionRead } from '#features/statistics/stores/statistics-store.ts';
import { createTestDatabase } from '../test-database.ts';

/**
 * The home statistics' version against out-of-order commits, which need two connections at once: a PostgreSQL
 * server's (this folder runs in the PostgreSQL pass of `npm test` alone).
 */
let database: Database;
/**
 * Two applications: the held transaction moves one, the later one another. Moves of one application queue on its row
 * (the services lock it, and the trigger of migration 0040 writes its steps), so out-of-order commits come from two.
 */
let heldApplicationId: number;
let laterApplicationId: number;

beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) throw new Error('the gateway-postgres project needs TEST_DATABASE_URL');
  database = await createTestDatabase();
  const applications = await database.db.selectFrom('loan_application').select('id').orderBy('id').limit(2).execute();
  if (!applications[0] || !applications[1]) throw new Error('the seeded test database has fewer than two applications');
  heldApplicationId = applications[0].id;
  laterApplicationId = applications[1].id;
});
afterAll(() => database.close());

const event = (applicationId: number, at: Date) => ({
  application_id: applicationId,
  from_status: 1,
  to_status: 11,
  actor_kind: 'institution' as const,
  at,
});

describe('the statistics version on PostgreSQL', () => {
  it('changes when an event commits after a later one has', async () => {
    const read = statisticsVersionRead(database.db);
    let commitEarlier: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      commitEarlier = resolve;
    });
    let inserted: () => void = () => {};
    const insertedEarlier = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const earlier = database.db.transaction().execute(async (trx) => {
      await trx.insertInto('loan_application_event').values(event(heldApplicationId, new Date())).execute();
      inserted();
      await held;
    });
    await insertedEarlier;
    const before = await read();
    await database.db.insertInto('loan_application_event').values(event(laterApplicationId, new Date())).execute();
    const afterLater = await read();
    expect(afterLater).not.toBe(before);
    commitEarlier();
    await earlier;
    const afterEarlier = await read();
    expect(afterEarlier).not.toBe(afterLater);
    expect(await read()).toBe(afterEarlier);
  });
});
