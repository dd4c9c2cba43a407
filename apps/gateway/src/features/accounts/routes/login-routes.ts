import type { RouteDef } from '#http/routing.ts';
import { parseInput } from '#http/validate.ts';
import { clientIp } from '#shared/client-ip.ts';
import type { AccountContext } from '../context.ts';
import {
  loginCodeParams,
  loginOrRegisterParams,
  loginTypeParams,
  passwordLoginParams,
  smsLoginParams,
} from '../params/login-params.ts';
import { wechatBindingHeaders } from '../params/outside-login-params.ts';
import { loginWithCode, logout, passwordLogin, smsLogin } from '../services/login-service.ts';

/** Logging in (SMS or password, then one company by its loginCode) and out (spec §4, §7). */
export function loginRoutes(ctx: AccountContext): RouteDef[] {
  return [
    {
      method: 'POST',
      path: '/user/user/login',
      handler: (req) => {
        const { type } = parseInput(loginTypeParams, req.body);
        if (type === 2) {
          const input = parseInput(smsLoginParams, req.body);
          return smsLogin(ctx, { mobile: input.phone, code: input.code });
        }
        const input = parseInput(passwordLoginParams, req.body);
        return passwordLogin(ctx, {
          mobile: input.phone,
          password: input.password,
          token: input.token,
          ip: clientIp(req),
        });
      },
    },
    {
      method: 'POST',
      path: '/user/user/v2/loginOrRegister',
      handler: (req) => {
        const input = parseInput(loginOrRegisterParams, req.body);
        return smsLogin(
          ctx,
          { mobile: input.mobile, code: input.code },
          {
            ...(input.channelCode ? { channelCode: input.channelCode } : {}),
            ...(input.managerId ? { managerId: input.managerId } : {}),
          },
        );
      },
    },
    {
      method: 'POST',
      path: '/auth/login92/code/:code',
      handler: (req) =>
        loginWithCode(ctx, parseInput(loginCodeParams, req.params).code, wechatBindingHeaders(req.headers)),
    },
    {
      method: 'POST',
      path: '/auth/logout92',
      handler: async (req) => {
        // Idempotent: a session that has already ended (or none at all) leaves nothing to end.
        const session = await ctx.requireSession(req).catch(() => null);
        await logout(ctx, session);
        return null;
      },
    },
  ];
}
