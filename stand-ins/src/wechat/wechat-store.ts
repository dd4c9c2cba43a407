import { randomBytes } from 'node:crypto';

/** How long an authorization code can be exchanged (WeChat: 5 minutes, once). */
export const CODE_TTL_MS = 5 * 60_000;
/** How long an access token is good for (WeChat: 7200 s). */
export const ACCESS_TOKEN_TTL_S = 7200;

export interface WeChatAuthorization {
  appId: string;
  userKey: string;
  scope: string;
}

interface CodeEntry extends WeChatAuthorization {
  expiresAt: number;
  used: boolean;
}

interface TokenEntry extends WeChatAuthorization {
  expiresAt: number;
}

/** WeChat's own error answer. */
export interface WeChatError {
  errcode: number;
  errmsg: string;
}

export type Redemption = { ok: true; authorization: WeChatAuthorization } | { ok: false; error: WeChatError };
export type TokenLookup = { ok: true; authorization: WeChatAuthorization } | { ok: false; error: WeChatError };

export const INVALID_CODE: WeChatError = { errcode: 40029, errmsg: 'invalid code' };
export const CODE_USED: WeChatError = { errcode: 40163, errmsg: 'code been used' };
export const INVALID_TOKEN: WeChatError = {
  errcode: 40001,
  errmsg: 'invalid credential, access_token is invalid or not latest',
};
export const TOKEN_EXPIRED: WeChatError = { errcode: 42001, errmsg: 'access_token expired' };

/**
 * Codes and access tokens of the WeChat stand-in, in memory (one development process). A code works once and for 5
 * minutes; a used code is remembered until it would have expired, so a replay is told "code been used" as WeChat
 * tells it.
 */
export class WeChatStore {
  private readonly codes = new Map<string, CodeEntry>();
  private readonly tokens = new Map<string, TokenEntry>();

  constructor(private readonly now: () => number = Date.now) {}

  issueCode(authorization: WeChatAuthorization): string {
    this.sweep();
    const code = randomBytes(24).toString('base64url');
    this.codes.set(code, { ...authorization, expiresAt: this.now() + CODE_TTL_MS, used: false });
    return code;
  }

  redeemCode(appId: string, code: string): Redemption {
    const entry = this.codes.get(code);
    if (!entry || entry.appId !== appId || entry.expiresAt <= this.now()) return { ok: false, error: INVALID_CODE };
    if (entry.used) return { ok: false, error: CODE_USED };
    entry.used = true;
    return { ok: true, authorization: { appId: entry.appId, userKey: entry.userKey, scope: entry.scope } };
  }

  issueAccessToken(authorization: WeChatAuthorization): { accessToken: string; refreshToken: string } {
    const accessToken = randomBytes(32).toString('base64url');
    this.tokens.set(accessToken, { ...authorization, expiresAt: this.now() + ACCESS_TOKEN_TTL_S * 1000 });
    return { accessToken, refreshToken: randomBytes(32).toString('base64url') };
  }

  findAccessToken(accessToken: string): TokenLookup {
    const entry = this.tokens.get(accessToken);
    if (!entry) return { ok: false, error: INVALID_TOKEN };
    if (entry.expiresAt <= this.now()) return { ok: false, error: TOKEN_EXPIRED };
    return { ok: true, authorization: { appId: entry.appId, userKey: entry.userKey, scope: entry.scope } };
  }

  private sweep(): void {
    const now = this.now();
    for (const [code, entry] of this.codes) if (entry.expiresAt <= now) this.codes.delete(code);
    for (const [token, entry] of this.tokens) if (entry.expiresAt + 3600_000 <= now) this.tokens.delete(token);
  }
}
