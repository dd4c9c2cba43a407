import { GatewayCode } from '@sme/contract/codes';
import { ApiError } from '#http/api-error.ts';
import { failure, type Outcome, success, unwrap } from '#shared/outcome.ts';
import type { AccountContext } from '../context.ts';
import { ACCOUNT_MESSAGES } from '../domain/messages.ts';
import { issueResetTicket, redeemResetTicket } from '../stores/reset-ticket-store.ts';
import { endSessionsOfUser } from '../stores/session-store.ts';
import { findUserById, findUserByMobile, isUniqueViolation, type UserRow, updateUser } from '../stores/user-store.ts';
import { beginPasswordAttempt, clearPasswordFailures } from './password-attempts.ts';
import { spendBudget } from './rate-limiter.ts';
import type { SessionContext } from './session-guard.ts';
import { consumeSmsCode, useSmsCode } from './sms-codes.ts';

const NO_PASSWORD_YET = '您尚未设置登录密码，请先通过“忘记密码”设置';

/** Password reset step 1: the RESET_PASSWORD code of the mobile becomes a one-time validCode for step 2. */
export async function checkResetCode(ctx: AccountContext, attempt: { mobile: string; code: string }): Promise<string> {
  const now = ctx.clock.now();
  const outcome = await ctx.db.transaction().execute(async (trx): Promise<Outcome<string>> => {
    const checked = await consumeSmsCode(trx, { ...attempt, method: 'RESET_PASSWORD' }, now);
    if (!checked.ok) return checked;
    const user = await findUserByMobile(trx, attempt.mobile);
    if (!user) return failure(new ApiError(GatewayCode.MOBILE_CONFLICT, ACCOUNT_MESSAGES.notRegistered));
    return success(await issueResetTicket(trx, user.id, now));
  });
  return unwrap(outcome);
}

/**
 * Password reset step 2. The validCode is checked (and used up) before the costly hash, within the client
 * address's budget and the account's (shared with modifyPassword); the new password then ends every session of
 * the account and clears its failed logins.
 */
export async function resetPassword(
  ctx: AccountContext,
  reset: { mobile: string; validCode: string; password: string; ip: string },
): Promise<void> {
  await spendBudget(ctx.db, ctx.clock.now(), [ctx.limits.credentialWrites(reset.ip)]);
  const expired = () => new ApiError(GatewayCode.ONE_TIME_CODE_INVALID, ACCOUNT_MESSAGES.resetTicketExpired);
  const user = await ctx.db.transaction().execute(async (trx) => {
    const found = await findUserByMobile(trx, reset.mobile);
    if (!found || !(await redeemResetTicket(trx, found.id, reset.validCode, ctx.clock.now()))) throw expired();
    return found;
  });
  await spendBudget(ctx.db, ctx.clock.now(), [ctx.limits.passwordChanges(user.id)]);
  const passwordHash = await ctx.hasher.hash(reset.password);
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    await updateUser(trx, user.id, { password_hash: passwordHash }, now);
    await endSessionsOfUser(trx, user.id, now, 'password_reset');
  });
  await clearPasswordFailures(ctx, user.mobile, user.id);
}

/** A logged-in account proves itself again with its password (counted, locked after 5 wrong ones). */
async function reauthenticate(
  ctx: AccountContext,
  userId: number,
  password: string,
  ip: string,
  wrongMessage: string,
): Promise<UserRow> {
  const attempt = await beginPasswordAttempt(ctx, { userId }, ip);
  const user = await findUserById(ctx.db, userId);
  if (!user?.password_hash) {
    await ctx.hasher.verify(null, password);
    await attempt.withdrawn();
    throw new ApiError(GatewayCode.BAD_CREDENTIALS, user ? NO_PASSWORD_YET : wrongMessage);
  }
  if (!(await ctx.hasher.verify(user.password_hash, password))) throw await attempt.failed(wrongMessage);
  await attempt.succeeded();
  return user;
}

export async function modifyPassword(
  ctx: AccountContext,
  session: SessionContext,
  change: { oldPassword: string; newPassword: string; ip: string },
): Promise<void> {
  await spendBudget(ctx.db, ctx.clock.now(), [ctx.limits.passwordChanges(session.userId)]);
  await reauthenticate(ctx, session.userId, change.oldPassword, change.ip, '原密码错误');
  if (change.newPassword === change.oldPassword) throw ApiError.badParams('新密码不能与原密码相同');
  const passwordHash = await ctx.hasher.hash(change.newPassword);
  await updateUser(ctx.db, session.userId, { password_hash: passwordHash }, ctx.clock.now());
}

/**
 * Moves the account to a new mobile. The order keeps the call from probing which mobiles are registered: the
 * account's own budget first, then the password, then the SMS code sent to the new mobile (which only a mobile
 * that is free could have received), and only then whether the mobile is taken.
 */
export async function resetMobile(
  ctx: AccountContext,
  session: SessionContext,
  change: { mobile: string; code: string; password: string; ip: string },
): Promise<void> {
  await spendBudget(ctx.db, ctx.clock.now(), [ctx.limits.mobileChanges(session.userId)]);
  const user = await reauthenticate(ctx, session.userId, change.password, change.ip, '登录密码错误');
  if (user.mobile === change.mobile) throw ApiError.badParams('新手机号不能与当前手机号相同');
  await useSmsCode(ctx.db, { mobile: change.mobile, method: 'RESET_MOBILE', code: change.code }, ctx.clock.now());
  const taken = () => new ApiError(GatewayCode.MOBILE_CONFLICT, ACCOUNT_MESSAGES.mobileTaken);
  try {
    await ctx.db.transaction().execute(async (trx) => {
      if (await findUserByMobile(trx, change.mobile)) throw taken();
      await updateUser(trx, user.id, { mobile: change.mobile }, ctx.clock.now());
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}
