import { z } from 'zod';
import { ApiError } from '../../http/api-error.ts';
import type { RouteDef } from '../../http/routing.ts';
import { AccountCode } from '../../shared/account-codes.ts';
import {
  mobileField,
  oneTimeCodeField,
  parseFields,
  passwordField,
  smsCodeField,
} from '../../shared/account-fields.ts';
import { clientIp } from '../../shared/client-ip.ts';
import { failure, type Outcome, success, unwrap } from '../../shared/outcome.ts';
import type { AccountContext } from '../accounts/context.ts';
import type { SessionGuard } from '../sessions/require-session.ts';
import { endSessionsOfUser } from '../sessions/session-store.ts';
import { NOT_REGISTERED } from '../sms/deliver-code.ts';
import { consumeSmsCode } from '../sms/sms-codes.ts';
import { clearWrongPasswords, countWrongPassword, ensurePasswordAttemptAllowed } from './password-attempts.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { issueResetTicket, redeemResetTicket } from './reset-tickets.ts';
import { findUserById, findUserByMobile, isUniqueViolation, mobileTaken } from './user-store.ts';

const TICKET_EXPIRED = '重置凭证已失效，请重新获取验证码';
const MOBILE_TAKEN = '该手机号已被注册，请更换其他手机号';

const checkSchema = z.object({ mobile: mobileField, code: smsCodeField });
const resetSchema = z.object({
  mobile: mobileField,
  validCode: oneTimeCodeField(TICKET_EXPIRED, TICKET_EXPIRED),
  password: passwordField(),
});
const modifySchema = z.object({
  oldPassword: passwordField('请输入原密码'),
  newPassword: passwordField('请输入新密码'),
});
const resetMobileSchema = z.object({ mobile: mobileField, code: smsCodeField, password: passwordField() });

/** Query and body both count (spec §7 sends resetPasswordCheck's fields in the query); the query wins. */
function queryAndBody(query: unknown, body: unknown): Record<string, unknown> {
  const fromBody = body && typeof body === 'object' && !Array.isArray(body) ? body : {};
  return { ...fromBody, ...(query as Record<string, unknown>) };
}

export function passwordRoutes(ctx: AccountContext, requireSession: SessionGuard): RouteDef[] {
  /** A logged-in account proves itself again with its password (counted, locked after 5 wrong ones). */
  async function reauthenticate(userId: number, password: string, ip: string, now: Date, wrongMessage: string) {
    await ensurePasswordAttemptAllowed(ctx.db, { userId }, ip, now);
    const user = await findUserById(ctx.db, userId);
    if (!user) throw new ApiError(AccountCode.BAD_CREDENTIALS, wrongMessage);
    if (!user.password_hash) {
      await verifyPassword(null, password);
      throw new ApiError(AccountCode.BAD_CREDENTIALS, '您尚未设置登录密码，请先通过“忘记密码”设置');
    }
    if (!(await verifyPassword(user.password_hash, password))) {
      throw await countWrongPassword(ctx.db, { userId }, ip, now, wrongMessage);
    }
    await clearWrongPasswords(ctx.db, { userId });
    return user;
  }

  return [
    {
      method: 'POST',
      path: '/user/user/resetPasswordCheck',
      handler: async (req) => {
        const input = parseFields(checkSchema, queryAndBody(req.query, req.body));
        const now = ctx.clock.now();
        const outcome = await ctx.db.transaction().execute(async (trx): Promise<Outcome<string>> => {
          const checked = await consumeSmsCode(
            trx,
            { mobile: input.mobile, method: 'RESET_PASSWORD', code: input.code },
            now,
          );
          if (!checked.ok) return checked;
          const user = await findUserByMobile(trx, input.mobile);
          if (!user) return failure(mobileTaken(NOT_REGISTERED));
          return success(await issueResetTicket(trx, user.id, now));
        });
        return unwrap(outcome);
      },
    },
    {
      method: 'POST',
      path: '/user/user/resetPassword',
      handler: async (req) => {
        const input = parseFields(resetSchema, req.body);
        const passwordHash = await hashPassword(input.password);
        const now = ctx.clock.now();
        await ctx.db.transaction().execute(async (trx) => {
          const user = await findUserByMobile(trx, input.mobile);
          if (!user || !(await redeemResetTicket(trx, user.id, input.validCode, now))) {
            throw new ApiError(AccountCode.ONE_TIME_CODE_INVALID, TICKET_EXPIRED);
          }
          await trx
            .updateTable('app_user')
            .set({ password_hash: passwordHash, updated_at: now })
            .where('id', '=', user.id)
            .execute();
          await endSessionsOfUser(trx, user.id, now, 'password_reset');
          await clearWrongPasswords(trx, { mobile: user.mobile });
          await clearWrongPasswords(trx, { userId: user.id });
        });
        return null;
      },
    },
    {
      method: 'POST',
      path: '/user/user/modifyPassword',
      handler: async (req) => {
        const session = await requireSession(req);
        const input = parseFields(modifySchema, req.body);
        const now = ctx.clock.now();
        await reauthenticate(session.userId, input.oldPassword, clientIp(req), now, '原密码错误');
        if (input.newPassword === input.oldPassword) throw ApiError.badParams('新密码不能与原密码相同');
        const passwordHash = await hashPassword(input.newPassword);
        await ctx.db
          .updateTable('app_user')
          .set({ password_hash: passwordHash, updated_at: now })
          .where('id', '=', session.userId)
          .execute();
        return null;
      },
    },
    {
      method: 'POST',
      path: '/user/user/resetMobile',
      handler: async (req) => {
        const session = await requireSession(req);
        const input = parseFields(resetMobileSchema, req.body);
        const now = ctx.clock.now();
        const user = await reauthenticate(session.userId, input.password, clientIp(req), now, '登录密码错误');
        if (user.mobile === input.mobile) throw ApiError.badParams('新手机号不能与当前手机号相同');
        const outcome = await ctx.db.transaction().execute(async (trx): Promise<Outcome<null>> => {
          if (await findUserByMobile(trx, input.mobile)) return failure(mobileTaken(MOBILE_TAKEN));
          const checked = await consumeSmsCode(
            trx,
            { mobile: input.mobile, method: 'RESET_MOBILE', code: input.code },
            now,
          );
          if (!checked.ok) return checked;
          try {
            await trx
              .updateTable('app_user')
              .set({ mobile: input.mobile, updated_at: now })
              .where('id', '=', user.id)
              .execute();
          } catch (error) {
            if (isUniqueViolation(error)) throw mobileTaken(MOBILE_TAKEN);
            throw error;
          }
          return success(null);
        });
        return unwrap(outcome);
      },
    },
  ];
}
