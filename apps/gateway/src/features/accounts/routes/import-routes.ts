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
    {
      method: 'GET',
      path: '/user/user/importDetail',
      handler: async (req) => importDetail(ctx, await ctx.requireSession(req)),
    },
    {
      method: 'POST',
      path: '/user/user/alertedImportInfo',
      handler: async (req) => {
        await markInvitationSeen(ctx, await ctx.requireSession(req));
        return null;
      },
    },
  ];
}
