import { guardedRoute } from '#http/guarded-route.ts';
import type { RouteDef } from '#http/routing.ts';
import { parseInput } from '#http/validate.ts';
import type { AccountContext } from '../context.ts';
import { invitationParams } from '../params/import-params.ts';
import { importDetail, loginByInvitation, markInvitationSeen } from '../services/import-service.ts';

/** Accounts imported from a partner platform (spec §4 login step 7, §7 third/import/shb, importDetail). */
export function importRoutes(ctx: AccountContext): RouteDef[] {
  return [
    {
      method: 'POST',
      path: '/user/user/third/import/shb',
      handler: (req) => loginByInvitation(ctx, parseInput(invitationParams, req.query).token),
    },
    guardedRoute('GET', '/user/user/importDetail', ctx.requireSession, (session) => importDetail(ctx, session)),
    guardedRoute('POST', '/user/user/alertedImportInfo', ctx.requireSession, async (session) => {
      await markInvitationSeen(ctx, session);
      return null;
    }),
  ];
}
