import { importDetail, invitationLogin, invitationSeen } from '@sme/contract/routes/imports';
import { contractRoute } from '#http/contract-route.ts';
import type { RouteDef } from '#http/routing.ts';
import type { AccountContext } from '../context.ts';
import * as imports from '../services/import-service.ts';

/** Accounts imported from a partner platform (spec §4 login step 7, §7 third/import/shb, importDetail). */
export function importRoutes(ctx: AccountContext): RouteDef[] {
  return [
    contractRoute(invitationLogin, (_req, input) => imports.loginByInvitation(ctx, input().token)),
    contractRoute(importDetail, async (req) => imports.importDetail(ctx, await ctx.requireSession(req))),
    contractRoute(invitationSeen, async (req) => {
      await imports.markInvitationSeen(ctx, await ctx.requireSession(req));
      return null;
    }),
  ];
}
