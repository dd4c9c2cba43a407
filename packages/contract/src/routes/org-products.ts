/**
 * The institution administrator's products and pre-credit (docs/gateway-api.md, "Institution products and
 * pre-credit"): org_admin only. Limits and texts: org-products-texts (no zod, read by the admin's forms).
 */
import { z } from 'zod';
import { GUARANTEE_METHODS, PRODUCT_TYPES, REPAY_METHODS } from '../catalog-codes.ts';
import type { ProductTerms } from './catalog.ts';
import type { PreCreditGrantRecord } from './estimates.ts';
import { CONTROL_CHARACTERS, given, int, MAX_ID, money, oneOf, optional, paging, text } from './input-fields.ts';
import { PRODUCT_LIMITS as L, PRODUCT_MESSAGES as M, PRE_CREDIT_MESSAGES } from './org-products-texts.ts';
import { route } from './route.ts';

/** A product of the institution (/loan/org/product/*); the codes are the wire's comma-separated text. */
export interface OrgProductRecord extends ProductTerms {
  id: number;
  orgId: number;
  productName: string;
  productType: number;
  guaranteeMethod: string;
  repayMethod: string;
  summary: string;
  introduction: string;
  conditions: string;
  materials: string;
  applyUrlType: number;
  applyRedirectUrl: string | null;
  applyCount: number;
  onShelf: boolean;
  createTime: string;
}

export interface OrgProductPageRecord {
  records: OrgProductRecord[];
  total: number;
}

/** One decided grant (a single grant, or a row of an import): what was read, and accepted (with its new id) or refused. */
export interface PreCreditRowRecord {
  line: number;
  uniformCode: string;
  companyName: string | null;
  amount: number | null;
  validFrom: string | null;
  validUntil: string | null;
  accepted: boolean;
  reason: string | null;
  id: number | null;
}

export interface PreCreditImportRecord {
  imported: boolean;
  acceptedCount: number;
  refusedCount: number;
  rows: PreCreditRowRecord[];
}

/** A pre-credit the institution granted, with the company it is for. */
export interface OrgPreCreditRecord extends PreCreditGrantRecord {
  id: number;
  companyName: string;
  uniformCode: string;
  grantedBy: string | null;
}

export interface OrgPreCreditPageRecord {
  records: OrgPreCreditRecord[];
  total: number;
}

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

const productId = given('缺少产品ID（id）', int('产品ID', 1, MAX_ID));

/** POST /loan/org/product/list: the institution's products, on shelf or not, by name. */
export const orgProductList = route<OrgProductPageRecord>()({
  method: 'POST',
  path: '/loan/org/product/list',
  inputIn: 'body',
  input: z.preprocess(
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
  ),
});

/** POST /loan/org/product/create */
export const orgProductCreate = route<OrgProductRecord>()({
  method: 'POST',
  path: '/loan/org/product/create',
  inputIn: 'body',
  input: z.object(productFields).superRefine(crossChecks),
});

/** POST /loan/org/product/update: every field again, with the product's id. */
export const orgProductUpdate = route<OrgProductRecord>()({
  method: 'POST',
  path: '/loan/org/product/update',
  inputIn: 'body',
  input: z.object({ id: productId, ...productFields }).superRefine(crossChecks),
});

/** POST /loan/org/product/remove: takes the product off the shelf; the id in the body or, like the other id calls, in the query. */
export const orgProductRemove = route<OrgProductRecord>()({
  method: 'POST',
  path: '/loan/org/product/remove',
  inputIn: 'body',
  input: z.object({ id: productId }),
});

/**
 * POST /loan/org/precredit/grant: the grant's own fields are checked by the gateway's pre-credit rows, the same
 * rules as every CSV row, so the form and the file can never disagree.
 */
export const preCreditGrant = route<PreCreditRowRecord>()({
  method: 'POST',
  path: '/loan/org/precredit/grant',
  inputIn: 'body',
  input: z.object({
    uniformCode: z.unknown().optional(),
    amount: z.unknown().optional(),
    validFrom: z.unknown().optional(),
    validUntil: z.unknown().optional(),
    remark: z.unknown().optional(),
    productId: optional(int('产品ID', 1, MAX_ID)),
  }),
});

/** POST /loan/org/precredit/import: the CSV text (a file is read by the browser and sent as its text), all or nothing. */
export const preCreditImport = route<PreCreditImportRecord>()({
  method: 'POST',
  path: '/loan/org/precredit/import',
  inputIn: 'body',
  input: z.object({
    csv: z
      .string({ error: PRE_CREDIT_MESSAGES.csvEmpty })
      .refine((value) => value.trim() !== '', { error: PRE_CREDIT_MESSAGES.csvEmpty }),
    productId: optional(int('产品ID', 1, MAX_ID)),
  }),
});

/** POST /loan/org/precredit/list: the limits the institution granted, newest first. */
export const orgPreCreditList = route<OrgPreCreditPageRecord>()({
  method: 'POST',
  path: '/loan/org/precredit/list',
  inputIn: 'body',
  input: z.preprocess((value) => value ?? {}, z.object({ ...paging })),
});
