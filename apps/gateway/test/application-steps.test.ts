import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '#db/database.ts';
import { migrations } from '#db/migrations/index.ts';
import type { DB } from '#db/schema.ts';
import { createBlankServerDatabase, createEmptyDatabase, createTestDatabase } from './test-database.ts';
import { beijing, insertEvents, insertNeedWithTimeline, insertParty } from './timeline-support.ts';

/**
 * The response-time steps kept on each application (migration 0040): the first 'viewed' (11), acceptance decision
 * (4/5) and credit decision (6/7) of its timeline, filled for the applications written before, kept by a trigger after.
 */

const at = beijing;

interface Steps {
  viewed_at: Date | null;
  accept_decided_at: Date | null;
  credit_decided_at: Date | null;
}

async function stepsOf(db: Kysely<DB>, applicationId: number): Promise<Steps> {
  return db
    .selectFrom('loan_application')
    .select(['viewed_at', 'accept_decided_at', 'credit_decided_at'])
    .where('id', '=', applicationId)
    .executeTakeFirstOrThrow();
}

/** A need of a new institution, company and account, submitted 2026-03-02 10:00 with the moves given. */
async function applicationWith(db: Kysely<DB>, key: string, moves: Array<[number, string]>): Promise<number> {
  return insertNeedWithTimeline(db, await insertParty(db, key), '2026-03-02T10:00:00', moves);
}

describe('an application’s response-time steps, kept by the trigger', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createEmptyDatabase();
  }, 60_000);
  afterAll(() => database.close());

  it('holds each step’s first event, and nothing before it happens', async () => {
    const id = await applicationWith(database.db, '0001', [[2, '2026-03-02T11:00:00']]);
    expect(await stepsOf(database.db, id)).toEqual({
      viewed_at: null,
      accept_decided_at: null,
      credit_decided_at: null,
    });

    await insertEvents(database.db, id, [
      [11, '2026-03-02T12:00:00'],
      [4, '2026-03-03T10:00:00'],
      [11, '2026-03-03T11:00:00'],
      [6, '2026-03-04T10:00:00'],
      [8, '2026-03-05T10:00:00'],
    ]);
    expect(await stepsOf(database.db, id)).toEqual({
      viewed_at: at('2026-03-02T12:00:00'),
      accept_decided_at: at('2026-03-03T10:00:00'),
      credit_decided_at: at('2026-03-04T10:00:00'),
    });
  });

  it('takes an event written late with an earlier time as the first, and counts 5 and 7 as decisions', async () => {
    const id = await applicationWith(database.db, '0002', [
      [11, '2026-03-02T15:00:00'],
      [5, '2026-03-03T15:00:00'],
    ]);
    await insertEvents(database.db, id, [
      [11, '2026-03-02T13:00:00'],
      [7, '2026-03-04T09:00:00'],
      [5, '2026-03-03T16:00:00'],
    ]);
    expect(await stepsOf(database.db, id)).toEqual({
      viewed_at: at('2026-03-02T13:00:00'),
      accept_decided_at: at('2026-03-03T15:00:00'),
      credit_decided_at: at('2026-03-04T09:00:00'),
    });
  });
});

describe('the seeded platform', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  }, 60_000);
  afterAll(() => database.close());

  it('keeps every application’s steps equal to its timeline’s', async () => {
    const { rows } = await sql<{ applications: string; viewed: string; differing: string }>`
      SELECT count(*) AS applications, count(a.viewed_at) AS viewed,
             count(*) FILTER (WHERE a.viewed_at IS DISTINCT FROM s.viewed_at
                                 OR a.accept_decided_at IS DISTINCT FROM s.accept_decided_at
                                 OR a.credit_decided_at IS DISTINCT FROM s.credit_decided_at) AS differing
      FROM loan_application a
      CROSS JOIN LATERAL (
        SELECT min(e.at) FILTER (WHERE e.to_status = 11) AS viewed_at,
               min(e.at) FILTER (WHERE e.to_status IN (4, 5)) AS accept_decided_at,
               min(e.at) FILTER (WHERE e.to_status IN (6, 7)) AS credit_decided_at
        FROM loan_application_event e WHERE e.application_id = a.id
      ) s`.execute(database.db);
    expect(Number(rows[0]?.viewed)).toBeGreaterThan(0);
    expect(Number(rows[0]?.differing)).toBe(0);
  });
});

describe('migration 0040', () => {
  const provider: MigrationProvider = { getMigrations: async () => migrations as Record<string, Migration> };

  it('fills the steps of the applications written before it', async () => {
    const database = process.env.TEST_DATABASE_URL
      ? await createBlankServerDatabase()
      : await openDatabase({ memory: true });
    try {
      const migrator = new Migrator({ db: database.db as unknown as Kysely<unknown>, provider });
      expect((await migrator.migrateTo('0039_need_index')).error).toBeUndefined();
      const db = database.db;
      // Before 0040 the table has no step columns: the application and its events are written as they were then.
      const id = await applicationWith(db, '0003', [
        [11, '2026-03-02T12:00:00'],
        [11, '2026-03-02T11:00:00'],
        [4, '2026-03-03T10:00:00'],
      ]);
      await applicationWith(db, '0004', []);
      expect((await migrator.migrateToLatest()).error).toBeUndefined();

      expect(await stepsOf(db, id)).toEqual({
        viewed_at: at('2026-03-02T11:00:00'),
        accept_decided_at: at('2026-03-03T10:00:00'),
        credit_decided_at: null,
      });
      const untouched = await db
        .selectFrom('loan_application')
        .select(sql<string>`count(*)`.as('n'))
        .where('viewed_at', 'is', null)
        .executeTakeFirstOrThrow();
      expect(Number(untouched.n)).toBe(1);
    } finally {
      await database.close();
    }
  });
});
