import { graphql } from '#gql';

/** The option lists of the release form. */
export const ReleaseLookupsQuery = graphql(`
  query ReleaseLookups {
    lookups {
      guaranteeMethods {
        code
        label
      }
      loanPurposes {
        code
        label
      }
    }
  }
`);

/** Spec §7 /loan/pc/apply: publishes a financing need (its status whole: loan-status.ts). */
export const PublishNeedMutation = graphql(`
  mutation PublishNeed($input: FinancingNeedInput!) {
    publishNeed(input: $input) {
      id
      status {
        ...LoanStatusFields
      }
    }
  }
`);
