/**
 * A budget as the accounts' rate limiter takes it: at most `max` events of `bucket` within any `windowMs` (a sliding
 * window over recorded events), refused with `message`.
 */
export interface LimitRule {
  bucket: string;
  max: number;
  windowMs: number;
  message: string;
}

/**
 * A budget's `max` scaled by `factor`, RATE_LIMIT_FACTOR (1 in production, raised by test set-ups so browser tests
 * never wait out the limits), never below 1.
 */
export function scaledMax(max: number, factor: number): number {
  return Math.max(1, Math.round(max * factor));
}
