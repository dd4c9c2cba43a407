import { type LimitRule, scaledMax } from '#shared/limit-rule.ts';

const DAY = 24 * 3_600_000;

export const SUBMISSIONS_MESSAGE = '今日提交的申请过多，请明天再试';

/**
 * New applications and needs per company within a day: far more than a real company makes, few enough that a
 * hijacked session cannot flood institutions. A repeated idempotency key spends nothing. `factor` is RATE_LIMIT_FACTOR.
 */
export function submissionsPerCompany(companyId: number, factor: number): LimitRule {
  return {
    bucket: `loan-application:company:${companyId}`,
    max: scaledMax(30, factor),
    windowMs: DAY,
    message: SUBMISSIONS_MESSAGE,
  };
}
