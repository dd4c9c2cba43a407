import { type LimitRule, scaledMax } from '#shared/limit-rule.ts';

const HOUR = 3_600_000;

/**
 * Short-link lookups per client address within an hour: plenty for people opening links (a whole office behind one
 * address), and a guesser gets 120 tries an hour against 2^72 random keys. `factor` is RATE_LIMIT_FACTOR.
 */
export function shortLinkLookups(ip: string, factor: number, message: string): LimitRule {
  return { bucket: `short-link:ip:${ip}`, max: scaledMax(120, factor), windowMs: HOUR, message };
}
