import { graphql } from '#gql';

/** The institution's thread with the enterprise (issue 20): reading it marks the enterprise's messages read. */
export const OrgApplicationThreadQuery = graphql(`
  query OrgApplicationThread($applicationId: ID!) {
    orgApplicationThread(applicationId: $applicationId) {
      applicationId
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
        }
      }
    }
  }
`);

export const SendOrgThreadMessageMutation = graphql(`
  mutation SendOrgThreadMessage($applicationId: ID!, $body: String!, $filePaths: [String!]) {
    sendOrgThreadMessage(applicationId: $applicationId, body: $body, filePaths: $filePaths) {
      smsSent
      message {
        id
      }
    }
  }
`);
