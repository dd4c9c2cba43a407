import { graphql } from '#gql';

export const DataAuthorisationStateFields = graphql(`
  fragment DataAuthorisationStateFields on DataAuthorisationState {
    hasCompany
    companyName
    ifCertification
    hasCheckedFace
    mayRevoke
    authorisations {
      id
      grantedAt
      authEndDate
    }
    lastRevocation {
      revokedAt
      reason
      documentPaths
    }
  }
`);

/** The session company's data authorisation, for /cancelAuthorization. */
export const DataAuthorisationQuery = graphql(`
  query DataAuthorisation {
    dataAuthorisation {
      ...DataAuthorisationStateFields
    }
  }
`);

/** Spec §7 v1/auth/cancel: revokes what is in force; answers the state afterwards. */
export const CancelDataAuthorisationMutation = graphql(`
  mutation CancelDataAuthorisation($reason: String!, $documentPaths: [String!]!) {
    cancelDataAuthorisation(reason: $reason, documentPaths: $documentPaths) {
      revoked
      state {
        ...DataAuthorisationStateFields
      }
    }
  }
`);
