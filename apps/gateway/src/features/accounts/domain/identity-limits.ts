import { type LimitRule, scaledMax } from '#shared/limit-rule.ts';

const HOUR = 3_600_000;

/**
 * Budgets of the certification calls per account (scaled by RATE_LIMIT_FACTOR like every count budget): identity
 * confirmations (each one is a guess at the legal representative's name) and face checks (each one costs a real
 * provider money).
 */
export function identityLimits(factor: number) {
  const scaled = (max: number) => scaledMax(max, factor);
  return {
    confirmations(userId: number): LimitRule {
      return {
        bucket: `identity:confirm:user:${userId}`,
        max: scaled(10),
        windowMs: HOUR,
        message: '认证操作过于频繁，请1小时后再试',
      };
    },
    faceStarts(userId: number): LimitRule {
      return {
        bucket: `identity:face:user:${userId}`,
        max: scaled(10),
        windowMs: 24 * HOUR,
        message: '今日人脸识别次数已达上限，请明天再试',
      };
    },
  };
}
