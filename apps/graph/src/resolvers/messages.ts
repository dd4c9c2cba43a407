import { InvalidArgumentError } from '../errors/invalid-argument-error.ts';
import type { MessageResolvers, MutationResolvers, QueryResolvers } from '../generated/resolvers-types.ts';
import { paging, positiveId } from '../validation/arguments.ts';

/** At most this many ids in one markMessagesRead (the gateway's limit). */
const MAX_READ_IDS = 100;

/** The portal's message centre (schema/messages.graphql). */
export const messagesQuery: QueryResolvers = {
  messages: (_parent, { page }, { gateway }) => gateway.messages(paging(page)),
  unreadMessageCount: async (_parent, _args, { gateway }) => (await gateway.unreadMessageCount()).count,
};

export const messagesMutation: MutationResolvers = {
  markMessagesRead: async (_parent, { ids, all }, { gateway }) => {
    if (all === true) {
      const answer = await gateway.markMessagesRead({ all: true });
      return { updated: answer.updated, unreadCount: answer.unread };
    }
    if (!ids || ids.length === 0) throw new InvalidArgumentError('请指定要标记为已读的消息，或选择全部已读', 'ids');
    if (ids.length > MAX_READ_IDS) throw new InvalidArgumentError(`一次最多标记${MAX_READ_IDS}条消息`, 'ids');
    const answer = await gateway.markMessagesRead({ ids: ids.map((id) => positiveId(id, '消息ID', 'ids')) });
    return { updated: answer.updated, unreadCount: answer.unread };
  },
};

export const messageFields: MessageResolvers = {
  id: (message) => String(message.id),
  applicationId: (message) => (message.applicationId === null ? null : String(message.applicationId)),
  createdAt: (message) => message.createTime,
};
