const MINUTE = 60_000;

/** A budget as the rate limiter takes it (the accounts' LimitRule shape). */
export interface TrackingLimitRule {
  bucket: string;
  max: number;
  windowMs: number;
  message: string;
}

/**
 * Tracking calls per client address within a minute: a tab flushes every few seconds (about 12 a minute), so 120
 * leave room for an office behind one address while a flood of fake events stays small. `factor` is
 * RATE_LIMIT_FACTOR.
 */
export function trackingCalls(ip: string, factor: number, message: string): TrackingLimitRule {
  return { bucket: `tracking:ip:${ip}`, max: Math.max(1, Math.round(120 * factor)), windowMs: MINUTE, message };
}
