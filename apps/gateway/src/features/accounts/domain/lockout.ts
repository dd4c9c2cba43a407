import type { LockoutRule } from './limits.ts';

/**
 * When the failures (newest first) lock the subject, the time the lock ends; otherwise null. While locked no
 * attempt is judged, so no failure is added and the lock ends exactly `lockMs` after the series completed.
 */
export function lockedUntil(failures: readonly Date[], now: Date, rule: LockoutRule): Date | null {
  if (failures.length < rule.maxFailures) return null;
  const newest = failures[0] as Date;
  const oldest = failures[rule.maxFailures - 1] as Date;
  if (newest.getTime() - oldest.getTime() > rule.windowMs) return null;
  const until = new Date(newest.getTime() + rule.lockMs);
  return until > now ? until : null;
}

/** How far back failures can matter to a lockout decision. */
export function lockoutHorizon(now: Date, rule: LockoutRule): Date {
  return new Date(now.getTime() - rule.lockMs - rule.windowMs);
}

/** Failures left before a lock, counting those within the window. */
export function failuresLeft(failures: readonly Date[], now: Date, rule: LockoutRule): number {
  const since = now.getTime() - rule.windowMs;
  return Math.max(0, rule.maxFailures - failures.filter((at) => at.getTime() > since).length);
}

export function minutesUntil(until: Date, now: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
}
