import { graphql } from '#gql';

/** The referral fields the progress view shows (schema/referrals.graphql). */
export const ReferralFields = graphql(`
  fragment ReferralFields on Referral {
    id
    applicationId
    productId
    productName
    orgName
    consentText
    consentTime
    status {
      code
      label
    }
  }
`);

/** Referral after a decline: the referral made, or the matching products of other institutions. */
export const ReferralOptionsQuery = graphql(`
  query ReferralOptions($applicationId: ID!) {
    referralOptions(applicationId: $applicationId) {
      applicationId
      referral {
        ...ReferralFields
      }
      options {
        productId
        productName
        productLogo
        orgId
        orgName
        summary
        guaranteeMethods {
          code
          label
        }
        minAmount
        maxAmount
        rateMin
        rateMax
        consentText
      }
    }
  }
`);

/** The one-click consent: answers the referral (the new application's id). */
export const ConsentToReferralMutation = graphql(`
  mutation ConsentToReferral($applicationId: ID!, $productId: ID!) {
    consentToReferral(applicationId: $applicationId, productId: $productId) {
      ...ReferralFields
    }
  }
`);
