import { userInfo } from '@sme/contract/routes/accounts';
import * as estimates from '@sme/contract/routes/estimates';
import { tallyApplications } from '#format/application-tally.ts';
import type {
  CreditSummaryResolvers,
  EquityApplicationResultResolvers,
  MutationResolvers,
  PreCreditResolvers,
  QueryResolvers,
  QuotaEstimateResolvers,
} from '#generated/resolvers-types.ts';
import { companyStages } from '#lookups/estimate-lists.ts';
import { optionalPositiveId, optionalText, paging } from '#validation/arguments.ts';

/** The one-click estimate, pre-credit limits, the credit summary and equity requests (schema/estimates.graphql). */
export const estimatesQuery: QueryResolvers = {
  quotaQuestionnaire: (_parent, _args, { gateway }) => gateway.send(estimates.questionnaireDetail),
  latestQuotaEstimate: (_parent, _args, { gateway }) => gateway.send(estimates.latestQuotaEstimate),
  quotaProducts: (_parent, { page }, { gateway }) => gateway.send(estimates.quotaProducts, paging(page)),
  preCredit: async (_parent, { uniformCode }, { gateway }) => {
    const code =
      optionalText(uniformCode, '统一社会信用代码', 18, 'uniformCode') ?? (await gateway.send(userInfo)).uniformCode;
    const [exists, limits] = await Promise.all([
      gateway.send(estimates.preCreditExists, { uniformCode: code }),
      gateway.send(estimates.preCreditList, { uniformCode: code }),
    ]);
    return { exists, limits };
  },
  creditSummary: (_parent, _args, { gateway }) => gateway.send(estimates.creditSummary),
  equityCompanyStages: () => [...companyStages],
};

export const estimatesMutation: MutationResolvers = {
  estimateQuota: async (_parent, { answers }, { gateway }) => {
    await gateway.send(estimates.questionnaireSubmit, answers);
    return gateway.send(estimates.quotaEstimate);
  },
  applyForEquity: (_parent, { input }, { gateway }) => {
    const { investorId, remark, ...rest } = input;
    const orgId = optionalPositiveId(investorId, '投资机构编号', 'input.investorId');
    return gateway.send(estimates.equityApply, {
      ...rest,
      ...(orgId === undefined ? {} : { orgId }),
      ...(remark ? { remark } : {}),
    });
  },
};

export const quotaEstimateFields: QuotaEstimateResolvers = {
  id: (estimate) => String(estimate.id),
};

export const preCreditFields: PreCreditResolvers = {
  id: (limit) => String(limit.id),
  institutionId: (limit) => String(limit.orgId),
  institutionName: (limit) => limit.orgName,
  productId: (limit) => (limit.productId === null ? null : String(limit.productId)),
  status: (limit) => ({ code: limit.status, label: limit.statusLabel }),
};

export const creditSummaryFields: CreditSummaryResolvers = {
  applications: (summary) => tallyApplications(summary.applications.byStatus),
  needs: (summary) => tallyApplications(summary.needs.byStatus),
  preCreditInForceCount: (summary) => summary.preCredit.inForceCount,
  preCreditInForceAmount: (summary) => summary.preCredit.inForceAmount,
  authorisationInForce: (summary) => summary.authorisation.inForce,
  authorisationUntil: (summary) => summary.authorisation.until,
};

export const equityApplicationResultFields: EquityApplicationResultResolvers = {
  id: (result) => String(result.id),
};
