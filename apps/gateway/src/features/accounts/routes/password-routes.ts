import { modifyPassword, resetMobile, resetPassword, resetPasswordCheck } from '@sme/contract/routes/account-passwords';
import { contractRoute } from '#http/contract-route.ts';
import type { RouteDef } from '#http/routing.ts';
import { clientIp } from '#shared/client-ip.ts';
import type { AccountContext } from '../context.ts';
import * as passwords from '../services/password-service.ts';

/** Password reset (spec §4, 3 steps), password change and mobile change. */
export function passwordRoutes(ctx: AccountContext): RouteDef[] {
  return [
    contractRoute(resetPasswordCheck, (_req, input) => passwords.checkResetCode(ctx, input())),
    contractRoute(resetPassword, async (req, input) => {
      await passwords.resetPassword(ctx, { ...input(), ip: clientIp(req) });
      return null;
    }),
    contractRoute(modifyPassword, async (req, input) => {
      const session = await ctx.requireSession(req);
      await passwords.modifyPassword(ctx, session, { ...input(), ip: clientIp(req) });
      return null;
    }),
    contractRoute(resetMobile, async (req, input) => {
      const session = await ctx.requireSession(req);
      await passwords.resetMobile(ctx, session, { ...input(), ip: clientIp(req) });
      return null;
    }),
  ];
}
