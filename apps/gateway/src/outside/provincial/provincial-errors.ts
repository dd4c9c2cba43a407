/** Shown when no provincial provider is configured (the route layer answers GatewayCode.SERVICE_NOT_CONFIGURED). */
export const PROVINCIAL_NOT_CONFIGURED_MESSAGE = '统一身份认证服务未配置，请联系平台运营方';

/** Every method of the not-configured implementation throws this. */
export class ProvincialNotConfiguredError extends Error {
  override readonly name = 'ProvincialNotConfiguredError';

  constructor() {
    super(PROVINCIAL_NOT_CONFIGURED_MESSAGE);
  }
}

/**
 * Why a provincial login failed:
 * - `cancelled`: the person cancelled or refused consent at the provider;
 * - `rejected`: the callback or the provider's answer did not pass the checks (forged or replayed state, used or
 *   expired code, wrong PKCE verifier or nonce, an ID token that does not verify);
 * - `misconfigured`: the provider does not accept our client (id, secret, redirect address);
 * - `unavailable`: the provider did not answer, or not sensibly (network, timeout, 5xx, not JSON).
 */
export type ProvincialFailureReason = 'cancelled' | 'rejected' | 'misconfigured' | 'unavailable';

export const PROVINCIAL_FAILURE_MESSAGES: Record<ProvincialFailureReason, string> = {
  cancelled: '您已取消广东省统一身份认证平台登录',
  rejected: '统一身份认证登录已失效，请重新登录',
  misconfigured: '统一身份认证服务配置有误，请联系平台运营方',
  unavailable: '广东省统一身份认证平台暂时无法访问，请稍后再试',
};

/**
 * A provincial login that did not work. `message` is safe to show (Chinese, no library text); `cause` keeps the
 * library's error for the log. The route layer answers GatewayCode.PROVINCIAL_LOGIN_FAILED.
 */
export class ProvincialLoginError extends Error {
  override readonly name = 'ProvincialLoginError';

  constructor(
    readonly reason: ProvincialFailureReason,
    options?: { cause?: unknown },
  ) {
    super(PROVINCIAL_FAILURE_MESSAGES[reason], options);
  }

  /** One line for the log: the reason and what the library said (never shown to the user). */
  get detail(): string {
    const cause = this.cause;
    const said = cause instanceof Error ? `${cause.name}: ${cause.message}` : cause === undefined ? '' : String(cause);
    return said ? `${this.reason} (${said})` : this.reason;
  }
}
