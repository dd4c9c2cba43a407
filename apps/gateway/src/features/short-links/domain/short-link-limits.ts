const HOUR = 3_600_000;

/** A budget as the rate limiter takes it (the accounts' LimitRule shape). */
export interface ShortLinkLimitRule {
  bucket: string;
  max: number;
  windowMs: number;
  message: string;
}

/**
 * Short-link lookups per client address within an hour: plenty for people opening links (a whole office behind one
 * address), and a guesser gets 120 tries an hour against 2^72 random keys. `factor` is RATE_LIMIT_FACTOR.
 */
export function shortLinkLookups(ip: string, factor: number, message: string): ShortLinkLimitRule {
  return { bucket: `short-link:ip:${ip}`, max: Math.max(1, Math.round(120 * factor)), windowMs: HOUR, message };
}
