import { graphql } from '#gql';

/** A page of the session company's messages, newest first (消息中心). */
export const MessagesQuery = graphql(`
  query Messages($page: PageInput) {
    messages(page: $page) {
      total
      pageNum
      pageSize
      records {
        id
        applicationId
        title
        body
        createdAt
        read
      }
    }
  }
`);

export const MarkMessagesReadMutation = graphql(`
  mutation MarkMessagesRead($ids: [ID!], $all: Boolean) {
    markMessagesRead(ids: $ids, all: $all) {
      updated
      unreadCount
    }
  }
`);
