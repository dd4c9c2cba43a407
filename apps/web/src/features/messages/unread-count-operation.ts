import { graphql } from '#gql';

/**
 * The header badge's count: loaded with the header, so kept to these fields and apart from the message centre's
 * documents (message-operations.ts), which load with the centre. The badge adds the institutions' unread thread
 * messages (issue 20) to the centre's unread notices.
 */
export const UnreadMessageCountQuery = graphql(`
  query UnreadMessageCount {
    unreadMessageCount
    unreadThreads {
      count
    }
  }
`);

/** The applications with unread thread messages, listed at the top of the message centre. */
export const UnreadThreadsQuery = graphql(`
  query UnreadThreads {
    unreadThreads {
      count
      applications {
        applicationId
        unread
        source
        productName
        institutionName
      }
    }
  }
`);
