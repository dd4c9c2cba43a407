const DAY = 24 * 3_600_000;

/** A budget as the accounts' rate limiter takes it. */
export interface SubmissionLimitRule {
  bucket: string;
  max: number;
  windowMs: number;
  message: string;
}

export const SUBMISSIONS_MESSAGE = '今日提交的申请过多，请明天再试';

/**
 * New applications and needs per company within a day: far more than a real company makes, few enough that a
 * hijacked session cannot flood institutions. A repeated idempotency key spends nothing. `factor` is RATE_LIMIT_FACTOR.
 */
export function submissionsPerCompany(companyId: number, factor: number): SubmissionLimitRule {
  return {
    bucket: `loan-application:company:${companyId}`,
    max: Math.max(1, Math.round(30 * factor)),
    windowMs: DAY,
    message: SUBMISSIONS_MESSAGE,
  };
}
