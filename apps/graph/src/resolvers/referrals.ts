import { referralConsent, referralOptions } from '@sme/contract/routes/referrals';
import type {
  MutationResolvers,
  QueryResolvers,
  ReferralOptionResolvers,
  ReferralOptionsResolvers,
  ReferralResolvers,
} from '#generated/resolvers-types.ts';
import { guaranteeMethods } from '#lookups/lists.ts';
import { loanStatusInfo } from '#lookups/loan-statuses.ts';
import { lookupsFromCodes } from '#lookups/lookup.ts';
import { positiveId } from '#validation/arguments.ts';

/** Referral after a decline (schema/referrals.graphql). */
export const referralsQuery: QueryResolvers = {
  referralOptions: (_parent, { applicationId }, { gateway }) =>
    gateway.send(referralOptions, { applicationId: positiveId(applicationId, '申请ID', 'applicationId') }),
};

export const referralsMutation: MutationResolvers = {
  consentToReferral: (_parent, { applicationId, productId }, { gateway }) =>
    gateway.send(referralConsent, {
      applicationId: positiveId(applicationId, '申请ID', 'applicationId'),
      productId: positiveId(productId, '产品ID', 'productId'),
    }),
};

export const referralOptionsFields: ReferralOptionsResolvers = {
  applicationId: (record) => String(record.applicationId),
};

export const referralOptionFields: ReferralOptionResolvers = {
  productId: (option) => String(option.productId),
  orgId: (option) => String(option.orgId),
  guaranteeMethods: (option) => lookupsFromCodes(guaranteeMethods, option.guaranteeMethod),
};

export const referralFields: ReferralResolvers = {
  id: (referral) => String(referral.id),
  originalApplicationId: (referral) => String(referral.originalApplicationId),
  applicationId: (referral) => String(referral.applicationId),
  status: (referral) => loanStatusInfo(referral.loanStatus),
  productId: (referral) => String(referral.productId),
};
