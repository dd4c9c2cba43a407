import { beijingDay as beijingDayOf } from '@sme/contract/beijing-time';

const DAY_MS = 86_400_000;

/**
 * The Beijing calendar day (YYYY-MM-DD) `days` after the instant `at` (a Date, milliseconds or ISO 8601 text): the day
 * the platform's date fields read.
 */
export function beijingDay(at: Date | number | string, days = 0): string {
  return beijingDayOf(new Date(at).getTime() + days * DAY_MS);
}
