import { GUARANTEE_METHODS, PRODUCT_TYPES, REPAY_METHODS } from '@sme/contract/catalog-codes';
import { DAY_PATTERN } from '@sme/contract/fields';
import type { orgProductCreate, orgProductList } from '@sme/contract/routes/org-products';
import {
  PRE_CREDIT_IMPORT_MAX_CHARS,
  PRE_CREDIT_REMARK_MAX,
  PRODUCT_LIMITS,
} from '@sme/contract/routes/org-products-texts';
import type { ParsedInput } from '@sme/contract/routes/route';
import { isUniformCode } from '@sme/contract/uniform-code';
import { InvalidArgumentError } from '#errors/invalid-argument-error.ts';
import type { OrgProductFilter, OrgProductInput, PreCreditGrantInput } from '#generated/resolvers-types.ts';
import type { PreCreditGrantBody } from '#upstream/workbench-product-records.ts';
import {
  MAX_KEYWORD_LENGTH,
  type Optional,
  optionalAmount,
  optionalInt,
  optionalPositiveId,
  optionalText,
  type PageArgs,
  paging,
  positiveId,
} from './arguments.ts';

/**
 * Arguments of the institution administrator's products and pre-credit → the gateway's bodies, or
 * InvalidArgumentError. The graph checks shapes and lengths with the gateway's wording; the rules across fields
 * (min ≤ max, a link for the institution's channel, validity days) are the gateway's, whose messages pass through.
 */

/** A non-empty list of distinct codes of the contract's `allowed` list. */
function codes(values: readonly number[], label: string, allowed: readonly number[], argument: string): number[] {
  if (values.length === 0) throw new InvalidArgumentError(`请至少选择一种${label}`, argument);
  for (const value of values) {
    if (!allowed.includes(value)) throw new InvalidArgumentError(`${label}取值无效`, argument);
  }
  if (new Set(values).size !== values.length) throw new InvalidArgumentError(`${label}不能重复`, argument);
  return [...values];
}

function assign<T extends object, K extends keyof T>(body: T, key: K, value: T[K] | undefined): void {
  if (value !== undefined) body[key] = value;
}

export function orgProductBody(input: OrgProductInput): ParsedInput<typeof orgProductCreate> {
  const productName = optionalText(input.productName, '产品名称', PRODUCT_LIMITS.nameMax, 'input.productName');
  if (productName === undefined) throw new InvalidArgumentError('请填写产品名称', 'input.productName');
  const productType = optionalInt(
    input.productType,
    '产品类型',
    Math.min(...PRODUCT_TYPES),
    Math.max(...PRODUCT_TYPES),
    'input.productType',
  );
  if (productType === undefined) throw new InvalidArgumentError('请选择产品类型', 'input.productType');
  const body: ParsedInput<typeof orgProductCreate> = {
    productName,
    productType,
    guaranteeMethod: codes(input.guaranteeMethods, '担保方式', GUARANTEE_METHODS, 'input.guaranteeMethods'),
    repayMethod: codes(input.repayMethods, '还款方式', REPAY_METHODS, 'input.repayMethods'),
    applyUrlType: optionalInt(input.applyUrlType, '申请方式', 1, 3, 'input.applyUrlType') ?? 1,
  };
  assign(body, 'minAmount', optionalAmount(input.minAmount, '最低额度（万元）', 'input.minAmount'));
  assign(body, 'maxAmount', optionalAmount(input.maxAmount, '最高额度（万元）', 'input.maxAmount'));
  assign(body, 'rateMin', optionalAmount(input.rateMin, '最低年利率（%）', 'input.rateMin'));
  assign(body, 'rateMax', optionalAmount(input.rateMax, '最高年利率（%）', 'input.rateMax'));
  assign(
    body,
    'minPeriod',
    optionalInt(input.minPeriod, '最短期限（月）', 1, PRODUCT_LIMITS.periodMax, 'input.minPeriod'),
  );
  assign(
    body,
    'maxPeriod',
    optionalInt(input.maxPeriod, '最长期限（月）', 1, PRODUCT_LIMITS.periodMax, 'input.maxPeriod'),
  );
  assign(body, 'summary', optionalText(input.summary, '产品简介', PRODUCT_LIMITS.summaryMax, 'input.summary'));
  assign(
    body,
    'introduction',
    optionalText(input.introduction, '产品介绍', PRODUCT_LIMITS.longTextMax, 'input.introduction'),
  );
  assign(
    body,
    'conditions',
    optionalText(input.conditions, '申请条件', PRODUCT_LIMITS.longTextMax, 'input.conditions'),
  );
  assign(body, 'materials', optionalText(input.materials, '所需材料', PRODUCT_LIMITS.longTextMax, 'input.materials'));
  assign(
    body,
    'applyRedirectUrl',
    optionalText(input.applyRedirectUrl, '机构申请链接', PRODUCT_LIMITS.redirectUrlMax, 'input.applyRedirectUrl'),
  );
  return body;
}

