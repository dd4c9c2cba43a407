import { REGISTRY_MESSAGES } from '@sme/contract/routes/registry';
import { type LimitRule, scaledMax } from '#shared/limit-rule.ts';

/**
 * Every budget of the account calls in one place (LimitRule: #shared/limit-rule.ts); `factor` is RATE_LIMIT_FACTOR.
 * Lockouts are not scaled: they are what tests prove.
 */

/** Failure lockout: `maxFailures` within `windowMs` lock for `lockMs` from the failure that completed them. */
export interface LockoutRule {
  maxFailures: number;
  windowMs: number;
  lockMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const CAPTCHA_TOO_FREQUENT = '操作频繁，请稍后重试！';

/** 5 wrong passwords within 15 minutes lock that login (or that account's re-authentication) for 15 minutes. */
export const PASSWORD_LOCKOUT: LockoutRule = { maxFailures: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE };

export function accountLimits(factor: number) {
  const scaled = (max: number) => scaledMax(max, factor);
  return {
    /** Sends per mobile (1 a minute, 5 an hour, 10 a day) and per client address (20 an hour). */
    smsSend(mobile: string, ip: string): LimitRule[] {
      const perMobile = `sms:mobile:${mobile}`;
      return [
        { bucket: perMobile, max: scaled(1), windowMs: MINUTE, message: '验证码发送过于频繁，请1分钟后再试' },
        {
          bucket: perMobile,
          max: scaled(5),
          windowMs: HOUR,
          message: '该手机号1小时内获取验证码次数已达上限，请稍后再试',
        },
        {
          bucket: perMobile,
          max: scaled(10),
          windowMs: 24 * HOUR,
          message: '该手机号24小时内获取验证码次数已达上限，请明天再试',
        },
        { bucket: `sms:ip:${ip}`, max: scaled(20), windowMs: HOUR, message: '当前网络获取验证码过于频繁，请稍后再试' },
      ];
    },
    /**
     * SMS requests per client address within an hour, refused ones included (a registered mobile answers -4009 and
     * sends nothing): without it, only the slider bounded probing which mobiles are registered.
     */
    smsRequests(ip: string): LimitRule {
      return {
        bucket: `sms:request:ip:${ip}`,
        max: scaled(30),
        windowMs: HOUR,
        message: '当前网络获取验证码过于频繁，请稍后再试',
      };
    },
    /** Puzzles drawn per client address within 10 minutes. */
    captchaDraws(ip: string): LimitRule {
      return { bucket: `captcha:draw:ip:${ip}`, max: scaled(60), windowMs: 10 * MINUTE, message: CAPTCHA_TOO_FREQUENT };
    },
    /** Slider checks per client address within 10 minutes. */
    captchaChecks(ip: string): LimitRule {
      return {
        bucket: `captcha:check:ip:${ip}`,
        max: scaled(30),
        windowMs: 10 * MINUTE,
        message: CAPTCHA_TOO_FREQUENT,
      };
    },
    /** Wrong passwords from one client address within an hour. */
    wrongPasswordsFromIp(ip: string): LimitRule {
      return {
        bucket: `password:fail:ip:${ip}`,
        max: scaled(30),
        windowMs: HOUR,
        message: '当前网络密码错误次数过多，请稍后再试',
      };
    },
    /** Registrations and password resets tried from one client address within an hour (each costs a hash). */
    credentialWrites(ip: string): LimitRule {
      return {
        bucket: `credential:ip:${ip}`,
        max: scaled(20),
        windowMs: HOUR,
        message: '当前网络操作过于频繁，请稍后再试',
      };
    },
    /**
     * Password changes and resets of one account within an hour: each costs a hash (and a change a verify too),
     * so an account changing its password in a loop cannot keep the hasher busy.
     */
    passwordChanges(userId: number): LimitRule {
      return {
        bucket: `password-change:user:${userId}`,
        max: scaled(10),
        windowMs: HOUR,
        message: '密码修改过于频繁，请1小时后再试',
      };
    },
    /** Company registry searches by one account within a minute (the add-company dialog searches as one types). */
    registrySearches(userId: number): LimitRule {
      return {
        bucket: `registry-search:user:${userId}`,
        max: scaled(120),
        windowMs: MINUTE,
        message: REGISTRY_MESSAGES.tooFrequent,
      };
    },
    /** File uploads by one account within an hour. */
    fileUploads(userId: number): LimitRule {
      return {
        bucket: `file-upload:user:${userId}`,
        max: scaled(100),
        windowMs: HOUR,
        message: '上传文件过于频繁，请稍后再试',
      };
    },
    /** Mobile changes tried by one account within an hour. */
    mobileChanges(userId: number): LimitRule {
      return {
        bucket: `mobile-change:user:${userId}`,
        max: scaled(5),
        windowMs: HOUR,
        message: '操作过于频繁，请稍后再试',
      };
    },
  };
}

export type AccountLimits = ReturnType<typeof accountLimits>;
