import {
  govSubsidyApprove,
  govSubsidyDetail,
  govSubsidyFigures,
  govSubsidyList,
  govSubsidyReturn,
  pcSubsidyClaim,
  pcSubsidyDetail,
  pcSubsidyList,
  pcSubsidyPrefill,
  pcSubsidyResubmit,
  SUBSIDY_STATUS_NAMES,
  type SubsidyClaimRecord,
  type SubsidyClaimRowRecord,
} from '@sme/contract/routes/subsidy-claims';
import type {
  MutationResolvers,
  QueryResolvers,
  SubsidyClaimResolvers,
  SubsidyClaimRowResolvers,
  SubsidyLoanResolvers,
} from '#generated/resolvers-types.ts';
import { paging, positiveId } from '#validation/arguments.ts';
import {
  claimId,
  figuresYear,
  newClaim,
  resubmission,
  returnReason,
  reviewFilter,
} from '#validation/subsidy-arguments.ts';

/** Issue 22, slice subsidy (schema/subsidy-claims.graphql): one gateway call per field. */
export const subsidyQuery: QueryResolvers = {
  subsidyPrefill: (_parent, { applicationId }, { gateway }) =>
    gateway.send(pcSubsidyPrefill, { applicationId: positiveId(applicationId, '申请ID', 'applicationId') }),
  mySubsidyClaims: (_parent, args, { gateway }) => gateway.send(pcSubsidyList, paging(args)),
  subsidyClaim: (_parent, { id }, { gateway }) => gateway.send(pcSubsidyDetail, { id: claimId(id) }),
  govSubsidyClaims: (_parent, args, { workbench }) => workbench.send(govSubsidyList, reviewFilter(args)),
  govSubsidyClaim: (_parent, { id }, { workbench }) => workbench.send(govSubsidyDetail, { id: claimId(id) }),
  govSubsidyFigures: (_parent, { year }, { workbench }) => workbench.send(govSubsidyFigures, figuresYear(year)),
};

export const subsidyMutation: MutationResolvers = {
  fileSubsidyClaim: (_parent, args, { gateway }) => gateway.send(pcSubsidyClaim, newClaim(args)),
  resubmitSubsidyClaim: (_parent, args, { gateway }) => gateway.send(pcSubsidyResubmit, resubmission(args)),
  approveSubsidyClaim: (_parent, { id }, { workbench }) => workbench.send(govSubsidyApprove, { id: claimId(id) }),
  returnSubsidyClaim: (_parent, args, { workbench }) => workbench.send(govSubsidyReturn, returnReason(args)),
};

export const subsidyLoanFields: SubsidyLoanResolvers = {
  applicationId: (loan) => String(loan.applicationId),
  institutionName: (loan) => loan.orgName,
};

type ClaimOrRow = SubsidyClaimRecord | SubsidyClaimRowRecord;

/** The fields a claim and a row of the claims' lists answer alike: its id, its status's name and its times. */
const claimFieldsOfBoth = {
  id: (claim: ClaimOrRow) => String(claim.id),
  statusName: (claim: ClaimOrRow) => SUBSIDY_STATUS_NAMES[claim.status],
  createdAt: (claim: ClaimOrRow) => claim.createTime,
  updatedAt: (claim: ClaimOrRow) => claim.updateTime,
};

export const subsidyClaimFields: SubsidyClaimResolvers = {
  ...claimFieldsOfBoth,
  programmeId: (claim) => String(claim.programmeId),
};

export const subsidyClaimRowFields: SubsidyClaimRowResolvers = {
  ...claimFieldsOfBoth,
  applicationId: (row) => String(row.applicationId),
};
