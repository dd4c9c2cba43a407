import { userInfo } from '@sme/contract/routes/accounts';
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
  quotaQuestionnaire: (_parent, _args, { gateway }) => gateway.quotaQuestionnaire(),
  latestQuotaEstimate: (_parent, _args, { gateway }) => gateway.latestQuotaEstimate(),
  quotaProducts: (_parent, { page }, { gateway }) => gateway.quotaProducts(paging(page)),
  preCredit: async (_parent, { uniformCode }, { gateway }) => {
    const code =
      optionalText(uniformCode, '统一社会信用代码', 18, 'uniformCode') ?? (await gateway.send(userInfo)).uniformCode;
    const [exists, limits] = await Promise.all([gateway.preCreditExists(code), gateway.preCredits(code)]);
    return { exists, limits };
  },
  creditSummary: (_parent, _args, { gateway }) => gateway.creditSummary(),
  equityCompanyStages: () => [...companyStages],
};

export const estimatesMutation: MutationResolvers = {
  estimateQuota: async (_parent, { answers }, { gateway }) => {
    await gateway.submitQuotaQuestionnaire(answers);
    return gateway.estimateQuota();
  },
  applyForEquity: (_parent, { input }, { gateway }) => {
    const { investorId, remark, ...rest } = input;
    const orgId = optionalPositiveId(investorId, '投资机构编号', 'input.investorId');
    return gateway.applyForEquity({
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
