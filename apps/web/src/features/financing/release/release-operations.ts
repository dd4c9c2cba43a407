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

/**
 * Spec §7 /loan/pc/apply: publishes a financing need. The status has all the fields the lists show, so that its answer
 * does not replace the cached status with fewer (scripts/apollo-cache).
 */
export const PublishNeedMutation = graphql(`
  mutation PublishNeed($input: FinancingNeedInput!) {
    publishNeed(input: $input) {
      id
      status {
        code
        label
        step
        failure
        errorStyle
      }
    }
  }
`);
