import { SIGN_UP_MESSAGES } from '@sme/contract/routes/zones';
import { type LimitRule, scaledMax } from '#shared/limit-rule.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Futures sign-ups: 3 a day per mobile (a person correcting a typo, not a flood of messages to the service desk) and
 * 20 an hour per client address (an office signing up its staff). `factor` is RATE_LIMIT_FACTOR.
 */
export function futuresSignUpLimits(mobile: string, ip: string, factor: number): LimitRule[] {
  return [
    {
      bucket: `futures-sign-up:mobile:${mobile}`,
      max: scaledMax(3, factor),
      windowMs: DAY,
      message: SIGN_UP_MESSAGES.tooFrequent,
    },
    {
      bucket: `futures-sign-up:ip:${ip}`,
      max: scaledMax(20, factor),
      windowMs: HOUR,
      message: SIGN_UP_MESSAGES.tooFrequent,
    },
  ];
}
