import { protocolDetail, protocolRead, protocols } from '@sme/contract/routes/protocols';
import { contractRoute } from '#http/contract-route.ts';
import type { RouteDef } from '#http/routing.ts';
import type { AccountContext } from '../context.ts';
import * as agreements from '../services/protocol-service.ts';

/** Agreements (spec §7 protocols): the list, one with its HTML, and the read record. */
export function protocolRoutes(ctx: AccountContext): RouteDef[] {
  return [
    contractRoute(protocols, () => agreements.protocolEntries(ctx)),
    contractRoute(protocolDetail, (_req, input) => agreements.protocolDetail(ctx, input().id)),
    contractRoute(protocolRead, async (req, input) => {
      const session = await ctx.requireSession(req);
      await agreements.saveReadRecord(ctx, session, input());
      return null;
    }),
  ];
}
