import { z } from 'zod';
import { CONTROL_CHARACTERS, int } from '#http/validate.ts';

/** Longest search term: longer than any registered name needs. */
export const TERM_MAX = 50;
/** Deepest page: a name search is narrowed by typing, and a deep page costs as much as every page before it. */
export const PAGE_NUM_MAX = 100;
/** The portal pages by 10, and by 99 when it re-checks a name (spec §7, §9). */
export const PAGE_SIZE_MAX = 99;

export const REGISTRY_MESSAGES = {
  termRequired: '请输入企业名称',
  termNotText: '企业名称必须是文本',
  termTooLong: `企业名称不能超过${TERM_MAX}个字符`,
  termBadCharacters: '企业名称含有不允许的字符',
  tooFrequent: '企业查询过于频繁，请稍后再试',
} as const;

/**
 * The search term as registered names write it: spaces dropped (names have none) and half-width brackets made
 * full-width (示例科技（广州）有限公司), so a typed "(广州)" still finds it.
 */
export function normalizeSearchTerm(text: string): string {
  return text.replace(/\s+/g, '').replace(/\(/g, '（').replace(/\)/g, '）');
}

const entName = z.preprocess(
  (value) => (typeof value === 'string' ? normalizeSearchTerm(value) || undefined : value === null ? undefined : value),
  z
    .string({
      error: (issue) => (issue.input === undefined ? REGISTRY_MESSAGES.termRequired : REGISTRY_MESSAGES.termNotText),
    })
    .refine((value) => Array.from(value).length <= TERM_MAX, { error: REGISTRY_MESSAGES.termTooLong })
    .refine((value) => !CONTROL_CHARACTERS.test(value), { error: REGISTRY_MESSAGES.termBadCharacters }),
);

/** GET /data/gzData/yuexiu/query/base: entName (required), pageNum (1-100, default 1), pageSize (1-99, default 10). */
export const registrySearchParams = z.object(
  {
    entName,
    pageNum: int('页码', 1, PAGE_NUM_MAX).default(1),
    pageSize: int('每页条数', 1, PAGE_SIZE_MAX).default(10),
  },
  { error: '请求参数必须是 JSON 对象' },
);
export type RegistrySearchParams = z.output<typeof registrySearchParams>;
