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

export const subsidyClaimFields: SubsidyClaimResolvers = {
  id: (claim) => String(claim.id),
  programmeId: (claim) => String(claim.programmeId),
  statusName: (claim) => SUBSIDY_STATUS_NAMES[claim.status],
  createdAt: (claim) => claim.createTime,
  updatedAt: (claim) => claim.updateTime,
};

export const subsidyClaimRowFields: SubsidyClaimRowResolvers = {
  id: (row) => String(row.id),
  applicationId: (row) => String(row.applicationId),
  statusName: (row) => SUBSIDY_STATUS_NAMES[row.status],
  createdAt: (row) => row.createTime,
  updatedAt: (row) => row.updateTime,
};
