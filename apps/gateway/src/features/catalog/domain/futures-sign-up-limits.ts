import { SIGN_UP_MESSAGES } from '@sme/contract/routes/zones';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A budget as the rate limiter takes it (the accounts' LimitRule shape). */
export interface SignUpLimitRule {
  bucket: string;
  max: number;
  windowMs: number;
  message: string;
}

const scaled = (max: number, factor: number) => Math.max(1, Math.round(max * factor));

/**
 * Futures sign-ups: 3 a day per mobile (a person correcting a typo, not a flood of messages to the service desk) and
 * 20 an hour per client address (an office signing up its staff). `factor` is RATE_LIMIT_FACTOR.
 */
export function futuresSignUpLimits(mobile: string, ip: string, factor: number): SignUpLimitRule[] {
  return [
    {
      bucket: `futures-sign-up:mobile:${mobile}`,
      max: scaled(3, factor),
      windowMs: DAY,
      message: SIGN_UP_MESSAGES.tooFrequent,
    },
    {
      bucket: `futures-sign-up:ip:${ip}`,
      max: scaled(20, factor),
      windowMs: HOUR,
      message: SIGN_UP_MESSAGES.tooFrequent,
    },
  ];
}
