import { graphql } from '#gql';

/** The 补充材料 rounds of an application (issue 20, slice supplement). */
export const LoanSupplementsQuery = graphql(`
  query LoanSupplements($id: ID!) {
    loanSupplements(id: $id) {
      id
      round
      content
      replyBy
      askedAt
      orgName
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
`);

export const AnswerSupplementMutation = graphql(`
  mutation AnswerSupplement($input: SupplementAnswerInput!) {
    answerSupplement(input: $input) {
      id
      state
    }
  }
`);
