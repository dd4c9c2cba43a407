import { graphql } from '#gql';

/** The application's thread with the institution (issue 20): reading it marks the institution's messages read. */
export const ApplicationThreadQuery = graphql(`
  query ApplicationThread($applicationId: ID!) {
    applicationThread(applicationId: $applicationId) {
      applicationId
      institutionName
      manager {
        name
        mobile
      }
      messages {
        id
        side
        authorName
        body
        createdAt
        read
        files {
          path
          name
          kind
          size
          uploadTime
        }
      }
    }
  }
`);

export const SendThreadMessageMutation = graphql(`
  mutation SendThreadMessage($applicationId: ID!, $body: String!, $filePaths: [String!]) {
    sendThreadMessage(applicationId: $applicationId, body: $body, filePaths: $filePaths) {
      smsSent
      message {
        id
      }
    }
  }
`);
