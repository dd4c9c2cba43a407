import { GUARANTEE_METHODS } from '@sme/contract/catalog-codes';
import { z } from 'zod';
import { int, MAX_ID, paging } from '#http/validate.ts';

/** Largest value of a PostgreSQL integer id. */
/** Related products asked for at once (otherList size), and ids a caller may exclude. */
const MAX_RELATED = 20;
const MAX_EXCLUDED = 50;
/** How many products queryChoice shows with each class. */
const MAX_PREVIEW = 10;

/** Zone keys and industry codes: lowercase words joined by hyphens (migration 0016's CHECK). */
const KEY_PATTERN = /^[a-z][a-z0-9-]{1,31}$/;

/** Blank values ('' or whitespace, null) count as "not given", as query-string clients send them. */
function dropBlankValues(input: unknown): unknown {
  if (input === undefined || input === null) return {};
  if (typeof input !== 'object' || Array.isArray(input)) return input;
  return Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== null && !(typeof value === 'string' && value.trim() === '')),
  );
}

function params<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.preprocess(dropBlankValues, z.object(shape, { error: '请求参数必须是 JSON 对象' }));
}

/** A zone key or industry code: required, of the key pattern (anything else cannot name one). */
function keyField(label: string) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? `缺少${label}` : `${label}必须是文本`) })
    .trim()
    .regex(KEY_PATTERN, { error: `${label}格式不正确` });
}

/** Comma-separated positive ids ("12,15"), or a JSON array of them; at most `max`, duplicates dropped. */
function idList(label: string, max: number) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? value.split(/[,，\s]+/).filter(Boolean) : value),
    z
      .array(int(label, 1, MAX_ID), { error: `${label}必须是以逗号分隔的产品ID` })
      .max(max, { error: `${label}最多${max}个` })
      .transform((ids) => [...new Set(ids)]),
  );
}

/** Paging of the zone lists: from the query string (GET lists, specialList) or the body (economy area). */
export const zonePageParams = params({ ...paging });
export type ZonePageParams = z.output<typeof zonePageParams>;

export const specialListParams = params({ key: keyField('专区标识'), ...paging });
export type SpecialListParams = z.output<typeof specialListParams>;

export const industryDetailParams = params({ industry: keyField('行业'), ...paging });
export type IndustryDetailParams = z.output<typeof industryDetailParams>;

export const queryChoiceParams = params({ size: int('每类展示数量', 0, MAX_PREVIEW).default(3) });
export type QueryChoiceParams = z.output<typeof queryChoiceParams>;

const classId = int('产品类别ID', 1, MAX_ID);

export const classDetailParams = params({
  id: z
    .unknown()
    .refine((value): boolean => value !== undefined, { error: '缺少产品类别ID' })
    .pipe(classId),
  guaranteeMethod: idList('担保方式', GUARANTEE_METHODS.length)
    .refine((codes) => codes.every((code) => (GUARANTEE_METHODS as readonly number[]).includes(code)), {
      error: '担保方式取值无效',
    })
    .optional(),
  ...paging,
});
export type ClassDetailParams = z.output<typeof classDetailParams>;

export const otherListParams = params({
  productIdList: idList('产品ID列表', MAX_EXCLUDED).default([]),
  size: int('数量', 1, MAX_RELATED).default(4),
});
export type OtherListParams = z.output<typeof otherListParams>;
