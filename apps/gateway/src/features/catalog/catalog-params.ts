import { z } from 'zod';
import { int, money, paging, text } from '../../http/validate.ts';
import { GUARANTEE_METHODS, INSTITUTION_TYPES, PRODUCT_TYPES } from './catalog-codes.ts';

/** Largest value of a PostgreSQL integer id. */
const MAX_ID = 2_147_483_647;
/** 万元; well above any real loan, below what numeric(14,2) can hold. */
const MAX_AMOUNT = 100_000_000;
const KEYWORD_MAX = 50;

/** Blank values ('' or whitespace, null) count as "not given", as form-encoded and query-string clients send them. */
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

function required<S extends z.ZodType>(label: string, schema: S) {
  return z
    .unknown()
    .refine((value): boolean => value !== undefined, { error: `缺少${label}` })
    .pipe(schema);
}

function oneOf(label: string, codes: readonly number[]) {
  return int(label, Math.min(...codes), Math.max(...codes)).refine((code) => codes.includes(code), {
    error: `${label}取值无效`,
  });
}

export const productListParams = z.preprocess(
  dropBlankValues,
  params({
    ...paging,
    guaranteeMethod: oneOf('担保方式', GUARANTEE_METHODS).optional(),
    productType: oneOf('产品类型', PRODUCT_TYPES).optional(),
    orgId: int('机构ID', 1, MAX_ID).optional(),
    minAmount: money('最低金额', 0, MAX_AMOUNT).optional(),
    maxAmount: money('最高金额', 0, MAX_AMOUNT).optional(),
    loanPeriod: int('贷款期限', 1, 600).optional(),
    keyword: text('关键词', KEYWORD_MAX).optional(),
  }).refine(
    ({ minAmount, maxAmount }) => minAmount === undefined || maxAmount === undefined || minAmount <= maxAmount,
    { error: '最低金额不能大于最高金额' },
  ),
);
export type ProductListParams = z.output<typeof productListParams>;

export const productDetailParams = z.preprocess(
  dropBlankValues,
  params({ id: required('产品ID', int('产品ID', 1, MAX_ID)) }),
);

export const topListParams = z.preprocess(
  dropBlankValues,
  params({
    size: int('数量', 1, 50).default(6),
    guaranteeMethod: oneOf('担保方式', GUARANTEE_METHODS).optional(),
    productName: text('产品名称', KEYWORD_MAX).optional(),
  }),
);
export type TopListParams = z.output<typeof topListParams>;

export const institutionListParams = z.preprocess(
  dropBlankValues,
  params({
    ...paging,
    orgType: oneOf('机构类型', INSTITUTION_TYPES).optional(),
    keyword: text('关键词', KEYWORD_MAX).optional(),
  }),
);
export type InstitutionListParams = z.output<typeof institutionListParams>;

export const institutionDetailParams = params({ id: required('机构ID', int('机构ID', 1, MAX_ID)) });
