import { type LimitRule, scaledMax } from '#shared/limit-rule.ts';
import { ESTIMATE_ERRORS } from './estimate-messages.ts';

const HOUR = 3_600_000;

/**
 * Estimates per company within an hour: plenty for trying answers, too few to map the formula by brute force or to
 * fill the table. `factor` is RATE_LIMIT_FACTOR.
 */
export function estimatesPerCompany(companyId: number, factor: number): LimitRule {
  return {
    bucket: `quota-estimate:company:${companyId}`,
    max: scaledMax(20, factor),
    windowMs: HOUR,
    message: ESTIMATE_ERRORS.tooFrequent,
  };
}

/** New equity requests per company within a day (a repeated idempotency key spends nothing). */
export function equityRequestsPerCompany(companyId: number, factor: number): LimitRule {
  return {
    bucket: `equity-application:company:${companyId}`,
    max: scaledMax(10, factor),
    windowMs: 24 * HOUR,
    message: ESTIMATE_ERRORS.equityTooFrequent,
  };
}
