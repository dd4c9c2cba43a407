import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { recentEventTimes } from './rate-events.ts';

/**
 * Failure lockout: `maxFailures` failures within `windowMs` lock the bucket for `lockMs` counted from the
 * failure that completed the series. While locked no attempt is judged, so no failure is added and the lock
 * ends exactly `lockMs` after it began.
 */
export interface LockoutRule {
  maxFailures: number;
  windowMs: number;
  lockMs: number;
}

/** When the bucket is locked, the time the lock ends; otherwise null. */
export async function lockedUntil(db: Kysely<DB>, bucket: string, now: Date, rule: LockoutRule): Promise<Date | null> {
  const horizon = new Date(now.getTime() - rule.lockMs - rule.windowMs);
  const times = await recentEventTimes(db, bucket, horizon, rule.maxFailures);
  if (times.length < rule.maxFailures) return null;
  const newest = times[0] as Date;
  const oldest = times[times.length - 1] as Date;
  if (newest.getTime() - oldest.getTime() > rule.windowMs) return null;
  const until = new Date(newest.getTime() + rule.lockMs);
  return until > now ? until : null;
}

/** Failures left before a lock, counting those within the window. */
export async function failuresLeft(db: Kysely<DB>, bucket: string, now: Date, rule: LockoutRule): Promise<number> {
  const times = await recentEventTimes(db, bucket, new Date(now.getTime() - rule.windowMs), rule.maxFailures);
  return Math.max(0, rule.maxFailures - times.length);
}

export function minutesUntil(until: Date, now: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
}
