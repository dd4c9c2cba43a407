import {
  GUARANTEE_METHODS as GUARANTEE_METHOD_CODES,
  GUARANTEE_METHOD_NAMES,
  namedCodes,
  PRODUCT_TYPES as PRODUCT_TYPE_CODES,
  PRODUCT_TYPE_NAMES,
  REPAY_METHODS as REPAY_METHOD_CODES,
  REPAY_METHOD_NAMES,
} from '@sme/contract/catalog-codes';
import { PRODUCT_LIMITS } from '@sme/contract/routes/org-products-texts';
/**
 * 产品管理's form (labels as the graph's spec §3 lookups): the values as typed, their check with the gateway's rules (docs/gateway-api.md, "Institution
 * products and pre-credit") and the mutation's input. Whatever the gateway still refuses shows its message.
 */
import type { OrgProductInput } from '#gql/graphql.ts';
import { formatAmount, formatWan } from '#shared/format/format.ts';

export const PRODUCT_TYPES = namedCodes(PRODUCT_TYPE_CODES, PRODUCT_TYPE_NAMES);
export const GUARANTEE_METHODS = namedCodes(GUARANTEE_METHOD_CODES, GUARANTEE_METHOD_NAMES);
export const REPAY_METHODS = namedCodes(REPAY_METHOD_CODES, REPAY_METHOD_NAMES);

export const APPLY_METHODS = [
  { code: 1, label: '平台在线申请' },
  { code: 3, label: '跳转机构网页' },
] as const;

export interface ProductValues {
  productName: string;
  productType: string;
  guaranteeMethods: number[];
  repayMethods: number[];
  minAmount: string;
  maxAmount: string;
  rateMin: string;
  rateMax: string;
  minPeriod: string;
  maxPeriod: string;
  summary: string;
  introduction: string;
  conditions: string;
  materials: string;
  applyUrlType: string;
  applyRedirectUrl: string;
}

export const EMPTY_PRODUCT: ProductValues = {
  productName: '',
  productType: '1',
  guaranteeMethods: [],
  repayMethods: [],
  minAmount: '',
  maxAmount: '',
  rateMin: '',
  rateMax: '',
  minPeriod: '',
  maxPeriod: '',
  summary: '',
  introduction: '',
  conditions: '',
  materials: '',
  applyUrlType: '1',
  applyRedirectUrl: '',
};

/** A product as the list answers it, for the edit form. */
export interface ProductRecordLike {
  productName: string;
  productType: number;
  guaranteeMethods: number[];
  repayMethods: number[];
  minAmount?: number | null;
  maxAmount?: number | null;
  rateMin?: number | null;
  rateMax?: number | null;
  minPeriod?: number | null;
  maxPeriod?: number | null;
  summary: string;
  introduction: string;
  conditions: string;
  materials: string;
  applyUrlType: number;
  applyRedirectUrl?: string | null;
}

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

export function valuesOf(record: ProductRecordLike): ProductValues {
  return {
    productName: record.productName,
    productType: String(record.productType),
    guaranteeMethods: [...record.guaranteeMethods],
    repayMethods: [...record.repayMethods],
    minAmount: text(record.minAmount),
    maxAmount: text(record.maxAmount),
    rateMin: text(record.rateMin),
    rateMax: text(record.rateMax),
    minPeriod: text(record.minPeriod),
    maxPeriod: text(record.maxPeriod),
    summary: record.summary,
    introduction: record.introduction,
    conditions: record.conditions,
    materials: record.materials,
    // A seeded QR-image product (2) is edited as the platform's form unless a link is given.
    applyUrlType: record.applyUrlType === 3 ? '3' : '1',
    applyRedirectUrl: record.applyUrlType === 3 ? (record.applyRedirectUrl ?? '') : '',
  };
}

export type ProductErrors = Partial<Record<keyof ProductValues, string>>;
/** The mutation's input as the schema's OrgProductInput names it, every field set. */
export type ProductCheck = { ok: true; input: Required<OrgProductInput> } | { ok: false; errors: ProductErrors };

const DECIMAL = /^\d+(\.\d{1,2})?$/;
const WHOLE = /^\d+$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what it must find.
const CONTROL = /[\u0000-\u001f\u007f<>]/;

function decimal(value: string, label: string, min: number, max: number): { value: number | null; error?: string } {
  const typed = value.trim();
  if (!typed) return { value: null };
  if (!DECIMAL.test(typed)) return { value: null, error: `${label}须为数字，最多保留2位小数` };
  const number = Number(typed);
  if (number < min) return { value: null, error: `${label}不能小于${min}` };
  if (number > max) return { value: null, error: `${label}不能大于${max}` };
  return { value: number };
}

function whole(value: string, label: string): { value: number | null; error?: string } {
  const typed = value.trim();
  if (!typed) return { value: null };
  if (!WHOLE.test(typed)) return { value: null, error: `${label}须为整数` };
  const number = Number(typed);
  if (number < 1) return { value: null, error: `${label}不能小于1` };
  if (number > PRODUCT_LIMITS.periodMax) return { value: null, error: `${label}不能大于${PRODUCT_LIMITS.periodMax}` };
  return { value: number };
}

