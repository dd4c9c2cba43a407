import { LoanStatus } from '@sme/contract/loan-status';
import * as applications from '@sme/contract/routes/applications';
import { contractRoute } from '#http/contract-route.ts';
import type { RouteDef } from '#http/routing.ts';
import type { AccountContext } from '../accounts/context.ts';
import { certifiedRoute } from '../accounts/routes/certified-route.ts';
import { grantWithApplication, refuseWithoutAuthorisation } from '../accounts/services/authorisation-grant.ts';
import { takeBudget } from '../accounts/services/rate-limiter.ts';
import { submissionsPerCompany } from './domain/application-limits.ts';
import { refuseOffRegionAddress } from './params/region-address-check.ts';
import { applyMethodOf, managerOfCompany } from './services/product-entry-service.ts';
import { myApplicationDetail, myApplications, myNeeds } from './services/query-service.ts';
import { applyForProduct, publishNeed, type SubmissionBudget } from './services/submit-service.ts';
import { transitionApplication } from './services/transition-service.ts';

/**
 * Loan applications and published needs of the session's company (docs/gateway-api.md, "Loan applications"): every
 * call about the company's business needs a certified member (-5004), since anyone can add a company uncertified.
 */
export function applicationRoutes(accounts: AccountContext): RouteDef[] {
  const { db, clock } = accounts;

  const budget: SubmissionBudget = (trx, companyId) =>
    takeBudget(trx, clock.now(), [submissionsPerCompany(companyId, accounts.settings.rateLimitFactor)]);

  return [
    // Public like the product detail: how the product is applied for (our form, a QR image, the institution's page).
    contractRoute(applications.applyMethod, (_req, input) => applyMethodOf(db, input().id)),
    certifiedRoute(accounts, applications.managerDetail, ({ companyId }, input) =>
      managerOfCompany(db, input().id, companyId),
    ),
    contractRoute(applications.productApply, async (req, input) => {
      const session = await accounts.requireCertified(req);
      const params = refuseOffRegionAddress(input());
      const now = clock.now();
      const grant = { ...session, authEndDate: params.authEndDate };
      await refuseWithoutAuthorisation(db, grant, now);
      return applyForProduct(db, session, params, now, budget, (trx, id) => grantWithApplication(trx, grant, id, now));
    }),
    contractRoute(applications.needPublish, async (req, input) => {
      const session = await accounts.requireCertified(req, { faceChecked: true });
      const params = input();
      const now = clock.now();
      const grant = { ...session, authEndDate: params.authEndDate };
      await refuseWithoutAuthorisation(db, grant, now);
      return publishNeed(db, session, params, now, budget, (trx, id) => grantWithApplication(trx, grant, id, now));
    }),
    certifiedRoute(accounts, applications.myApplicationList, ({ companyId }, input) =>
      myApplications(db, companyId, input()),
    ),
    certifiedRoute(accounts, applications.myNeedList, ({ companyId }, input) => myNeeds(db, companyId, input())),
    certifiedRoute(accounts, applications.myApplicationDetail, ({ companyId }, input) =>
      myApplicationDetail(db, companyId, input().id),
    ),
    certifiedRoute(accounts, applications.applicationCancel, ({ userId, companyId }, input) =>
      transitionApplication(db, {
        applicationId: input().id,
        to: LoanStatus.WITHDRAWN,
        actor: 'enterprise',
        actorId: userId,
        companyId,
        now: clock.now(),
      }),
    ),
  ];
}
