import { LoanStatus } from '@sme/contract/loan-status';
import { guardedRoute } from '#http/guarded-route.ts';
import type { RouteDef } from '#http/routing.ts';
import { parseInput } from '#http/validate.ts';
import type { AccountContext } from '../accounts/context.ts';
import { grantWithApplication, refuseWithoutAuthorisation } from '../accounts/services/authorisation-grant.ts';
import { takeBudget } from '../accounts/services/rate-limiter.ts';
import { submissionsPerCompany } from './domain/application-limits.ts';
import {
  applicationIdParams,
  managerIdParams,
  myListParams,
  needPublishParams,
  productApplyParams,
  productIdParams,
} from './params/application-params.ts';
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
    {
      // Public like the product detail: how the product is applied for (our form, a QR image, the institution's page).
      method: 'POST',
      path: '/loan/product/pc/getApplyMethod',
      handler: (req) => applyMethodOf(db, parseInput(productIdParams, req.query).id),
    },
    guardedRoute('POST', '/org/financial/user/detail/:id', accounts.requireCertified, ({ companyId }, req) =>
      managerOfCompany(db, parseInput(managerIdParams, req.params).id, companyId),
    ),
    guardedRoute('POST', '/loan/product/pc/apply', accounts.requireCertified, async (session, req) => {
      const params = parseInput(productApplyParams, req.body);
      const now = clock.now();
      const grant = { ...session, authEndDate: params.authEndDate };
      await refuseWithoutAuthorisation(db, grant, now);
      return applyForProduct(db, session, params, now, budget, (trx, id) => grantWithApplication(trx, grant, id, now));
    }),
    {
      method: 'POST',
      path: '/loan/pc/apply',
      handler: async (req) => {
        const session = await accounts.requireCertified(req, { faceChecked: true });
        const params = parseInput(needPublishParams, req.body);
        const now = clock.now();
        const grant = { ...session, authEndDate: params.authEndDate };
        await refuseWithoutAuthorisation(db, grant, now);
        return publishNeed(db, session, params, now, budget, (trx, id) => grantWithApplication(trx, grant, id, now));
      },
    },
    guardedRoute('POST', '/loan/pc/myList', accounts.requireCertified, ({ companyId }, req) =>
      myApplications(db, companyId, parseInput(myListParams, req.body)),
    ),
    guardedRoute('POST', '/loan/pc/request/myList', accounts.requireCertified, ({ companyId }, req) =>
      myNeeds(db, companyId, parseInput(myListParams, req.body)),
    ),
    guardedRoute('POST', '/loan/pc/myDetail', accounts.requireCertified, async ({ companyId }, req) => {
      const { id } = parseInput(applicationIdParams, req.query);
      return myApplicationDetail(db, companyId, id);
    }),
    guardedRoute('POST', '/loan/pc/cancel', accounts.requireCertified, async ({ userId, companyId }, req) => {
      const { id } = parseInput(applicationIdParams, req.query);
      return transitionApplication(db, {
        applicationId: id,
        to: LoanStatus.WITHDRAWN,
        actor: 'enterprise',
        actorId: userId,
        companyId,
        now: clock.now(),
      });
    }),
  ];
}
