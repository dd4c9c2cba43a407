import { policyMatchDetail, policyMatchList } from '@sme/contract/routes/policy-match';
import type { PolicyMatchResolvers, QueryResolvers } from '#generated/resolvers-types.ts';
import { positiveId } from '#validation/arguments.ts';

/** Issue 22, slice policies (schema/policy-match.graphql): one gateway call per field. */
export const policyMatchQuery: QueryResolvers = {
  policyMatches: async (_parent, _args, { gateway }) => (await gateway.send(policyMatchList)).records,
  policyMatch: (_parent, { policyId }, { gateway }) =>
    gateway.send(policyMatchDetail, { policyId: positiveId(policyId, '政策编号', 'policyId') }),
};

export const policyMatchFields: PolicyMatchResolvers = {
  policyId: (match) => String(match.policyId),
};
