import { isMobile } from '@sme/contract/fields';
import { type LimitRule, scaledMax } from '#shared/limit-rule.ts';

/**
 * Rules of the logins through an outside identity (the provincial unified identity platform, WeChat): the callback
 * addresses the platform registers there, how long a begun login and a WeChat ticket live, and their texts.
 */

/** A login begun at the provider lives this long until its callback (one use). */
export const OUTSIDE_LOGIN_TTL_MS = 10 * 60_000;
/** A WeChat ticket (what a code exchange found out) lives this long: time enough for a normal login that binds it. */
export const WECHAT_TICKET_TTL_MS = 10 * 60_000;

export type OutsideProvider = 'provincial' | 'wechat';

/** Where the provincial identify page sends the person back to: the portal's login page. */
export function identifyReturnAddress(origin: string): string {
  return `${origin}/#/login`;
}

/** Where the provincial provider's logout returns the browser: the portal's home (registered at the provider). */
export function postLogoutAddress(origin: string): string {
  return `${origin}/`;
}

/**
 * The mobile of a provider's `phone_number` claim (E.164 `+8613800000001`, `86 138…`, `138-0000-0001`), or null
 * when it is not a mainland mobile number.
 */
export function mobileFromClaim(value: string | undefined): string | null {
  if (!value) return null;
  const digits = value.replace(/[\s-]/g, '').replace(/^(\+86|0086|86)(?=1\d{10}$)/, '');
  return isMobile(digits) ? digits : null;
}

/** The person's name from the provider for a new account: trimmed, at most 50 characters, no control characters. */
export function displayNameFromClaim(value: string | undefined): string | null {
  const name = value?.trim() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what it must refuse.
  if (name === '' || name.length > 50 || /[\u0000-\u001f\u007f]/.test(name)) return null;
  return name;
}

/**
 * Budget of begun logins per client address (each stores a row until its callback or expiry), scaled by
 * RATE_LIMIT_FACTOR like every count budget. The callbacks need no budget of their own: each spends a begun login.
 */
export function outsideLoginLimits(factor: number) {
  const scaled = (max: number) => scaledMax(max, factor);
  return {
    starts(ip: string): LimitRule {
      return {
        bucket: `outside-login:start:ip:${ip}`,
        max: scaled(30),
        windowMs: 10 * 60_000,
        message: '登录请求过于频繁，请稍后再试',
      };
    },
  };
}
