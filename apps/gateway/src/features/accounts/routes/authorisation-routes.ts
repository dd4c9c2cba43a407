import { guardedRoute } from '#http/guarded-route.ts';
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
    guardedRoute('GET', '/user/user/v1/auth/current', ctx.requireSession, (session) =>
      dataAuthorisationState(ctx, session),
    ),
    guardedRoute('POST', '/user/user/v1/auth/cancel', ctx.requireCertified, (session, req) =>
      cancelDataAuthorisation(ctx, session, parseInput(cancelAuthorisationParams, req.body)),
    ),
    guardedRoute('POST', '/user/user/v1/auth/ledger', ctx.requireCertified, (session, req) =>
      authorisationLedger(ctx, session, parseInput(ledgerPageParams, req.body)),
    ),
  ];
}
