/**
 * The authorisation end date of the apply form (spec §5, §9): by default 157,680,000,000 ms (about 5 years) ahead,
 * never earlier than 31,536,000,000 ms (about 1 year) ahead. The picker chooses a day; the time sent is that day at
 * the current time of day, kept inside [earliest, default] at the moment of sending (docs/decisions/0026-financing-in-the-portal-feature-boundary-submission.md).
 */
import { beijingDay, beijingEpochOf, beijingTimeOfDayMs } from '#shared/format/time.ts';

export const AUTH_DEFAULT_MS = 157_680_000_000;
export const AUTH_EARLIEST_MS = 31_536_000_000;
const DAY_MS = 86_400_000;

/** Beijing's "YYYY-MM-DD" of an epoch time (the native date input's value). */
export const dayOf = beijingDay;

export interface AuthEndBounds {
  /** The picker's first day. */
  min: string;
  /** The picker's last day (the default). */
  max: string;
  /** The day chosen at first. */
  initial: string;
}

export function authEndBounds(now: number): AuthEndBounds {
  return {
    min: dayOf(now + AUTH_EARLIEST_MS),
    max: dayOf(now + AUTH_DEFAULT_MS),
    initial: dayOf(now + AUTH_DEFAULT_MS),
  };
}

/** The epoch ms sent for the chosen day at `now`: the day at now's time of day, kept within the allowed window. */
export function authEndDateFor(day: string, now: number): number {
  const earliest = now + AUTH_EARLIEST_MS;
  const latest = now + AUTH_DEFAULT_MS;
  const chosen = beijingEpochOf(day, beijingTimeOfDayMs(now));
  if (chosen === null) return latest;
  return Math.min(latest, Math.max(earliest, chosen));
}

/** Whole days between two epoch times (for the "about N years" hint). */
export const daysBetween = (from: number, to: number): number => Math.round((to - from) / DAY_MS);
