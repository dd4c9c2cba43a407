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
      }
    }
  }
`);

export const SendThreadMessageMutation = graphql(`
  mutation SendThreadMessage($applicationId: ID!, $body: String!) {
    sendThreadMessage(applicationId: $applicationId, body: $body) {
      smsSent
      message {
        id
      }
    }
  }
`);
