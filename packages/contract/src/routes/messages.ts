/** The message centre's calls (docs/gateway-api.md, "Messages"). */
import { z } from 'zod';
import { MAX_ID } from '../fields.ts';
import { int, jsonObject, orEmpty, paging } from './input-fields.ts';
import { route, routeWithoutInput } from './route.ts';

export const MAX_READ_IDS = 100;

/** One item of the message list. */
export interface MessageRecord {
  id: number;
  applicationId: number | null;
  title: string;
  body: string;
  createTime: string;
  readTime: string | null;
  read: boolean;
}

export interface MessagePageRecord {
  records: MessageRecord[];
  total: number;
  pageNum: number;
  pageSize: number;
}

export interface MessagesReadRecord {
  updated: number;
  unread: number;
}

export const MESSAGE_READ_MESSAGES = {
  nothing: '请指定要标记为已读的消息，或选择全部已读',
  tooMany: `一次最多标记${MAX_READ_IDS}条消息`,
} as const;

/** The session's company's messages, newest first (none without a current company). */
export const messageList = route<MessagePageRecord>()({
  method: 'POST',
  path: '/user/message/list',
  inputIn: 'body',
  input: orEmpty(jsonObject({ ...paging })),
});

/** The company's unread count (the portal header's badge). */
export const messageUnread = routeWithoutInput<{ count: number }>()('GET', '/user/message/unread');

/** Marks the company's messages read: those of `ids`, or all. */
export const messageRead = route<MessagesReadRecord>()({
  method: 'POST',
  path: '/user/message/read',
  inputIn: 'body',
  input: orEmpty(
    jsonObject({
      ids: z
        .array(int('消息ID', 1, MAX_ID), { error: '消息ID列表格式不正确' })
        .max(MAX_READ_IDS, { error: MESSAGE_READ_MESSAGES.tooMany })
        .optional(),
      all: z.boolean({ error: 'all 必须是布尔值' }).optional(),
    }).refine((value) => value.all === true || (value.ids !== undefined && value.ids.length > 0), {
      error: MESSAGE_READ_MESSAGES.nothing,
    }),
  ),
});
