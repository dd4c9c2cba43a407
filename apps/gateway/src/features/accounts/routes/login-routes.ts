import { login, loginOrRegister, loginWithCode, logout } from '@sme/contract/routes/account-login';
import { contractRoute } from '#http/contract-route.ts';
import type { RouteDef } from '#http/routing.ts';
import { clientIp } from '#shared/client-ip.ts';
import type { AccountContext } from '../context.ts';
import { wechatBindingHeaders } from '../params/outside-login-params.ts';
import * as logins from '../services/login-service.ts';

/** Logging in (SMS or password, then one company by its loginCode) and out (spec §4, §7). */
export function loginRoutes(ctx: AccountContext): RouteDef[] {
  return [
    contractRoute(login, (req, input) => {
      const params = input();
      if (params.type === 2) return logins.smsLogin(ctx, { mobile: params.phone, code: params.code });
      return logins.passwordLogin(ctx, {
        mobile: params.phone,
        password: params.password,
        token: params.token,
        ip: clientIp(req),
      });
    }),
    contractRoute(loginOrRegister, (_req, input) => {
      const { mobile, code, channelCode, managerId } = input();
      return logins.smsLogin(
        ctx,
        { mobile, code },
        { ...(channelCode ? { channelCode } : {}), ...(managerId ? { managerId } : {}) },
      );
    }),
    contractRoute(loginWithCode, (req, input) =>
      logins.loginWithCode(ctx, input().code, wechatBindingHeaders(req.headers)),
    ),
    contractRoute(logout, async (req) => {
      // Idempotent: a session that has already ended (or none at all) leaves nothing to end.
      const session = await ctx.requireSession(req).catch(() => null);
      await logins.logout(ctx, session);
      return null;
    }),
  ];
}
