import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { ErrorCode } from '../../http/error-codes.ts';

/** At most `max` events of `bucket` within any `windowMs` (a sliding window over the recorded events). */
export interface LimitRule {
  bucket: string;
  max: number;
  windowMs: number;
  message: string;
}

/** Events older than this are never counted again and are removed. */
const KEEP_MS = 2 * 24 * 3_600_000;

/**
 * Serialises the rate decisions about one bucket across gateway instances until the transaction ends, so two
 * concurrent requests cannot both pass a check that only one of them may pass.
 */
export async function lockBuckets(trx: Kysely<DB>, buckets: string[]): Promise<void> {
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

/** Throws code `code` with the first broken rule's message when one more event would break it. */
export async function enforceLimits(
  db: Kysely<DB>,
  now: Date,
  rules: LimitRule[],
  code: number = ErrorCode.RATE_LIMITED,
): Promise<void> {
  for (const rule of rules) {
    const count = await countEvents(db, rule.bucket, new Date(now.getTime() - rule.windowMs));
    if (count >= rule.max) throw new ApiError(code, rule.message);
  }
}

/** Records one event in each bucket and drops that bucket's events too old to matter. */
export async function recordEvents(db: Kysely<DB>, now: Date, buckets: string[]): Promise<void> {
  const unique = [...new Set(buckets)];
  if (unique.length === 0) return;
  await db
    .insertInto('rate_event')
    .values(unique.map((bucket) => ({ bucket, at: now })))
    .execute();
  await db
    .deleteFrom('rate_event')
    .where('bucket', 'in', unique)
    .where('at', '<', new Date(now.getTime() - KEEP_MS))
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
