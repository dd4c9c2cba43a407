import { ESTIMATE_ERRORS } from './estimate-messages.ts';

const HOUR = 3_600_000;

/** A budget as the accounts' rate limiter takes it. */
export interface EstimateLimitRule {
  bucket: string;
  max: number;
  windowMs: number;
  message: string;
}

const scaled = (max: number, factor: number) => Math.max(1, Math.round(max * factor));

/**
 * Estimates per company within an hour: plenty for trying answers, too few to map the formula by brute force or to
 * fill the table. `factor` is RATE_LIMIT_FACTOR.
 */
export function estimatesPerCompany(companyId: number, factor: number): EstimateLimitRule {
  return {
    bucket: `quota-estimate:company:${companyId}`,
    max: scaled(20, factor),
    windowMs: HOUR,
    message: ESTIMATE_ERRORS.tooFrequent,
  };
}

/** New equity requests per company within a day (a repeated idempotency key spends nothing). */
export function equityRequestsPerCompany(companyId: number, factor: number): EstimateLimitRule {
  return {
    bucket: `equity-application:company:${companyId}`,
    max: scaled(10, factor),
    windowMs: 24 * HOUR,
    message: ESTIMATE_ERRORS.equityTooFrequent,
  };
}
