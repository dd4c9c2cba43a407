/**
 * WeChat login (OAuth 2.0 of the WeChat open platform) as the gateway sees it: the QR page's address for a state the
 * caller stores, and the exchange of the code WeChat returns for the person's open id. Binding an open id to an
 * account is the caller's business (only after a normal login); this module keeps no state.
 */
export interface WeChatOAuth {
  /** False when WeChat is not configured: then every member below throws WeChatNotConfiguredError. */
  readonly configured: boolean;
  readonly appId: string;
  /** The QR login page (`/connect/qrconnect`, scope snsapi_login) that returns to redirectUri with code and state. */
  authorizeUrl(request: { state: string; redirectUri: string }): string;
  /** Exchanges a code (once, within 5 minutes) for the person; throws WeChatLoginError. */
  exchangeCode(code: string): Promise<WeChatUser>;
}

export interface WeChatUser {
  /** The person's id for this app. */
  openId: string;
  /** The person's id across the apps of one WeChat open-platform owner, when WeChat gives it. */
  unionId: string | undefined;
  nickname: string | undefined;
  headImgUrl: string | undefined;
}

export const WECHAT_NOT_CONFIGURED_MESSAGE = '微信登录服务未配置，请联系平台运营方';

export class WeChatNotConfiguredError extends Error {
  override readonly name = 'WeChatNotConfiguredError';

  constructor() {
    super(WECHAT_NOT_CONFIGURED_MESSAGE);
  }
}

/**
 * - `rejected`: the code is unknown, used or expired (WeChat 40029, 40163, …);
 * - `misconfigured`: WeChat does not accept our app id or secret (40013, 40125, …);
 * - `unavailable`: WeChat did not answer, or not sensibly (network, timeout, non-2xx, not JSON, -1 busy).
 */
export type WeChatFailureReason = 'rejected' | 'misconfigured' | 'unavailable';

export const WECHAT_FAILURE_MESSAGES: Record<WeChatFailureReason, string> = {
  rejected: '微信授权已失效，请重新扫码登录',
  misconfigured: '微信登录配置有误，请联系平台运营方',
  unavailable: '微信服务暂时无法访问，请稍后再试',
};

/** A WeChat login that did not work; `message` is safe to show, `detail` is for the log. */
export class WeChatLoginError extends Error {
  override readonly name = 'WeChatLoginError';

  constructor(
    readonly reason: WeChatFailureReason,
    readonly detail: string,
    options?: { cause?: unknown },
  ) {
    super(WECHAT_FAILURE_MESSAGES[reason], options);
  }
}

/** WeChat's error codes that mean our app is not accepted, rather than this one code. */
const APP_REFUSED = new Set([40002, 40013, 40125, 40164, 41002, 41004, 48001, 50001]);

/** The reason for a WeChat `errcode` (-1 is "system busy"). */
export function wechatFailureReason(errcode: number): WeChatFailureReason {
  if (errcode === -1) return 'unavailable';
  return APP_REFUSED.has(errcode) ? 'misconfigured' : 'rejected';
}
