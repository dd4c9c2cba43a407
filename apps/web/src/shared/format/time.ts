/**
 * Times as the platform states them: Beijing time (Asia/Shanghai, UTC+8 all year, no daylight saving), whatever the
 * browser's own zone, so the portal and the workbench name the same day for the same moment.
 */
const BEIJING_OFFSET_MS = 8 * 3_600_000;

/** Beijing's "YYYY-MM-DDTHH:mm:ss" of an epoch time. */
const beijingIso = (epochMs: number): string => new Date(epochMs + BEIJING_OFFSET_MS).toISOString().slice(0, 19);

const epochOf = (iso: string): number | null => {
  const epochMs = Date.parse(iso);
  return Number.isNaN(epochMs) ? null : epochMs;
};

/** Beijing's "YYYY-MM-DD" of an epoch time (also a native date input's value). */
export const beijingDay = (epochMs: number): string => beijingIso(epochMs).slice(0, 10);

/** An ISO 8601 time as Beijing's "YYYY-MM-DD"; null when it is no time. */
export function beijingDate(iso: string): string | null {
  const epochMs = epochOf(iso);
  return epochMs === null ? null : beijingDay(epochMs);
}

/** An ISO 8601 time as Beijing's "YYYY-MM-DD HH:mm" (with ":ss" when asked); null when it is no time. */
export function beijingDateTime(iso: string, { seconds = false } = {}): string | null {
  const epochMs = epochOf(iso);
  return epochMs === null
    ? null
    : beijingIso(epochMs)
        .slice(0, seconds ? 19 : 16)
        .replace('T', ' ');
}

/** Milliseconds since Beijing's midnight of an epoch time. */
export const beijingTimeOfDayMs = (epochMs: number): number => (epochMs + BEIJING_OFFSET_MS) % 86_400_000;

/** The epoch time of a Beijing day ("YYYY-MM-DD") at a Beijing time of day in ms. */
export function beijingEpochOf(day: string, timeOfDayMs: number): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) - BEIJING_OFFSET_MS + timeOfDayMs;
}
