/**
 * The portal's reading of the graph's times (ISO 8601 texts) in Beijing time, whatever the browser's own zone, with
 * the platform's Beijing-time rules of @sme/contract/beijing-time: the gateway and the workbench name the same day for
 * the same moment.
 */
import { beijingDay, beijingDayTime } from '@sme/contract/beijing-time';

export { beijingDay, beijingEpochOf, beijingTimeOfDayMs } from '@sme/contract/beijing-time';

const epochOf = (iso: string): number | null => {
  const epochMs = Date.parse(iso);
  return Number.isNaN(epochMs) ? null : epochMs;
};

/** An ISO 8601 time as Beijing's "YYYY-MM-DD"; null when it is no time. */
export function beijingDate(iso: string): string | null {
  const epochMs = epochOf(iso);
  return epochMs === null ? null : beijingDay(epochMs);
}

/** An ISO 8601 time as Beijing's "YYYY-MM-DD HH:mm" (with ":ss" when asked); null when it is no time. */
export function beijingDateTime(iso: string, { seconds = false } = {}): string | null {
  const epochMs = epochOf(iso);
  return epochMs === null ? null : beijingDayTime(epochMs, { seconds });
}
