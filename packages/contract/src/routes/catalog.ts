/** 金融超市: products and institutions (docs/gateway-api.md, "Catalog"). */
import { GUARANTEE_METHODS, INSTITUTION_TYPES, PRODUCT_TYPES } from '../catalog-codes.ts';
import { MAX_ID } from '../fields.ts';
import {
  blanksDropped,
  int,
  jsonObject,
  KEYWORD_MAX,
  keyword,
  money,
  oneOf,
  paging,
  required,
  text,
} from './input-fields.ts';
import { route } from './route.ts';

/** 万元; well above any real loan, below what numeric(14,2) can hold. */
const MAX_AMOUNT = 100_000_000;

/** A product's amounts, rates and terms: null where the product sets no limit. */
export interface ProductTerms {
  /** 万元; null when not limited. */
  minAmount: number | null;
  /** 万元; null when set case by case. */
  maxAmount: number | null;
  /** Annual percent. */
  rateMin: number | null;
  rateMax: number | null;
  /** Months. */
  minPeriod: number | null;
  maxPeriod: number | null;
}

/** A product in the list and the top list (docs/gateway-api.md, "ProductRecord"). */
export interface ProductRecord extends ProductTerms {
  id: number;
  productName: string;
  productType: number;
  orgId: number;
  orgName: string;
  orgLogo: string;
  productLogo: string;
  /** Comma-separated 担保方式 codes, e.g. "4,3". */
  guaranteeMethod: string;
  /** Comma-separated 还款方式 codes. */
  repayMethod: string;
  summary: string;
  applyCount: number;
}

/** What the detail adds to a product: its texts and whether its institution is in service. */
export interface ProductDetailFields {
  introduction: string;
  conditions: string;
  materials: string;
  orgIfNormal: boolean;
}

export type ProductDetailRecord = ProductRecord & ProductDetailFields;

/** A financial institution (docs/gateway-api.md, "InstitutionRecord"). */
export interface InstitutionRecord {
  id: number;
  orgName: string;
  orgType: number;
  logo: string;
  intro: string;
  address: string;
  phone: string;
  ifNormal: boolean;
  productCount: number;
}

/** A paged answer. */
export interface PageRecord<T> {
  records: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

/** The offered products, filtered, top weight first, then newest. */
export const productList = route<PageRecord<ProductRecord>>()({
  method: 'POST',
  path: '/loan/product/pc/list',
  inputIn: 'body',
  input: blanksDropped(
    jsonObject({
      ...paging,
      guaranteeMethod: oneOf('担保方式', GUARANTEE_METHODS).optional(),
      productType: oneOf('产品类型', PRODUCT_TYPES).optional(),
      orgId: int('机构ID', 1, MAX_ID).optional(),
      minAmount: money('最低金额', 0, MAX_AMOUNT).optional(),
      maxAmount: money('最高金额', 0, MAX_AMOUNT).optional(),
      loanPeriod: int('贷款期限', 1, 600).optional(),
      keyword,
    }).refine(
      ({ minAmount, maxAmount }) => minAmount === undefined || maxAmount === undefined || minAmount <= maxAmount,
      { error: '最低金额不能大于最高金额' },
    ),
  ),
});

/** One product with its texts; null when it is removed (下架) or unknown. */
export const productDetail = route<ProductDetailRecord | null>()({
  method: 'POST',
  path: '/loan/product/pc/detail',
  inputIn: 'query',
  input: blanksDropped(jsonObject({ id: required('产品ID', int('产品ID', 1, MAX_ID)) })),
});

export const topProducts = route<ProductRecord[]>()({
  method: 'POST',
  path: '/loan/product/pc/topList',
  inputIn: 'query',
  input: blanksDropped(
    jsonObject({
      size: int('数量', 1, 50).default(6),
      guaranteeMethod: oneOf('担保方式', GUARANTEE_METHODS).optional(),
      productName: text('产品名称', KEYWORD_MAX).optional(),
    }),
  ),
});

export const institutionList = route<PageRecord<InstitutionRecord>>()({
  method: 'POST',
  path: '/org/financial/org/list/front',
  inputIn: 'body',
  input: blanksDropped(
    jsonObject({
      ...paging,
      orgType: oneOf('机构类型', INSTITUTION_TYPES).optional(),
      keyword,
    }),
  ),
});

/** Disabled institutions too (ifNormal false); null when unknown. */
export const institutionDetail = route<InstitutionRecord | null>()({
  method: 'POST',
  path: '/org/financial/org/detail/:id',
  inputIn: 'path',
  input: jsonObject({ id: required('机构ID', int('机构ID', 1, MAX_ID)) }),
});
