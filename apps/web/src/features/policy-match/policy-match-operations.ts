import { graphql } from '#gql';

export const PolicyMatchFields = graphql(`
  fragment PolicyMatchFields on PolicyMatch {
    policyId
    title
    department
    publishDate
    verdict
    conditions {
      kind
      label
      result
      note
    }
  }
`);

export const PolicyMatchesQuery = graphql(`
  query PolicyMatches {
    policyMatches {
      ...PolicyMatchFields
    }
  }
`);

export const PolicyMatchQuery = graphql(`
  query PolicyMatch($policyId: ID!) {
    policyMatch(policyId: $policyId) {
      match {
        ...PolicyMatchFields
      }
    }
  }
`);
