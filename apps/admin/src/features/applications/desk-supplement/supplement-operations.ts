import { graphql } from '#gql';

/** The rounds of 补充材料 of an application; opening them clears the queue's 有补件. */
export const OrgSupplementsQuery = graphql(`
  query OrgSupplements($id: ID!) {
    orgSupplements(id: $id) {
      canRequest
      declinable
      restricted
      rounds {
        id
        round
        content
        replyBy
        askedAt
        askedBy
        state
        overdue
        answerText
        answeredAt
        files {
          path
          name
          size
          uploadTime
        }
      }
    }
  }
`);

export const RequestSupplementMutation = graphql(`
  mutation RequestSupplement($input: SupplementRequestInput!) {
    requestSupplement(input: $input) {
      canRequest
    }
  }
`);

export const DeclineForMissingMaterialsMutation = graphql(`
  mutation DeclineForMissingMaterials($id: ID!) {
    declineForMissingMaterials(id: $id) {
      id
    }
  }
`);
