/** Beijing is UTC+8 all year (no daylight saving): the platform's calendar and clock, whatever the machine's zone. */
export const BEIJING_OFFSET_MS = 8 * 3_600_000;

/** The Beijing calendar date of `at` as YYYY-MM-DD. */
export function beijingDate(at: Date): string {
  return new Date(at.getTime() + BEIJING_OFFSET_MS).toISOString().slice(0, 10);
}

/** The Beijing midnight that starts a YYYY-MM-DD date. */
export function beijingMidnight(date: string): Date {
  return new Date(`${date}T00:00:00+08:00`);
}

/** `at` in Beijing time as YYYY-MM-DD HH:mm:ss, for what an operator reads. */
export function beijingDateTime(at: Date): string {
  const shifted = new Date(at.getTime() + BEIJING_OFFSET_MS).toISOString();
  return `${shifted.slice(0, 10)} ${shifted.slice(11, 19)}`;
}