/** Checks the form with the gateway's rules; answers the input or an error per field. */
export function checkProduct(values: ProductValues): ProductCheck {
  const errors: ProductErrors = {};
  const name = values.productName.trim();
  if (!name) errors.productName = '请填写产品名称';
  else if ([...name].length < PRODUCT_LIMITS.nameMin || [...name].length > PRODUCT_LIMITS.nameMax) {
    errors.productName = `产品名称须为${PRODUCT_LIMITS.nameMin}-${PRODUCT_LIMITS.nameMax}个字符`;
  } else if (CONTROL.test(name)) errors.productName = '产品名称含有不允许的字符';
  const productType = Number(values.productType);
  if (!PRODUCT_TYPES.some((type) => type.code === productType)) errors.productType = '请选择产品类型';
  if (values.guaranteeMethods.length === 0) errors.guaranteeMethods = '请至少选择一种担保方式';
  if (values.repayMethods.length === 0) errors.repayMethods = '请至少选择一种还款方式';

  const minAmount = decimal(values.minAmount, '最低额度', 0, PRODUCT_LIMITS.amountMax);
  const maxAmount = decimal(values.maxAmount, '最高额度', 0.01, PRODUCT_LIMITS.amountMax);
  if (minAmount.error) errors.minAmount = minAmount.error;
  if (maxAmount.error) errors.maxAmount = maxAmount.error;
  if (!errors.minAmount && !errors.maxAmount && minAmount.value !== null && maxAmount.value !== null) {
    if (minAmount.value > maxAmount.value) errors.minAmount = '最低额度不能大于最高额度';
  }
  const rateMin = decimal(values.rateMin, '最低年利率', PRODUCT_LIMITS.rateMin, PRODUCT_LIMITS.rateMax);
  const rateMax = decimal(values.rateMax, '最高年利率', PRODUCT_LIMITS.rateMin, PRODUCT_LIMITS.rateMax);
  if (rateMin.error) errors.rateMin = rateMin.error;
  if (rateMax.error) errors.rateMax = rateMax.error;
  if (!errors.rateMin && !errors.rateMax && rateMin.value !== null && rateMax.value !== null) {
    if (rateMin.value > rateMax.value) errors.rateMin = '最低年利率不能大于最高年利率';
  }
  const minPeriod = whole(values.minPeriod, '最短期限');
  const maxPeriod = whole(values.maxPeriod, '最长期限');
  if (minPeriod.error) errors.minPeriod = minPeriod.error;
  if (maxPeriod.error) errors.maxPeriod = maxPeriod.error;
  if (!errors.minPeriod && !errors.maxPeriod && minPeriod.value !== null && maxPeriod.value !== null) {
    if (minPeriod.value > maxPeriod.value) errors.minPeriod = '最短期限不能大于最长期限';
  }
  if ([...values.summary.trim()].length > PRODUCT_LIMITS.summaryMax) {
    errors.summary = `产品简介不能超过${PRODUCT_LIMITS.summaryMax}个字符`;
  }
  for (const [field, label] of [
    ['introduction', '产品介绍'],
    ['conditions', '申请条件'],
    ['materials', '所需材料'],
  ] as const) {
    if ([...values[field].trim()].length > PRODUCT_LIMITS.longTextMax) {
      errors[field] = `${label}不能超过${PRODUCT_LIMITS.longTextMax}个字符`;
    }
  }
  const applyUrlType = values.applyUrlType === '3' ? 3 : 1;
  const url = values.applyRedirectUrl.trim();
  if (applyUrlType === 3) {
    if (!/^https?:\/\/\S+$/i.test(url) || !URL.canParse(url)) {
      errors.applyRedirectUrl = '机构申请链接须为 http:// 或 https:// 开头的有效网址';
    } else if (url.length > PRODUCT_LIMITS.redirectUrlMax)
      errors.applyRedirectUrl = `机构申请链接不能超过${PRODUCT_LIMITS.redirectUrlMax}个字符`;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    input: {
      productName: name,
      productType,
      guaranteeMethods: [...values.guaranteeMethods].sort((a, b) => a - b),
      repayMethods: [...values.repayMethods].sort((a, b) => a - b),
      minAmount: minAmount.value,
      maxAmount: maxAmount.value,
      rateMin: rateMin.value,
      rateMax: rateMax.value,
      minPeriod: minPeriod.value,
      maxPeriod: maxPeriod.value,
      summary: values.summary.trim(),
      introduction: values.introduction.trim(),
      conditions: values.conditions.trim(),
      materials: values.materials.trim(),
      applyUrlType,
      applyRedirectUrl: applyUrlType === 3 ? url : null,
    },
  };
}

/** A code list's labels joined for the table ("信用、保证"). */
export function labelsOf(list: readonly { code: number; label: string }[], codes: readonly number[]): string {
  return codes.map((code) => list.find((entry) => entry.code === code)?.label ?? String(code)).join('、');
}

/** "10.00-300.00万元", "最高300.00万元", "100.00万元起", "面议". */
export function amountRange(min: number | null | undefined, max: number | null | undefined): string {
  if (min != null && max != null) return `${formatWan(min)}-${formatWan(max)}万元`;
  if (max != null) return `最高${formatAmount(max)}`;
  if (min != null) return `${formatAmount(min)}起`;
  return '面议';
}
