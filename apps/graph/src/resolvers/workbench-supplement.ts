import {
  orgSupplementDecline,
  orgSupplementList,
  orgSupplementRequest,
  pcSupplementAnswer,
  pcSupplementList,
} from '@sme/contract/routes/desk-supplement';
import { orgApplicationDetail } from '@sme/contract/routes/org-queue';
import type {
  LoanApplicationEventResolvers,
  MutationResolvers,
  OrgApplicationResolvers,
  QueryResolvers,
  SupplementResolvers,
} from '#generated/resolvers-types.ts';
import { applicationIdArg } from '#validation/arguments.ts';
import {
  supplementAnswerBody,
  supplementDeclineBody,
  supplementRequestBody,
} from '#validation/supplement-arguments.ts';

/** 补充材料 (schema/workbench-supplement.graphql): staff calls with the staff session, the portal's with the enterprise's. */
export const supplementQuery: QueryResolvers = {
  orgSupplements: (_parent, { id }, { workbench }) => workbench.send(orgSupplementList, { id: applicationIdArg(id) }),
  loanSupplements: (_parent, { id }, { gateway }) => gateway.send(pcSupplementList, { id: applicationIdArg(id) }),
};

export const supplementMutation: MutationResolvers = {
  requestSupplement: (_parent, { input }, { workbench }) =>
    workbench.send(orgSupplementRequest, supplementRequestBody(input)),
  declineForMissingMaterials: async (_parent, { id, failureReason }, { workbench }) => {
    const declined = await workbench.send(orgSupplementDecline, supplementDeclineBody(id, failureReason));
    return workbench.send(orgApplicationDetail, { id: declined.id });
  },
  answerSupplement: (_parent, { input }, { gateway }) => gateway.send(pcSupplementAnswer, supplementAnswerBody(input)),
};

export const supplementFields: SupplementResolvers = {
  id: (round) => String(round.id),
  applicationId: (round) => String(round.applicationId),
};

export const orgApplicationSupplementFields: Pick<OrgApplicationResolvers, 'supplementAnswered'> = {
  supplementAnswered: (record) => record.supplementAnswered === true,
};

/** A timeline step's kind: a status change unless the gateway names a 补充材料 round's step. */
export const loanApplicationEventSupplementFields: Pick<LoanApplicationEventResolvers, 'kind'> = {
  kind: (event) => event.kind ?? 'status',
};
