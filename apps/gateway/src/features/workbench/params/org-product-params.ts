import { GUARANTEE_METHODS, PRODUCT_TYPES, REPAY_METHODS } from '@sme/contract/catalog-codes';
import { z } from 'zod';
import { CONTROL_CHARACTERS, given, int, MAX_ID, money, optional, paging, text } from '#http/validate.ts';
import { PRODUCT_LIMITS as L, PRODUCT_MESSAGES as M } from '../domain/org-product-rules.ts';

/** A list of codes: a JSON array of numbers, or the wire's comma-separated text ("1,3"). */
function codeList(label: string, codes: readonly number[]) {
  const message = `${label}须从列表中选择（${codes.join('、')}）`;
  return z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((part) => part.trim())
            .filter((part) => part !== '')
            .map((part) => (/^\d+$/.test(part) ? Number(part) : part))
        : value,
    z
      .array(z.number({ error: message }).int({ error: message }), { error: message })
      .min(1, { error: `请至少选择一种${label}` })
      .max(codes.length, { error: message })
      .refine((list) => list.every((code) => codes.includes(code)), { error: message })
      .refine((list) => new Set(list).size === list.length, { error: `${label}不能重复` }),
  );
}

function oneOf(label: string, codes: readonly number[]) {
  return int(label, Math.min(...codes), Math.max(...codes)).refine((code) => codes.includes(code), {
    error: `${label}取值无效`,
  });
}

const productName = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() : value),
  z
    .string({ error: M.nameRequired })
    .min(1, { error: M.nameRequired })
    .min(L.nameMin, { error: M.nameLength })
    .max(L.nameMax, { error: M.nameLength })
    .refine((value) => !CONTROL_CHARACTERS.test(value) && !/[<>]/.test(value), { error: M.nameCharacters }),
);

const redirectUrl = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() : value),
  z
    .string({ error: M.redirectUrl })
    .max(L.redirectUrlMax, { error: M.redirectUrlTooLong })
    .refine((value) => /^https?:\/\/[^\s]+$/i.test(value) && URL.canParse(value), { error: M.redirectUrl }),
);

/** The fields of a product an institution edits (create and update take all of them: the form sends the whole). */
const productFields = {
  productName: productName,
  productType: given(M.typeRequired, oneOf('产品类型', PRODUCT_TYPES)),
  guaranteeMethod: given(M.guaranteeRequired, codeList('担保方式', GUARANTEE_METHODS)),
  repayMethod: given(M.repayRequired, codeList('还款方式', REPAY_METHODS)),
  minAmount: optional(money('最低额度（万元）', 0, L.amountMax)),
  maxAmount: optional(money('最高额度（万元）', 0.01, L.amountMax)),
  rateMin: optional(money('最低年利率（%）', L.rateMin, L.rateMax)),
  rateMax: optional(money('最高年利率（%）', L.rateMin, L.rateMax)),
  minPeriod: optional(int('最短期限（月）', 1, L.periodMax)),
  maxPeriod: optional(int('最长期限（月）', 1, L.periodMax)),
  summary: optional(text('产品简介', L.summaryMax)),
  introduction: optional(text('产品介绍', L.longTextMax)),
  conditions: optional(text('申请条件', L.longTextMax)),
  materials: optional(text('所需材料', L.longTextMax)),
  applyUrlType: optional(oneOf('申请方式', [1, 3])).default(1),
  applyRedirectUrl: optional(redirectUrl),
};

type ProductShape = {
  minAmount?: number | undefined;
  maxAmount?: number | undefined;
  rateMin?: number | undefined;
  rateMax?: number | undefined;
  minPeriod?: number | undefined;
  maxPeriod?: number | undefined;
  applyUrlType: number;
  applyRedirectUrl?: string | undefined;
};

/** The checks across fields: each range low ≤ high, a link for the institution's own channel and none for our form. */
function crossChecks<T extends ProductShape>(value: T, ctx: z.RefinementCtx): void {
  const issue = (message: string, path: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
  if (value.minAmount !== undefined && value.maxAmount !== undefined && value.minAmount > value.maxAmount) {
    issue(M.amountOrder, 'minAmount');
  }
  if (value.rateMin !== undefined && value.rateMax !== undefined && value.rateMin > value.rateMax) {
    issue(M.rateOrder, 'rateMin');
  }
  if (value.minPeriod !== undefined && value.maxPeriod !== undefined && value.minPeriod > value.maxPeriod) {
    issue(M.periodOrder, 'minPeriod');
  }
  if (value.applyUrlType === 1 && value.applyRedirectUrl !== undefined) issue(M.formHasNoUrl, 'applyRedirectUrl');
  if (value.applyUrlType !== 1 && value.applyRedirectUrl === undefined) issue(M.redirectUrl, 'applyRedirectUrl');
}

/** POST /loan/org/product/create */
export const productCreateParams = z.object(productFields).superRefine(crossChecks);
export type ProductInput = z.output<typeof productCreateParams>;

/** POST /loan/org/product/update */
export const productUpdateParams = z
  .object({ id: given('缺少产品ID（id）', int('产品ID', 1, MAX_ID)), ...productFields })
  .superRefine(crossChecks);
export type ProductUpdateInput = z.output<typeof productUpdateParams>;

/** POST /loan/org/product/remove — body or query { id } */
export const productIdParams = z.object({ id: given('缺少产品ID（id）', int('产品ID', 1, MAX_ID)) });

/** POST /loan/org/product/list */
export const productListParams = z.preprocess(
  (value) => value ?? {},
  z.object({
    ...paging,
    onShelf: optional(
      z.preprocess(
        (value) => (value === 'true' ? true : value === 'false' ? false : value),
        z.boolean({ error: '上架筛选（onShelf）须为 true 或 false' }),
      ),
    ),
    keyword: optional(text('关键词', 50)),
  }),
);
export type OrgProductListParams = z.output<typeof productListParams>;
