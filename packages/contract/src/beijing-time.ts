/**
 * Times as the platform states them: Beijing time (Asia/Shanghai, UTC+8 all year, no daylight saving), whatever the
 * machine's or the browser's zone, so the gateway, the portal and the workbench name the same day for the same moment.
 */
export const BEIJING_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** Beijing's "YYYY-MM-DDTHH:mm:ss" of an instant (a Date or epoch milliseconds). */
const beijingIso = (at: Date | number): string =>
  new Date(new Date(at).getTime() + BEIJING_OFFSET_MS).toISOString().slice(0, 19);

/** Beijing's calendar day of an instant as "YYYY-MM-DD" (also a native date input's value). */
export const beijingDay = (at: Date | number): string => beijingIso(at).slice(0, 10);

/** An instant as Beijing's "YYYY-MM-DD HH:mm", or "YYYY-MM-DD HH:mm:ss" with `seconds`. */
export const beijingDayTime = (at: Date | number, { seconds = false } = {}): string =>
  beijingIso(at)
    .slice(0, seconds ? 19 : 16)
    .replace('T', ' ');

/** The Beijing midnight that starts a "YYYY-MM-DD" day. */
export const beijingMidnight = (day: string): Date => new Date(`${day}T00:00:00+08:00`);

/** Milliseconds since Beijing's midnight of an instant. */
export const beijingTimeOfDayMs = (at: Date | number): number => (new Date(at).getTime() + BEIJING_OFFSET_MS) % DAY_MS;

/** The epoch milliseconds of a Beijing day ("YYYY-MM-DD") at a Beijing time of day in milliseconds; null for no day. */
export function beijingEpochOf(day: string, timeOfDayMs: number): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) - BEIJING_OFFSET_MS + timeOfDayMs;
}