export function orgProductId(id: string): number {
  return positiveId(id, '产品ID', 'id');
}

export function orgProductListBody(
  filter: Optional<OrgProductFilter>,
  page: Optional<PageArgs>,
): ParsedInput<typeof orgProductList> {
  const body: ParsedInput<typeof orgProductList> = paging(page);
  if (filter?.onShelf !== null && filter?.onShelf !== undefined) body.onShelf = filter.onShelf;
  assign(body, 'keyword', optionalText(filter?.keyword, '关键词', MAX_KEYWORD_LENGTH, 'filter.keyword'));
  return body;
}

function day(value: Optional<string>, label: string, argument: string): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (!DAY_PATTERN.test(text)) throw new InvalidArgumentError(`${label}须为有效日期（YYYY-MM-DD）`, argument);
  return text;
}

export function preCreditGrantBody(input: PreCreditGrantInput): PreCreditGrantBody {
  const uniformCode = input.uniformCode.trim().toUpperCase();
  if (!uniformCode) throw new InvalidArgumentError('请填写统一社会信用代码', 'input.uniformCode');
  if (!isUniformCode(uniformCode)) {
    throw new InvalidArgumentError('统一社会信用代码格式或校验位不正确', 'input.uniformCode');
  }
  const amount = optionalAmount(input.amount, '预授信额度（万元）', 'input.amount');
  if (amount === undefined || amount <= 0) {
    throw new InvalidArgumentError('预授信额度须为大于0的数字（万元，最多2位小数）', 'input.amount');
  }
  const validUntil = day(input.validUntil, '到期日期', 'input.validUntil');
  if (validUntil === undefined) throw new InvalidArgumentError('请填写到期日期', 'input.validUntil');
  const body: PreCreditGrantBody = { uniformCode, amount, validUntil };
  assign(body, 'validFrom', day(input.validFrom, '生效日期', 'input.validFrom'));
  assign(body, 'remark', optionalText(input.remark, '备注', PRE_CREDIT_REMARK_MAX, 'input.remark'));
  assign(body, 'productId', optionalPositiveId(input.productId, '产品ID', 'input.productId'));
  return body;
}

export function preCreditImportBody(csv: string, productId: Optional<string>): { csv: string; productId?: number } {
  if (csv.trim() === '') throw new InvalidArgumentError('导入内容为空，请粘贴或上传 CSV', 'csv');
  if (csv.length > PRE_CREDIT_IMPORT_MAX_CHARS)
    throw new InvalidArgumentError(`导入内容不能超过${PRE_CREDIT_IMPORT_MAX_CHARS}个字符`, 'csv');
  const body: { csv: string; productId?: number } = { csv };
  assign(body, 'productId', optionalPositiveId(productId, '产品ID', 'productId'));
  return body;
}
