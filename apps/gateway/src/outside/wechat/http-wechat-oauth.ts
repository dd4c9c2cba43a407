import { WeChatLoginError, type WeChatOAuth, type WeChatUser, wechatFailureReason } from './wechat-oauth.ts';
import type { ConfiguredWeChatSettings } from './wechat-settings.ts';

/** How long WeChat may take to answer one call. */
const TIMEOUT_MS = 10_000;
/** A code as WeChat makes them: printable ASCII, not absurdly long. */
const CODE_PATTERN = /^[\x21-\x7e]{1,512}$/;
/** Scopes whose access token may read the user's profile. */
const PROFILE_SCOPES = ['snsapi_login', 'snsapi_userinfo'];

/**
 * WeChat's website login over HTTPS (fetch with a timeout): the QR page address, then `sns/oauth2/access_token` for
 * the open id and `sns/userinfo` for the nickname. WeChat answers errors with HTTP 200 and `{errcode, errmsg}`; those
 * become WeChatLoginError with a reason. The app secret travels in the query, as WeChat requires, and never into an
 * error or a log line.
 */
export class HttpWeChatOAuth implements WeChatOAuth {
  readonly configured = true;

  constructor(
    private readonly settings: ConfiguredWeChatSettings,
    private readonly timeoutMs = TIMEOUT_MS,
  ) {}

  get appId(): string {
    return this.settings.appId;
  }

  authorizeUrl({ state, redirectUri }: { state: string; redirectUri: string }): string {
    const url = new URL(`${this.settings.openUrl}/connect/qrconnect`);
    url.searchParams.set('appid', this.settings.appId);
    url.searchParams.set('redirect_uri', redirectUri);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('scope', 'snsapi_login');
    url.searchParams.set('state', state);
    return `${url.href}#wechat_redirect`;
  }

  async exchangeCode(code: string): Promise<WeChatUser> {
    if (!CODE_PATTERN.test(code)) throw new WeChatLoginError('rejected', 'malformed code');
    const token = await this.call('/sns/oauth2/access_token', {
      appid: this.settings.appId,
      secret: this.settings.appSecret,
      code,
      grant_type: 'authorization_code',
    });
    const openId = text(token.openid);
    const accessToken = text(token.access_token);
    if (!openId || !accessToken) throw new WeChatLoginError('unavailable', 'access_token answer without openid');
    const scopes = (text(token.scope) ?? '').split(',');
    if (!PROFILE_SCOPES.some((scope) => scopes.includes(scope))) {
      return { openId, unionId: text(token.unionid), nickname: undefined, headImgUrl: undefined };
    }
    const info = await this.call('/sns/userinfo', { access_token: accessToken, openid: openId, lang: 'zh_CN' });
    if (info.openid !== openId) throw new WeChatLoginError('rejected', 'userinfo answered another openid');
    return {
      openId,
      unionId: text(info.unionid) ?? text(token.unionid),
      nickname: text(info.nickname),
      headImgUrl: text(info.headimgurl),
    };
  }

  /** One GET of WeChat's API; its JSON answer, or a WeChatLoginError. */
  private async call(path: string, parameters: Record<string, string>): Promise<Record<string, unknown>> {
    const url = new URL(`${this.settings.apiUrl}${path}`);
    for (const [name, value] of Object.entries(parameters)) url.searchParams.set(name, value);
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.name : 'error';
      throw new WeChatLoginError('unavailable', `${path}: no answer (${reason})`, { cause: error });
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new WeChatLoginError('unavailable', `${path}: HTTP ${response.status}`);
    }
    let body: unknown;
    try {
      body = JSON.parse(await response.text());
    } catch (error) {
      throw new WeChatLoginError('unavailable', `${path}: the answer is not JSON`, { cause: error });
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new WeChatLoginError('unavailable', `${path}: the answer is not an object`);
    }
    const answer = body as Record<string, unknown>;
    if (typeof answer.errcode === 'number' && answer.errcode !== 0) {
      const detail = `${path}: errcode ${answer.errcode} ${String(answer.errmsg ?? '').slice(0, 200)}`;
      throw new WeChatLoginError(wechatFailureReason(answer.errcode), detail);
    }
    return answer;
  }
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}
