import { type Kysely, sql } from 'kysely';
import type { DB } from '#db/schema.ts';

/** Events older than this are never counted again; housekeeping removes them. */
export const RATE_EVENT_KEEP_MS = 2 * 24 * 3_600_000;

/**
 * Serialises the rate decisions about these buckets across gateway instances until the transaction ends, so two
 * concurrent requests cannot both pass a check that only one of them may pass.
 */
export async function lockBuckets(trx: Kysely<DB>, buckets: readonly string[]): Promise<void> {
  for (const bucket of [...new Set(buckets)].sort()) {
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${bucket}, 0))`.execute(trx);
  }
}

export async function countEvents(db: Kysely<DB>, bucket: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('rate_event')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('bucket', '=', bucket)
    .where('at', '>', since)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Records one event in each bucket; answers their ids (to take them back, see deleteEvents). */
export async function recordEvents(db: Kysely<DB>, now: Date, buckets: readonly string[]): Promise<number[]> {
  const unique = [...new Set(buckets)];
  if (unique.length === 0) return [];
  const rows = await db
    .insertInto('rate_event')
    .values(unique.map((bucket) => ({ bucket, at: now })))
    .returning('id')
    .execute();
  return rows.map((row) => Number(row.id));
}

/** Records `count` events of one bucket at once (a weighted spend: a batch of tracking events, its bytes). */
export async function recordEventCount(db: Kysely<DB>, now: Date, bucket: string, count: number): Promise<void> {
  if (count <= 0) return;
  await db
    .insertInto('rate_event')
    .values(Array.from({ length: count }, () => ({ bucket, at: now })))
    .execute();
}

export async function deleteEvents(db: Kysely<DB>, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .deleteFrom('rate_event')
    .where('id', 'in', [...ids])
    .execute();
}

/** Moves events to another bucket, keeping their times (an attempt in flight becomes a failure). */
export async function moveEvents(db: Kysely<DB>, ids: readonly number[], bucket: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('rate_event')
    .set({ bucket })
    .where('id', 'in', [...ids])
    .execute();
}

export async function clearEvents(db: Kysely<DB>, bucket: string): Promise<void> {
  await db.deleteFrom('rate_event').where('bucket', '=', bucket).execute();
}

/** The newest `limit` event times of a bucket since `since`, newest first. */
export async function recentEventTimes(db: Kysely<DB>, bucket: string, since: Date, limit: number): Promise<Date[]> {
  const rows = await db
    .selectFrom('rate_event')
    .select('at')
    .where('bucket', '=', bucket)
    .where('at', '>', since)
    .orderBy('at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => new Date(row.at));
}
