import { GatewayCode } from '@sme/contract/codes';
import { ApiError } from '#http/api-error.ts';
import { failure, type Outcome, success, unwrap } from '#shared/outcome.ts';
import type { AccountContext } from '../context.ts';
import { ACCOUNT_MESSAGES } from '../domain/messages.ts';
import { findUserCompany } from '../stores/company-store.ts';
import { issueLoginCodes, type LoginEntry, redeemLoginCode } from '../stores/login-code-store.ts';
import { endSession, startSession } from '../stores/session-store.ts';
import { findUserById, findUserByMobile, insertUser, isUniqueViolation } from '../stores/user-store.ts';
import { consumeCaptchaToken } from './captcha-service.ts';
import { beginPasswordAttempt } from './password-attempts.ts';
import type { SessionContext } from './session-guard.ts';
import { consumeSmsCode } from './sms-codes.ts';
import { bindWeChatOnLogin } from './wechat-login-service.ts';

const WRONG_CREDENTIALS = '手机号或密码错误';

/**
 * SMS login, step 1: uses up the LOGIN code of the mobile and answers the account's company list with one-time
 * loginCodes. With `registerUnknown`, an unknown mobile gets an account (no password) instead of -4009.
 */
export async function smsLogin(
  ctx: AccountContext,
  attempt: { mobile: string; code: string },
  registerUnknown?: { channelCode?: string; managerId?: string },
): Promise<LoginEntry[]> {
  const now = ctx.clock.now();
  const outcome = await ctx.db
    .transaction()
    .execute(async (trx): Promise<Outcome<LoginEntry[]>> => {
      const checked = await consumeSmsCode(trx, { mobile: attempt.mobile, method: 'LOGIN', code: attempt.code }, now);
      if (!checked.ok) return checked;
      const user = await findUserByMobile(trx, attempt.mobile);
      if (user?.disabled) return failure(new ApiError(GatewayCode.ACCOUNT_DISABLED, ACCOUNT_MESSAGES.disabled));
      let userId = user?.id;
      if (userId === undefined) {
        if (!registerUnknown) {
          return failure(new ApiError(GatewayCode.MOBILE_CONFLICT, ACCOUNT_MESSAGES.notRegistered));
        }
        userId = await insertUser(trx, { mobile: attempt.mobile, passwordHash: null, ...registerUnknown }, now);
      }
      return success(await issueLoginCodes(trx, userId, now));
    })
    .catch(mobileRaceAsConflict);
  return unwrap(outcome);
}

/**
 * Password login after the slider: spends the captcha token, lets the attempt through the lockout (one atomic
 * step, see beginPasswordAttempt), verifies, and answers the company list. Unknown mobiles and wrong passwords
 * answer alike and take as long.
 */
export async function passwordLogin(
  ctx: AccountContext,
  attempt: { mobile: string; password: string; token: string; ip: string },
): Promise<LoginEntry[]> {
  await consumeCaptchaToken(ctx, attempt.token, attempt.ip, 'login');
  const judged = await beginPasswordAttempt(ctx, { mobile: attempt.mobile }, attempt.ip);
  const user = await findUserByMobile(ctx.db, attempt.mobile);
  if (!(await ctx.hasher.verifyLogin(user?.password_hash, attempt.password)) || !user) {
    throw await judged.failed(WRONG_CREDENTIALS);
  }
  if (user.disabled) {
    await judged.withdrawn();
    throw new ApiError(GatewayCode.ACCOUNT_DISABLED, ACCOUNT_MESSAGES.disabled);
  }
  await judged.succeeded();
  const now = ctx.clock.now();
  return ctx.db.transaction().execute((trx) => issueLoginCodes(trx, user.id, now));
}

/**
 * Login step 2 (`/auth/login92/code/{code}`): the one-time loginCode of one company becomes a session token. With a
 * WeChat ticket (the business-id and open-id headers), the login then binds that WeChat user to the account and
 * answers `wechatBound`; the binding never stops the login.
 */
export async function loginWithCode(
  ctx: AccountContext,
  code: string,
  wechat: { appId: string; ticket: string } | null = null,
): Promise<{ token: string; wechatBound?: boolean }> {
  const now = ctx.clock.now();
  const expired = () => new ApiError(GatewayCode.ONE_TIME_CODE_INVALID, ACCOUNT_MESSAGES.loginCodeExpired);
  return ctx.db.transaction().execute(async (trx) => {
    const redeemed = await redeemLoginCode(trx, code, now);
    if (!redeemed) throw expired();
    const user = await findUserById(trx, redeemed.userId);
    if (!user || user.deleted_at) throw expired();
    if (user.disabled) throw new ApiError(GatewayCode.ACCOUNT_DISABLED, ACCOUNT_MESSAGES.disabled);
    if (redeemed.companyId !== null && !(await findUserCompany(trx, user.id, redeemed.companyId))) throw expired();
    const token = await startSession(trx, { userId: user.id, companyId: redeemed.companyId }, now);
    if (!wechat) return { token };
    return { token, wechatBound: await bindWeChatOnLogin(ctx, trx, { ...wechat, userId: user.id }, now) };
  });
}

/** Ends the session, if there is one: logging out twice is not an error. */
export async function logout(ctx: AccountContext, session: SessionContext | null): Promise<void> {
  if (session) await endSession(ctx.db, session.sessionId, ctx.clock.now(), 'logout');
}

/** A mobile registered by a concurrent request meanwhile is -4009 like any other registered mobile. */
export function mobileRaceAsConflict(error: unknown): never {
  if (isUniqueViolation(error)) throw new ApiError(GatewayCode.MOBILE_CONFLICT, ACCOUNT_MESSAGES.alreadyRegistered);
  throw error;
}
