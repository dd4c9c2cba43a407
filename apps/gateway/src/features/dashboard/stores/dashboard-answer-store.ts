import type { DashboardRecord } from '@sme/contract/routes/dashboard';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import type { DashboardFilters } from '../domain/filter-key.ts';

/** A dashboard view kept because it computes slowly. */
export interface KeptAnswer {
  key: string;
  filters: DashboardFilters;
  answer: DashboardRecord;
  computedAt: Date;
  tookMs: number;
}

/** The kept answer of one view, if there is one. */
export async function findKeptAnswer(db: Kysely<DB>, key: string): Promise<DashboardRecord | null> {
  const row = await db.selectFrom('dashboard_answer').select('answer').where('filter_key', '=', key).executeTakeFirst();
  return row ? (row.answer as DashboardRecord) : null;
}

/**
 * Notes that the view was read at `now`, at most once a minute (a live page reads it after every event), so the
 * refresh job keeps computing it.
 */
export async function markKeptAnswerRead(db: Kysely<DB>, key: string, now: Date): Promise<void> {
  await db
    .updateTable('dashboard_answer')
    .set({ read_at: now })
    .where('filter_key', '=', key)
    .where('read_at', '<', new Date(now.getTime() - 60_000))
    .execute();
}

/** Keeps an answer, unless a newer one of the same view is kept already (two instances computing at once). */
export async function keepAnswer(db: Kysely<DB>, kept: KeptAnswer, readAt: Date): Promise<void> {
  await db
    .insertInto('dashboard_answer')
    .values({
      filter_key: kept.key,
      filters: JSON.stringify(kept.filters),
      answer: JSON.stringify(kept.answer),
      computed_at: kept.computedAt,
      took_ms: Math.round(kept.tookMs),
      read_at: readAt,
    })
    .onConflict((conflict) =>
      conflict
        .column('filter_key')
        .doUpdateSet((row) => ({
          answer: row.ref('excluded.answer'),
          computed_at: row.ref('excluded.computed_at'),
          took_ms: row.ref('excluded.took_ms'),
        }))
        .whereRef('dashboard_answer.computed_at', '<', 'excluded.computed_at'),
    )
    .execute();
}

/** Stops keeping a view: it computes fast again, or nobody reads it. */
export async function dropKeptAnswer(db: Kysely<DB>, key: string): Promise<void> {
  await db.deleteFrom('dashboard_answer').where('filter_key', '=', key).execute();
}

/** Drops the views nobody has read since `cutoff`; answers how many. */
export async function dropUnreadAnswers(db: Kysely<DB>, cutoff: Date): Promise<number> {
  const result = await db.deleteFrom('dashboard_answer').where('read_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The kept views computed before `before`, the oldest first, at most `limit`: the filters to compute them with. */
export async function keptViewsComputedBefore(
  db: Kysely<DB>,
  before: Date,
  limit: number,
): Promise<Array<{ key: string; filters: DashboardFilters }>> {
  const rows = await db
    .selectFrom('dashboard_answer')
    .select(['filter_key', 'filters'])
    .where('computed_at', '<', before)
    .orderBy('computed_at')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ key: row.filter_key, filters: row.filters as DashboardFilters }));
}

/** Whether a view is kept. */
export async function isKept(db: Kysely<DB>, key: string): Promise<boolean> {
  const row = await db
    .selectFrom('dashboard_answer')
    .select('filter_key')
    .where('filter_key', '=', key)
    .executeTakeFirst();
  return row !== undefined;
}
