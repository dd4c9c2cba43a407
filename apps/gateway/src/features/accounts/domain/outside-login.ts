import { isMobile } from '@sme/contract/fields';
import type { LimitRule } from './limits.ts';

/**
 * Rules of the logins through an outside identity (the provincial unified identity platform, WeChat): the callback
 * addresses the platform registers there, how long a begun login and a WeChat ticket live, and their texts.
 */

/** A login begun at the provider lives this long until its callback (one use). */
export const OUTSIDE_LOGIN_TTL_MS = 10 * 60_000;
/** A WeChat ticket (what a code exchange found out) lives this long: time enough for a normal login that binds it. */
export const WECHAT_TICKET_TTL_MS = 10 * 60_000;

/** The portal's real callback paths (OAuth redirect addresses cannot carry a `#`; the graph hands them over). */
export const PROVINCIAL_CALLBACK_PATH = '/cbpage/gdauth';
export const WECHAT_CALLBACK_PATH = '/cbpage/wechat';

export type OutsideProvider = 'provincial' | 'wechat';

export const OUTSIDE_LOGIN_MESSAGES = {
  callbackInvalid: '回调地址不正确',
  browserKeyMissing: '缺少浏览器登录凭证',
  browserKeyInvalid: '浏览器登录凭证格式不正确',
  codeMissing: '缺少授权码',
  codeInvalid: '授权码格式不正确',
  stateMissing: '缺少 state 参数',
  provincialExpired: '统一身份认证登录已失效，请重新登录',
  provincialNoMobile: '未能从广东省统一身份认证平台获取已验证的手机号，请使用手机号登录',
  provincialMobileLinkedElsewhere: '该手机号的平台账号已关联其他统一身份认证用户，请使用手机号登录',
  provincialRace: '统一身份认证登录正在处理中，请重新登录',
  wechatExpired: '微信登录已失效，请重新扫码登录',
  wechatNotBound: '该微信尚未绑定平台账号，请先使用手机号登录，登录成功后将自动绑定该微信',
  wrongApp: '微信应用编号不正确',
} as const;

/**
 * Reads a platform callback address as the graph builds it: `<portal origin><path>` — http(s), no credentials, the
 * exact path, no query, no fragment. Answers the portal's origin, or null for anything else.
 */
export function parsePlatformCallback(value: string, path: string): string | null {
  if (value.length > 300 || !URL.canParse(value)) return null;
  const url = new URL(value);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.search || url.hash || url.pathname !== path) return null;
  // The address exactly as a browser will arrive at it (no `?`, `#` or other spelling the parser would drop).
  return value === `${url.origin}${path}` ? url.origin : null;
}

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

/** An OAuth code or state as providers make them: printable ASCII, at most 512 characters. */
export const OAUTH_VALUE = /^[\x21-\x7e]{1,512}$/;

/** A WeChat app id (`wx` and 16 hex characters at WeChat; anything of this shape elsewhere). */
export const APP_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Budget of begun logins per client address (each stores a row until its callback or expiry), scaled by
 * RATE_LIMIT_FACTOR like every count budget. The callbacks need no budget of their own: each spends a begun login.
 */
export function outsideLoginLimits(factor: number) {
  const scaled = (max: number) => Math.max(1, Math.round(max * factor));
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
