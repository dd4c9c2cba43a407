const BEIJING_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/**
 * The Beijing calendar day (YYYY-MM-DD) `days` after the instant `at` (a Date, milliseconds or ISO 8601 text): the day
 * the platform's date fields read.
 */
export function beijingDay(at: Date | number | string, days = 0): string {
  return new Date(new Date(at).getTime() + BEIJING_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);
}
