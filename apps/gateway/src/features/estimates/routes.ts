import type { Request } from 'express';
import { GatewayCode } from '../../contract/gateway-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import type { RouteDef } from '../../http/routing.ts';
import { parseInput } from '../../http/validate.ts';
import type { AccountContext } from '../accounts/context.ts';
import { actingCompanyId } from '../accounts/services/acting-company.ts';
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
 * "Estimates, pre-credit and equity"). The estimate needs a logged-in member of a company (spec §6 does not list
 * /oneClickRate); pre-credit, the credit summary and equity requests need a certified company.
 */
export function estimateRoutes(accounts: AccountContext): RouteDef[] {
  const { db, clock } = accounts;
  const factor = accounts.settings.rateLimitFactor;

  /** The session's account and the company it acts for while still a member; null company when it has none. */
  async function member(req: Request): Promise<{ userId: number; companyId: number | null }> {
    const session = await accounts.requireSession(req);
    return { userId: session.userId, companyId: await actingCompanyId(accounts, session) };
  }
  async function companyMember(req: Request): Promise<CompanyMember> {
    const { userId, companyId } = await member(req);
    if (companyId === null) throw new ApiError(GatewayCode.CERTIFICATION_REQUIRED, '请先添加企业');
    return { userId, companyId };
  }
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
      handler: async (req) => questionnaireDetail(db, (await member(req)).companyId),
    },
    {
      method: 'POST',
      path: '/loan/pc/yc/quota',
      handler: async (req) => makeEstimate(db, await companyMember(req), clock.now(), estimateBudget),
    },
    {
      method: 'GET',
      path: '/loan/pc/yc/quota/latest',
      handler: async (req) => latestEstimateOf(db, (await member(req)).companyId),
    },
    {
      method: 'POST',
      path: '/loan/pc/yc/quota/products',
      handler: async (req) => {
        const { companyId } = await member(req);
        return estimateProducts(db, companyId, parseInput(productPageParams, req.body));
      },
    },
    {
      method: 'GET',
      path: '/loan/pc/ent/grant/credit/portal/precredit/exist',
      handler: async (req) => {
        const { companyId } = await accounts.requireCertified(req);
        const { uniformCode } = parseInput(uniformCodeParams, req.query);
        return preCreditExists(db, companyId, uniformCode, clock.now());
      },
    },
    {
      method: 'GET',
      path: '/loan/pc/ent/grant/credit/portal/precredit',
      handler: async (req) => {
        const { companyId } = await accounts.requireCertified(req);
        const { uniformCode } = parseInput(uniformCodeParams, req.query);
        return preCreditList(db, companyId, uniformCode, clock.now());
      },
    },
    {
      method: 'POST',
      path: '/zzzttt/credit/report/result',
      handler: async (req) => {
        const { companyId } = await accounts.requireCertified(req);
        return creditSummary(db, companyId, clock.now());
      },
    },
    {
      method: 'POST',
      path: '/loan/pc/equity/apply',
      handler: async (req) => {
        const session = await accounts.requireCertified(req);
        const params = parseInput(equityApplyParams, req.body);
        return applyForEquity(db, session, params, clock.now(), equityBudget);
      },
    },
  ];
}
