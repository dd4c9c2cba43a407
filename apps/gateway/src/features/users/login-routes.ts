import { z } from 'zod';
import { ApiError } from '../../http/api-error.ts';
import type { RouteDef } from '../../http/routing.ts';
import { AccountCode } from '../../shared/account-codes.ts';
import {
  agreementField,
  captchaTokenField,
  codeField,
  mobileField,
  optionalText,
  parseFields,
  passwordField,
  smsCodeField,
} from '../../shared/account-fields.ts';
import { clientIp } from '../../shared/client-ip.ts';
import { failure, type Outcome, success, unwrap } from '../../shared/outcome.ts';
import type { AccountContext } from '../accounts/context.ts';
import { consumeCaptchaToken } from '../captcha/captcha-store.ts';
import { issueLoginCodes, type LoginEntry } from '../sessions/login-codes.ts';
import { NOT_REGISTERED } from '../sms/deliver-code.ts';
import { consumeSmsCode } from '../sms/sms-codes.ts';
import { clearWrongPasswords, countWrongPassword, ensurePasswordAttemptAllowed } from './password-attempts.ts';
import { verifyPassword } from './passwords.ts';
import { createUser, findUserByMobile, mobileTaken } from './user-store.ts';

/** Spec §9: login type 1 password, 2 SMS. */
const typeSchema = z.object({ type: codeField([1, 2], '登录方式不正确') });
const smsLoginSchema = z.object({ phone: mobileField, code: smsCodeField, isAgree: agreementField });
const passwordLoginSchema = z.object({
  phone: mobileField,
  password: passwordField(),
  token: captchaTokenField,
  isAgree: agreementField,
});
const loginOrRegisterSchema = z.object({
  mobile: mobileField,
  code: smsCodeField,
  isAgree: agreementField,
  channelCode: optionalText('渠道编码', 64),
  managerId: optionalText('客户经理编号', 64),
});

const DISABLED = '该账号已被停用，请联系客服';

export function loginRoutes(ctx: AccountContext): RouteDef[] {
  /** SMS login: the LOGIN code of the mobile, then the account's company list. */
  async function smsLogin(
    mobile: string,
    code: string,
    registerUnknown?: { channelCode?: string; managerId?: string },
  ) {
    const now = ctx.clock.now();
    const outcome = await ctx.db.transaction().execute(async (trx): Promise<Outcome<LoginEntry[]>> => {
      const checked = await consumeSmsCode(trx, { mobile, method: 'LOGIN', code }, now);
      if (!checked.ok) return checked;
      const user = await findUserByMobile(trx, mobile);
      if (user?.disabled) return failure(new ApiError(AccountCode.ACCOUNT_DISABLED, DISABLED));
      let userId = user?.id;
      if (userId === undefined) {
        if (!registerUnknown) return failure(mobileTaken(NOT_REGISTERED));
        userId = await createUser(trx, { mobile, passwordHash: null, ...registerUnknown }, now);
      }
      return success(await issueLoginCodes(trx, userId, now));
    });
    return unwrap(outcome);
  }

  async function passwordLogin(mobile: string, password: string, token: string, ip: string) {
    const now = ctx.clock.now();
    await consumeCaptchaToken(ctx.db, token, 'login', now);
    await ensurePasswordAttemptAllowed(ctx.db, { mobile }, ip, now);
    const user = await findUserByMobile(ctx.db, mobile);
    if (!(await verifyPassword(user?.password_hash, password))) {
      throw await countWrongPassword(ctx.db, { mobile }, ip, now, '手机号或密码错误');
    }
    if (!user) throw new ApiError(AccountCode.BAD_CREDENTIALS, '手机号或密码错误');
    if (user.disabled) throw new ApiError(AccountCode.ACCOUNT_DISABLED, DISABLED);
    await clearWrongPasswords(ctx.db, { mobile });
    return ctx.db.transaction().execute((trx) => issueLoginCodes(trx, user.id, now));
  }

  return [
    {
      method: 'POST',
      path: '/user/user/login',
      handler: async (req) => {
        const { type } = parseFields(typeSchema, req.body);
        if (type === 2) {
          const input = parseFields(smsLoginSchema, req.body);
          return smsLogin(input.phone, input.code);
        }
        const input = parseFields(passwordLoginSchema, req.body);
        return passwordLogin(input.phone, input.password, input.token, clientIp(req));
      },
    },
    {
      method: 'POST',
      path: '/user/user/v2/loginOrRegister',
      handler: async (req) => {
        const input = parseFields(loginOrRegisterSchema, req.body);
        return smsLogin(input.mobile, input.code, {
          ...(input.channelCode ? { channelCode: input.channelCode } : {}),
          ...(input.managerId ? { managerId: input.managerId } : {}),
        });
      },
    },
  ];
}
