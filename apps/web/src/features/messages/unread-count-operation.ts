import { graphql } from '#gql';

/**
 * The header badge's count: loaded with the header, so kept to this one field and apart from the message centre's
 * documents (message-operations.ts), which load with the centre.
 */
export const UnreadMessageCountQuery = graphql(`
  query UnreadMessageCount {
    unreadMessageCount
  }
`);
