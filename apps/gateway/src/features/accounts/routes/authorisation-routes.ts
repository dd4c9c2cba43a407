import { authorisationCancel, authorisationLedger, authorisationState } from '@sme/contract/routes/authorisation';
import { contractRoute } from '#http/contract-route.ts';
import type { RouteDef } from '#http/routing.ts';
import type { AccountContext } from '../context.ts';
import { cancelDataAuthorisation, dataAuthorisationState } from '../services/authorisation-service.ts';
import { companyLedger } from '../services/ledger-service.ts';

/**
 * `/user/user/v1/auth/cancel`: the legal representative revokes the enterprise data authorisation (spec §1); and
 * ours, `/user/user/v1/auth/current`: what the revocation page shows first, and `/user/user/v1/auth/ledger`: the
 * company's grants, revocations and institutions' accesses.
 */
export function authorisationRoutes(ctx: AccountContext): RouteDef[] {
  return [
    contractRoute(authorisationState, async (req) => dataAuthorisationState(ctx, await ctx.requireSession(req))),
    contractRoute(authorisationCancel, async (req, input) =>
      cancelDataAuthorisation(ctx, await ctx.requireCertified(req), input()),
    ),
    contractRoute(authorisationLedger, async (req, input) =>
      companyLedger(ctx, await ctx.requireCertified(req), input()),
    ),
  ];
}
