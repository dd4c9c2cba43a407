import { type LimitRule, scaledMax } from '#shared/limit-rule.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Tracking calls per client address within a minute: a tab flushes every few seconds (about 12 a minute), so 120
 * leave room for an office behind one address while a flood of fake events stays small. `factor` is
 * RATE_LIMIT_FACTOR.
 */
export function trackingCalls(ip: string, factor: number, message: string): LimitRule {
  return { bucket: `tracking:ip:${ip}`, max: scaledMax(120, factor), windowMs: MINUTE, message };
}

/** Bytes are budgeted in units of this size (a small call spends one). */
export const TRACKING_BYTE_UNIT = 256;

/**
 * The volume one address may store: 300 events a minute, and 64 KB of event text a minute and 1 MB an hour (a tab's
 * events are about 100 bytes each). With the calls' budget alone, one address stored 6,000 maximum-size events a
 * minute.
 */
export function trackingVolume(
  ip: string,
  factor: number,
  message: string,
  volume: { events: number; bytes: number },
): Array<{ rule: LimitRule; weight: number }> {
  const scaled = (max: number) => scaledMax(max, factor);
  const events = `tracking:events:ip:${ip}`;
  const bytes = `tracking:bytes:ip:${ip}`;
  const units = Math.max(1, Math.ceil(volume.bytes / TRACKING_BYTE_UNIT));
  return [
    { rule: { bucket: events, max: scaled(300), windowMs: MINUTE, message }, weight: volume.events },
    { rule: { bucket: bytes, max: scaled(65_536 / TRACKING_BYTE_UNIT), windowMs: MINUTE, message }, weight: units },
    { rule: { bucket: bytes, max: scaled(1_048_576 / TRACKING_BYTE_UNIT), windowMs: HOUR, message }, weight: units },
  ];
}
