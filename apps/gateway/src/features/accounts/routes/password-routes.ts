import { guardedRoute } from '#http/guarded-route.ts';
import type { RouteDef } from '#http/routing.ts';
import { parseInput } from '#http/validate.ts';
import { clientIp } from '#shared/client-ip.ts';
import type { AccountContext } from '../context.ts';
import {
  modifyPasswordParams,
  queryAndBody,
  resetCheckParams,
  resetMobileParams,
  resetPasswordParams,
} from '../params/password-params.ts';
import { checkResetCode, modifyPassword, resetMobile, resetPassword } from '../services/password-service.ts';

/** Password reset (spec §4, 3 steps), password change and mobile change. */
export function passwordRoutes(ctx: AccountContext): RouteDef[] {
  return [
    {
      method: 'POST',
      path: '/user/user/resetPasswordCheck',
      handler: (req) => checkResetCode(ctx, parseInput(resetCheckParams, queryAndBody(req.query, req.body))),
    },
    {
      method: 'POST',
      path: '/user/user/resetPassword',
      handler: async (req) => {
        await resetPassword(ctx, { ...parseInput(resetPasswordParams, req.body), ip: clientIp(req) });
        return null;
      },
    },
    guardedRoute('POST', '/user/user/modifyPassword', ctx.requireSession, async (session, req) => {
      await modifyPassword(ctx, session, { ...parseInput(modifyPasswordParams, req.body), ip: clientIp(req) });
      return null;
    }),
    guardedRoute('POST', '/user/user/resetMobile', ctx.requireSession, async (session, req) => {
      await resetMobile(ctx, session, { ...parseInput(resetMobileParams, req.body), ip: clientIp(req) });
      return null;
    }),
  ];
}
