import type { Request } from 'express';
import { guardedRoute } from '#http/guarded-route.ts';
import type { RouteDef } from '#http/routing.ts';
import { parseInput } from '#http/validate.ts';
import type { AccountContext } from '../accounts/context.ts';
import { takeBudget } from '../accounts/services/rate-limiter.ts';
import { equityRequestsPerCompany, estimatesPerCompany } from './domain/estimate-limits.ts';
import {
  equityApplyParams,
  productPageParams,
  questionnaireParams,
  uniformCodeParams,
} from './params/estimate-params.ts';
import { creditSummary } from './services/credit-summary-service.ts';
import { applyForEquity } from './services/equity-service.ts';
import {
  type CompanyMember,
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
 * member of the session's company (-5004; docs/decisions/0063-company-business-needs-a-certified-member.md, "Company business").
 */
export function estimateRoutes(accounts: AccountContext): RouteDef[] {
  const { db, clock } = accounts;
  const factor = accounts.settings.rateLimitFactor;

  /** A certified member of the session's company (-5004 otherwise): anyone can add a company uncertified. */
  const companyMember = (req: Request): Promise<CompanyMember> => accounts.requireCertified(req);
  const estimateBudget: EstimateBudget = (trx, companyId) =>
    takeBudget(trx, clock.now(), [estimatesPerCompany(companyId, factor)]);
  const equityBudget: EstimateBudget = (trx, companyId) =>
    takeBudget(trx, clock.now(), [equityRequestsPerCompany(companyId, factor)]);

  return [
    {
      method: 'POST',
      path: '/loan/product/pc/questionnaire/submit',
      handler: async (req) => {
        const owner = await companyMember(req);
        const answers = parseInput(questionnaireParams, req.body);
        return submitQuestionnaire(db, owner, answers, clock.now());
      },
    },
    {
      method: 'POST',
      path: '/loan/product/pc/questionnaire/detail',
      handler: async (req) => questionnaireDetail(db, (await companyMember(req)).companyId),
    },
    {
      method: 'POST',
      path: '/loan/pc/yc/quota',
      handler: async (req) => makeEstimate(db, await companyMember(req), clock.now(), estimateBudget),
    },
    {
      method: 'GET',
      path: '/loan/pc/yc/quota/latest',
      handler: async (req) => latestEstimateOf(db, (await companyMember(req)).companyId),
    },
    {
      method: 'POST',
      path: '/loan/pc/yc/quota/products',
      handler: async (req) => {
        const { companyId } = await companyMember(req);
        return estimateProducts(db, companyId, parseInput(productPageParams, req.body));
      },
    },
    guardedRoute(
      'GET',
      '/loan/pc/ent/grant/credit/portal/precredit/exist',
      accounts.requireCertified,
      async ({ companyId }, req) => {
        const { uniformCode } = parseInput(uniformCodeParams, req.query);
        return preCreditExists(db, companyId, uniformCode, clock.now());
      },
    ),
    guardedRoute(
      'GET',
      '/loan/pc/ent/grant/credit/portal/precredit',
      accounts.requireCertified,
      async ({ companyId }, req) => {
        const { uniformCode } = parseInput(uniformCodeParams, req.query);
        return preCreditList(db, companyId, uniformCode, clock.now());
      },
    ),
    guardedRoute('POST', '/zzzttt/credit/report/result', accounts.requireCertified, ({ companyId }) =>
      creditSummary(db, companyId, clock.now()),
    ),
    guardedRoute('POST', '/loan/pc/equity/apply', accounts.requireCertified, async (session, req) => {
      const params = parseInput(equityApplyParams, req.body);
      return applyForEquity(db, session, params, clock.now(), equityBudget);
    }),
  ];
}
