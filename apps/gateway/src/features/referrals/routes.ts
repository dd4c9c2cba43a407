import { referralConsent, referralOptions as referralOptionsRoute } from '@sme/contract/routes/referrals';
import { contractRoute } from '#http/contract-route.ts';
import type { RouteDef } from '#http/routing.ts';
import type { AccountContext } from '../accounts/context.ts';
import { grantWithApplication, refuseWithoutAuthorisation } from '../accounts/services/authorisation-grant.ts';
import { takeBudget } from '../accounts/services/rate-limiter.ts';
import { submissionsPerCompany } from '../applications/domain/application-limits.ts';
import { consentToReferral, referralOptions } from './services/referral-service.ts';

/** Referral after a decline (issue 9; docs/gateway-api.md, "Referral after a decline"). */
export function referralRoutes(accounts: AccountContext): RouteDef[] {
  const { db, clock } = accounts;
  return [
    contractRoute(referralOptionsRoute, async (req, input) => {
      const session = await accounts.requireCertified(req);
      const { applicationId } = input();
      return referralOptions(db, session.companyId, applicationId);
    }),
    contractRoute(referralConsent, async (req, input) => {
      const session = await accounts.requireCertified(req);
      const params = input();
      const now = clock.now();
      const grant = { companyId: session.companyId, userId: session.userId, authEndDate: undefined };
      return consentToReferral(db, session, params, now, {
        budget: (trx, companyId) =>
          takeBudget(trx, clock.now(), [submissionsPerCompany(companyId, accounts.settings.rateLimitFactor)]),
        checkAuthorisation: () => refuseWithoutAuthorisation(db, grant, now),
        authorisation: (trx, id) => grantWithApplication(trx, grant, id, now),
      });
    }),
  ];
}
