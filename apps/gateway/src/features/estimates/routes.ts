import * as estimates from '@sme/contract/routes/estimates';
import { contractRoute } from '#http/contract-route.ts';
import type { RouteDef } from '#http/routing.ts';
import type { AccountContext } from '../accounts/context.ts';
import { takeBudget } from '../accounts/services/rate-limiter.ts';
import { equityRequestsPerCompany, estimatesPerCompany } from './domain/estimate-limits.ts';
import { creditSummary } from './services/credit-summary-service.ts';
import { applyForEquity } from './services/equity-service.ts';
import {
  type EstimateBudget,
  estimateProducts,
  latestEstimateOf,
  makeEstimate,
  questionnaireDetail,
  submitQuestionnaire,
} from './services/estimate-service.ts';
import { preCreditExists, preCreditList } from './services/pre-credit-service.ts';

/**
 * The one-click estimate, pre-credit limits, the credit summary and equity requests (docs/gateway-api.md,
 * "Estimates, pre-credit and equity"). Every call reads or changes the company's business, so each needs a certified
 * member of the session's company (-5004; docs/decisions/0063-company-business-needs-a-certified-member.md, "Company
 * business"): anyone can add a company uncertified.
 */
export function estimateRoutes(accounts: AccountContext): RouteDef[] {
  const { db, clock } = accounts;
  const factor = accounts.settings.rateLimitFactor;
  const member = accounts.requireCertified;
  const estimateBudget: EstimateBudget = (trx, companyId) =>
    takeBudget(trx, clock.now(), [estimatesPerCompany(companyId, factor)]);
  const equityBudget: EstimateBudget = (trx, companyId) =>
    takeBudget(trx, clock.now(), [equityRequestsPerCompany(companyId, factor)]);

  return [
    contractRoute(estimates.questionnaireSubmit, async (req, input) =>
      submitQuestionnaire(db, await member(req), input(), clock.now()),
    ),
    contractRoute(estimates.questionnaireDetail, async (req) => questionnaireDetail(db, (await member(req)).companyId)),
    contractRoute(estimates.quotaEstimate, async (req) =>
      makeEstimate(db, await member(req), clock.now(), estimateBudget),
    ),
    contractRoute(estimates.latestQuotaEstimate, async (req) => latestEstimateOf(db, (await member(req)).companyId)),
    contractRoute(estimates.quotaProducts, async (req, input) =>
      estimateProducts(db, (await member(req)).companyId, input()),
    ),
    contractRoute(estimates.preCreditExists, async (req, input) =>
      preCreditExists(db, (await member(req)).companyId, input().uniformCode, clock.now()),
    ),
    contractRoute(estimates.preCreditList, async (req, input) =>
      preCreditList(db, (await member(req)).companyId, input().uniformCode, clock.now()),
    ),
    contractRoute(estimates.creditSummary, async (req) =>
      creditSummary(db, (await member(req)).companyId, clock.now()),
    ),
    contractRoute(estimates.equityApply, async (req, input) =>
      applyForEquity(db, await member(req), input(), clock.now(), equityBudget),
    ),
  ];
}
