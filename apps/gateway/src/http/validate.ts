import { NOT_AN_OBJECT } from '@sme/contract/routes/input-fields';
import { z } from 'zod';
import { ApiError } from './api-error.ts';

z.config(z.locales.zhCN());

export {
  CONTROL_CHARACTERS,
  filledText,
  given,
  int,
  jsonObject,
  MAX_ID,
  money,
  NOT_AN_OBJECT,
  optional,
  paging,
  text,
} from '@sme/contract/routes/input-fields';

/**
 * The one way input is parsed: body, query or path parameters against a zod schema. Input that is not an object is
 * refused; otherwise the first problem becomes a BAD_PARAMS envelope with a Chinese message — the schema's own
 * sentence where it has one (all of ours do), zod's generic text prefixed with the parameter's name otherwise.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const value = input ?? {};
  if (typeof value !== 'object' || Array.isArray(value)) throw ApiError.badParams(NOT_AN_OBJECT);
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  if (!issue) throw ApiError.badParams('参数错误');
  const own = issue.code === 'custom' || OWN_MESSAGE.test(issue.message);
  const where = !own && issue.path.length ? `参数 ${issue.path.join('.')}：` : '';
  throw ApiError.badParams(`${where}${issue.message}`);
}

/** Our messages are complete Chinese sentences; zod's own zh-CN texts (无效输入：…, 数值过大：…) need the name. */
const OWN_MESSAGE = /^(?!无效|数值过|出现未知|.* 中的键|.* 中包含无效)/;
