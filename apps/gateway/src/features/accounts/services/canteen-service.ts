import { GatewayCode } from '@sme/contract/codes';
import { maskMobile } from '@sme/contract/fields';
import { ApiError } from '#http/api-error.ts';
import type { AccountContext } from '../context.ts';
import { endCanteenSession, findLiveCanteenSession, startCanteenSession } from '../stores/canteen-store.ts';
import { findUserCompany } from '../stores/company-store.ts';
import { findUserById } from '../stores/user-store.ts';
import type { SessionContext } from './session-guard.ts';

/** A canteen session lasts 2 hours; the canteen logs in again from the portal after that. */
export const CANTEEN_SESSION_MS = 2 * 3_600_000;

const CANTEEN_ENDED = '食堂登录已失效，请从平台重新进入';

/**
 * `/canteen/auth/login`: the canteen's own session, derived from a live portal login. `mobile` is the auto-login
 * mobile the client stored (spec §3); it must be the portal account's own, so a portal session can never open a
 * canteen session for someone else.
 */
export async function canteenLogin(ctx: AccountContext, session: SessionContext, mobile: string | undefined) {
  const user = await findUserById(ctx.db, session.userId);
  if (!user) throw new ApiError(GatewayCode.FORCE_LOGOUT, '账号已停用或已注销，请重新登录');
  if (mobile !== undefined && mobile !== user.mobile) throw ApiError.badParams('自动登录手机号与当前登录账号不一致');
  const now = ctx.clock.now();
  const token = await ctx.db
    .transaction()
    .execute((trx) =>
      startCanteenSession(trx, { userId: user.id, companyId: session.companyId, ttlMs: CANTEEN_SESSION_MS }, now),
    );
  return { canteenToken: token, expiresIn: CANTEEN_SESSION_MS / 1000 };
}

async function liveCanteenSession(ctx: AccountContext, token: string | null) {
  const row = token ? await findLiveCanteenSession(ctx.db, token, ctx.clock.now()) : undefined;
  if (!row || row.disabled || row.deleted_at) throw new ApiError(GatewayCode.SESSION_ENDED, CANTEEN_ENDED, 403);
  return row;
}

/** `/canteen/user/info`: who the canteen session is for (masked mobile, name, company). */
export async function canteenUserInfo(ctx: AccountContext, token: string | null) {
  const session = await liveCanteenSession(ctx, token);
  const user = await findUserById(ctx.db, session.user_id);
  const company =
    session.company_id === null ? undefined : await findUserCompany(ctx.db, session.user_id, session.company_id);
  return {
    userId: session.user_id,
    name: user?.name ?? '',
    mobile: maskMobile(user?.mobile ?? ''),
    companyName: company?.companyName ?? '',
  };
}

/** `/canteen/user/logout`: ends the canteen session; harmless when it has already ended. */
export async function canteenLogout(ctx: AccountContext, token: string | null): Promise<void> {
  const row = token ? await findLiveCanteenSession(ctx.db, token, ctx.clock.now()) : undefined;
  if (row) await endCanteenSession(ctx.db, Number(row.id), ctx.clock.now());
}
