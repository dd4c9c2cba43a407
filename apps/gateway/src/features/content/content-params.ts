import { z } from 'zod';
import { int, paging, text } from '../../http/validate.ts';

/** Largest value of a PostgreSQL integer id. */
const MAX_ID = 2_147_483_647;
const KEYWORD_MAX = 50;
const DEPARTMENT_MAX = 50;
const DISTRICT_MAX = 20;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Blank values ('' or whitespace, null) count as "not given", as form-encoded and loose JSON clients send them. */
function dropBlankValues(input: unknown): unknown {
  if (input === undefined || input === null) return {};
  if (typeof input !== 'object' || Array.isArray(input)) return input;
  return Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== null && !(typeof value === 'string' && value.trim() === '')),
  );
}

function params<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object(shape, { error: '请求参数必须是 JSON 对象' });
}

/** True when the text names a day of the calendar (2025-02-30 does not). */
function isCalendarDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A calendar day written YYYY-MM-DD. */
function day(label: string) {
  return z
    .string({ error: `${label}必须是文本，格式为 YYYY-MM-DD` })
    .trim()
    .refine((value) => DAY.test(value), { error: `${label}格式应为 YYYY-MM-DD` })
    .refine(isCalendarDay, { error: `${label}不是有效的日期` });
}

function id(label: string) {
  return z
    .unknown()
    .refine((value): boolean => value !== undefined, { error: `缺少${label}` })
    .pipe(int(label, 1, MAX_ID));
}

/** policy/queryPage: paging, words of the title, summary or 发文字号, one department, a publication date range. */
export const policyPageParams = z.preprocess(
  dropBlankValues,
  params({
    ...paging,
    keyword: text('关键词', KEYWORD_MAX).optional(),
    department: text('发布部门', DEPARTMENT_MAX).optional(),
    publishDateFrom: day('发布日期起').optional(),
    publishDateTo: day('发布日期止').optional(),
  }).refine(
    ({ publishDateFrom, publishDateTo }) =>
      publishDateFrom === undefined || publishDateTo === undefined || publishDateFrom <= publishDateTo,
    { error: '发布日期起不能晚于发布日期止' },
  ),
);
export type PolicyPageParams = z.output<typeof policyPageParams>;

/** policy/queryDetail: the id in the path; a policyId in the form, when sent, must name the same policy. */
export const policyDetailParams = z
  .object({
    path: params({ policyId: id('政策ID') }),
    form: z.preprocess(dropBlankValues, params({ policyId: int('政策ID', 1, MAX_ID).optional() })),
  })
  .refine(({ path, form }) => form.policyId === undefined || form.policyId === path.policyId, {
    error: '表单中的政策ID与路径中的不一致',
  })
  .transform(({ path }) => path.policyId);

/** Article lists: paging only. */
export const articlePageParams = z.preprocess(dropBlankValues, params({ ...paging }));
export type ArticlePageParams = z.output<typeof articlePageParams>;

/** The regional finance list: paging and, optionally, one district. */
export const regionalPageParams = z.preprocess(
  dropBlankValues,
  params({ ...paging, district: text('区域', DISTRICT_MAX).optional() }),
);
export type RegionalPageParams = z.output<typeof regionalPageParams>;

/** An article's id in the path. */
export const articleDetailParams = params({ id: id('文章ID') }).transform(({ id }) => id);
