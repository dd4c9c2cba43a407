import { z } from 'zod';
import { ApiError } from '../../http/api-error.ts';
import type { RouteDef } from '../../http/routing.ts';
import { captchaTokenField, mobileField, optionalText, parseFields } from '../../shared/account-fields.ts';
import { clientIp } from '../../shared/client-ip.ts';
import type { AccountContext } from '../accounts/context.ts';
import { consumeCaptchaToken } from '../captcha/captcha-store.ts';
import type { SessionGuard } from '../sessions/require-session.ts';
import { findUserById } from '../users/user-store.ts';
import { deliverSmsCode, type Registration } from './deliver-code.ts';
import { type SmsMethod, smsMethodField } from './sms-methods.ts';

const sendSchema = z.object({
  mobile: mobileField,
  token: captchaTokenField,
  type: optionalText('验证码渠道', 20),
  method: smsMethodField,
});

/** The captcha token may come as `key` (spec §7) or `token`. */
const loginOrRegisterSchema = z.object({
  mobile: mobileField,
  key: captchaTokenField,
  type: optionalText('验证码渠道', 20),
});

const REGISTRATION: Record<SmsMethod, Registration> = {
  LOGIN: 'registered',
  RESET_PASSWORD: 'registered',
  REGISTER: 'unregistered',
  RESET_MOBILE: 'unregistered',
};

export function smsRoutes(ctx: AccountContext, requireSession: SessionGuard): RouteDef[] {
  return [
    {
      method: 'POST',
      path: '/user/user/v1/code/send',
      handler: async (req) => {
        const input = parseFields(sendSchema, req.body);
        if (input.method === 'RESET_MOBILE') {
          const session = await requireSession(req);
          const user = await findUserById(ctx.db, session.userId);
          if (user?.mobile === input.mobile) throw ApiError.badParams('新手机号不能与当前手机号相同');
        }
        await consumeCaptchaToken(ctx.db, input.token, `sms:${input.method}`, ctx.clock.now());
        await deliverSmsCode(ctx, {
          mobile: input.mobile,
          method: input.method,
          ip: clientIp(req),
          registration: REGISTRATION[input.method],
          ...(input.method === 'RESET_MOBILE' ? { takenMessage: '该手机号已被注册，请更换其他手机号' } : {}),
        });
        return null;
      },
    },
    {
      method: 'POST',
      path: '/user/user/sendLoginOrRegisterCode',
      handler: async (req) => {
        const body = (req.body ?? {}) as Record<string, unknown>;
        const input = parseFields(loginOrRegisterSchema, { ...body, key: body.key ?? body.token });
        await consumeCaptchaToken(ctx.db, input.key, 'sms:LOGIN_OR_REGISTER', ctx.clock.now());
        await deliverSmsCode(ctx, { mobile: input.mobile, method: 'LOGIN', ip: clientIp(req), registration: 'any' });
        return null;
      },
    },
  ];
}
