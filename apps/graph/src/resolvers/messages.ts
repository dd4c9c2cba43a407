import {
  MAX_READ_IDS,
  MESSAGE_READ_MESSAGES,
  messageList,
  messageRead,
  messageUnread,
} from '@sme/contract/routes/messages';
import { InvalidArgumentError } from '#errors/invalid-argument-error.ts';
import type { MessageResolvers, MutationResolvers, QueryResolvers } from '#generated/resolvers-types.ts';
import { paging, positiveId } from '#validation/arguments.ts';

/** The portal's message centre (schema/messages.graphql). */
export const messagesQuery: QueryResolvers = {
  messages: (_parent, { page }, { gateway }) => gateway.send(messageList, paging(page)),
  unreadMessageCount: async (_parent, _args, { gateway }) => (await gateway.send(messageUnread)).count,
};

export const messagesMutation: MutationResolvers = {
  markMessagesRead: async (_parent, { ids, all }, { gateway }) => {
    if (all === true) {
      const answer = await gateway.send(messageRead, { all: true });
      return { updated: answer.updated, unreadCount: answer.unread };
    }
    if (!ids || ids.length === 0) throw new InvalidArgumentError(MESSAGE_READ_MESSAGES.nothing, 'ids');
    if (ids.length > MAX_READ_IDS) throw new InvalidArgumentError(MESSAGE_READ_MESSAGES.tooMany, 'ids');
    const answer = await gateway.send(messageRead, { ids: ids.map((id) => positiveId(id, '消息ID', 'ids')) });
    return { updated: answer.updated, unreadCount: answer.unread };
  },
};

export const messageFields: MessageResolvers = {
  id: (message) => String(message.id),
  applicationId: (message) => (message.applicationId === null ? null : String(message.applicationId)),
  createdAt: (message) => message.createTime,
};
