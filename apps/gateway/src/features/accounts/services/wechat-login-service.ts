import { GatewayCode } from '@sme/contract/codes';
import { OUTSIDE_LOGIN_MESSAGES as M } from '@sme/contract/routes/outside-logins';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { ApiError } from '#http/api-error.ts';
import { randomToken, sameDigest, sha256Hex } from '#shared/secrets.ts';
import type { AccountContext } from '../context.ts';
import { ACCOUNT_MESSAGES } from '../domain/messages.ts';
import { OUTSIDE_LOGIN_TTL_MS, outsideLoginLimits, WECHAT_TICKET_TTL_MS } from '../domain/outside-login.ts';
import { issueLoginCodes, type LoginEntry } from '../stores/login-code-store.ts';
import { consumeLoginRequest, insertLoginRequest } from '../stores/outside-login-store.ts';
import {
  bindOpenId,
  findBindingOfUser,
  findBoundUser,
  findTicket,
  insertTicket,
  touchBinding,
  useTicket,
} from '../stores/wechat-store.ts';
import { callOutside } from './outside-failures.ts';
import { spendBudget } from './rate-limiter.ts';
import type { SessionContext } from './session-guard.ts';

/**
 * The configured WeChat app, when `appId` (a path's {appid} or {bizId}, a business-id header) names it: -1502 when
 * WeChat is not configured, -1000 for another app.
 */
async function configuredApp(ctx: AccountContext, appId: string): Promise<string> {
  const configured = await callOutside(() => ctx.wechat.appId);
  if (appId !== configured) throw ApiError.badParams(M.wrongApp);
  return configured;
}

/**
 * `GET /user/user/wx/web/authorize` (ours, beside tongyi/web/clientId): begins a WeChat login for this browser;
 * answers the app id (the `{appid}` and `{bizId}` of the next calls) and WeChat's QR page address.
 */
export async function startWeChatLogin(
  ctx: AccountContext,
  request: { redirectUrl: string; browserKey: string; ip: string },
): Promise<{ appId: string; authorizeUrl: string; expiresIn: number }> {
  const appId = await callOutside(() => ctx.wechat.appId);
  const now = ctx.clock.now();
  await spendBudget(ctx.db, now, [outsideLoginLimits(ctx.settings.rateLimitFactor).starts(request.ip)]);
  const state = randomToken(32);
  await insertLoginRequest(
    ctx.db,
    {
      provider: 'wechat',
      state,
      browserKey: request.browserKey,
      redirectUri: request.redirectUrl,
      ttlMs: OUTSIDE_LOGIN_TTL_MS,
    },
    now,
  );
  const authorizeUrl = await callOutside(() => ctx.wechat.authorizeUrl({ state, redirectUri: request.redirectUrl }));
  return { appId, authorizeUrl, expiresIn: OUTSIDE_LOGIN_TTL_MS / 1000 };
}

/** What `oAuth2UserInfo` answers: a one-time ticket instead of the open id, and whether that WeChat user is bound. */
export interface WeChatUserInfoAnswer {
  ticket: string;
  bound: boolean;
  nickname: string | null;
  expiresIn: number;
}

/**
 * `GET /wx/wx/mp/{appid}/oAuth2UserInfo`: uses up the begun login of `state` (this browser's), exchanges the code at
 * WeChat and keeps the person behind a one-time ticket (10 minutes): the client never sees the open id.
 */
export async function wechatUserInfo(
  ctx: AccountContext,
  callback: { appId: string; code: string; state: string; browserKey: string },
): Promise<WeChatUserInfoAnswer> {
  const appId = await configuredApp(ctx, callback.appId);
  const begun = await consumeLoginRequest(ctx.db, 'wechat', callback.state, ctx.clock.now());
  if (!begun || !sameDigest(begun.browserHash, sha256Hex(callback.browserKey))) {
    throw new ApiError(GatewayCode.WECHAT_LOGIN_FAILED, M.wechatExpired);
  }
  const user = await callOutside(() => ctx.wechat.exchangeCode(callback.code));
  const identity = { appId, openId: user.openId, unionId: user.unionId ?? null, nickname: user.nickname ?? null };
  const now = ctx.clock.now();
  const ticket = await insertTicket(ctx.db, identity, WECHAT_TICKET_TTL_MS, now);
  const bound = await findBoundUser(ctx.db, appId, identity.openId);
  return { ticket, bound: bound !== undefined, nickname: identity.nickname, expiresIn: WECHAT_TICKET_TTL_MS / 1000 };
}

/**
 * `GET /user/user/wx/login/code/get/{bizId}?openId=<ticket>` and `POST /auth/loginByWx`: the login company list of
 * the account the ticket's WeChat user is bound to, using the ticket up. Unbound: -5020, and the ticket stays for the
 * normal login that binds it.
 */
export async function loginByWeChat(
  ctx: AccountContext,
  request: { appId: string; ticket: string },
): Promise<LoginEntry[]> {
  const appId = await configuredApp(ctx, request.appId);
  const now = ctx.clock.now();
  const expired = () => new ApiError(GatewayCode.WECHAT_LOGIN_FAILED, M.wechatExpired);
  return ctx.db.transaction().execute(async (trx) => {
    const identity = await findTicket(trx, appId, request.ticket, now);
    if (!identity) throw expired();
    const bound = await findBoundUser(trx, appId, identity.openId);
    if (!bound) throw new ApiError(GatewayCode.WECHAT_NOT_BOUND, M.wechatNotBound);
    if (bound.disabled) throw new ApiError(GatewayCode.ACCOUNT_DISABLED, ACCOUNT_MESSAGES.disabled);
    if (!(await useTicket(trx, appId, request.ticket, now))) throw expired();
    await touchBinding(trx, identity, now);
    return issueLoginCodes(trx, bound.id, now);
  });
}

/**
 * The binding half of `/auth/login92/code/{code}` with the business-id and open-id headers, inside that login's
 * transaction once it succeeded: uses the ticket up and binds its WeChat user to the account (moving an earlier
 * binding of either). Answers whether it bound; a dead ticket, another app or WeChat not configured bind nothing and
 * never stop the login.
 */
export async function bindWeChatOnLogin(
  ctx: AccountContext,
  trx: Kysely<DB>,
  request: { appId: string; ticket: string; userId: number },
  now: Date,
): Promise<boolean> {
  if (!ctx.wechat.configured || request.appId !== ctx.wechat.appId) return false;
  const identity = await useTicket(trx, request.appId, request.ticket, now);
  if (!identity) return false;
  await bindOpenId(trx, identity, request.userId, now);
  return true;
}

/** `GET /user/user/wx/binding` (ours): whether the session's account has a WeChat user bound, and who. */
export async function wechatBindingOf(
  ctx: AccountContext,
  session: SessionContext,
): Promise<{ bound: boolean; nickname: string | null; boundAt: string | null }> {
  const appId = await callOutside(() => ctx.wechat.appId);
  const binding = await findBindingOfUser(ctx.db, appId, session.userId);
  return {
    bound: binding !== undefined,
    nickname: binding?.nickname ?? null,
    boundAt: binding ? new Date(binding.created_at).toISOString() : null,
  };
}
