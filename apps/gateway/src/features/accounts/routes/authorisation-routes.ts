import type { RouteDef } from '#http/routing.ts';
import { parseInput } from '#http/validate.ts';
import type { AccountContext } from '../context.ts';
import { cancelAuthorisationParams, ledgerPageParams } from '../params/authorisation-params.ts';
import { cancelDataAuthorisation, dataAuthorisationState } from '../services/authorisation-service.ts';
import { authorisationLedger } from '../services/ledger-service.ts';

/**
 * `/user/user/v1/auth/cancel`: the legal representative revokes the enterprise data authorisation (spec §1); and
 * ours, `/user/user/v1/auth/current`: what the revocation page shows first, and `/user/user/v1/auth/ledger`: the
 * company's grants, revocations and institutions' accesses.
 */
export function authorisationRoutes(ctx: AccountContext): RouteDef[] {
  return [
    {
      method: 'GET',
      path: '/user/user/v1/auth/current',
      handler: async (req) => dataAuthorisationState(ctx, await ctx.requireSession(req)),
    },
    {
      method: 'POST',
      path: '/user/user/v1/auth/cancel',
      handler: async (req) => {
        const session = await ctx.requireCertified(req);
        return cancelDataAuthorisation(ctx, session, parseInput(cancelAuthorisationParams, req.body));
      },
    },
    {
      method: 'POST',
      path: '/user/user/v1/auth/ledger',
      handler: async (req) => {
        const session = await ctx.requireCertified(req);
        return authorisationLedger(ctx, session, parseInput(ledgerPageParams, req.body));
      },
    },
  ];
}
