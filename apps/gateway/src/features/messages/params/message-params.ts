import { z } from 'zod';
import { int, paging } from '../../../http/validate.ts';

const MAX_ID = 2_147_483_647;
export const MAX_READ_IDS = 100;

const object = <Shape extends z.ZodRawShape>(shape: Shape) => z.object(shape, { error: '请求参数必须是 JSON 对象' });

/** POST /user/message/list: body `{ pageNum?, pageSize? }`. */
export const messageListParams = z.preprocess((value) => value ?? {}, object({ ...paging }));

/** POST /user/message/read: body `{ ids }` or `{ all: true }`. */
export const messageReadParams = z.preprocess(
  (value) => value ?? {},
  object({
    ids: z
      .array(int('消息ID', 1, MAX_ID), { error: '消息ID列表格式不正确' })
      .max(MAX_READ_IDS, { error: `一次最多标记${MAX_READ_IDS}条消息` })
      .optional(),
    all: z.boolean({ error: 'all 必须是布尔值' }).optional(),
  }).refine((value) => value.all === true || (value.ids !== undefined && value.ids.length > 0), {
    error: '请指定要标记为已读的消息，或选择全部已读',
  }),
);
