import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/database.ts';
import { overdueCondition } from '#features/workbench/stores/org-queue-store.ts';
import { type QueueSearch, searchQueueRows } from '#features/workbench/stores/queue-search-assign-store.ts';
import { createTestDatabase } from './test-database.ts';

/**
 * The queue's overdue order, read in two parts (the overdue applications, then the others), pages exactly as one
 * statement ordering the whole queue by lateness would: page after page, across the boundary between the parts.
 */

let database: Database;
let orgId: number;
let cutoffs: Pick<QueueSearch, 'viewCutoff' | 'decideCutoff' | 'now'>;

beforeAll(async () => {
  database = await createTestDatabase();
  const busiest = await database.db
    .selectFrom('loan_application')
    .select(['org_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('org_id', 'is not', null)
    .groupBy('org_id')
    .orderBy('n', 'desc')
    .executeTakeFirstOrThrow();
  orgId = Number(busiest.org_id);
  // Cutoffs just after the newest start of the institution's waiting applications: the waiting ones are overdue.
  const { newest } = await database.db
    .selectFrom('loan_application')
    .select(sql<Date>`max(coalesce(claimed_at, created_at))`.as('newest'))
    .where('org_id', '=', orgId)
    .where('loan_status', 'in', [1, 2, 4, 11])
    .executeTakeFirstOrThrow();
  const now = new Date(new Date(newest).getTime() + 1000);
  cutoffs = { viewCutoff: now, decideCutoff: now, now };
}, 120_000);
afterAll(() => database.close());

/** The institution's queue in the overdue order by one statement: overdue first, then by start and id. */
async function referenceOrder(): Promise<{ id: number; overdue: boolean }[]> {
  const condition = overdueCondition(cutoffs.viewCutoff, cutoffs.decideCutoff, cutoffs.now);
  const { rows } = await sql<{ id: number; overdue: boolean }>`
    SELECT a.id, ${condition} AS overdue FROM loan_application a
    WHERE a.org_id = ${orgId}
    ORDER BY ${condition} DESC, coalesce(a.claimed_at, a.created_at), a.id`.execute(database.db);
  return rows;
}

const page = (pageNum: number, pageSize: number) =>
  searchQueueRows(database.db, { orgId, keyword: null, sort: 'overdue', ...cutoffs, pageNum, pageSize });

describe('the overdue order', () => {
  it('has overdue applications and others in the institution used', async () => {
    const reference = await referenceOrder();
    const overdue = reference.filter((row) => row.overdue).length;
    expect(overdue).toBeGreaterThan(1);
    expect(reference.length - overdue).toBeGreaterThan(7);
  });

  it.each([3, 7])('pages of %i as the whole queue ordered in one statement, with the total', async (pageSize) => {
    const reference = await referenceOrder();
    const read: number[] = [];
    for (let pageNum = 1; (pageNum - 1) * pageSize < reference.length + pageSize; pageNum++) {
      const { rows, total } = await page(pageNum, pageSize);
      expect(total).toBe(reference.length);
      read.push(...rows.map((row) => row.id));
    }
    expect(read).toEqual(reference.map((row) => row.id));
  });

  it('marks the rows of a page that straddles the boundary as they are', async () => {
    const reference = await referenceOrder();
    const overdue = reference.filter((row) => row.overdue).length;
    const pageSize = overdue + 1;
    const { rows } = await page(1, pageSize);
    expect(rows.map((row) => row.overdue)).toEqual([...Array(overdue).fill(true), false]);
  });
});
