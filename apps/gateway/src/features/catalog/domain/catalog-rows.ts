import type { InstitutionRecord, ProductDetailRecord, ProductRecord } from '@sme/contract/routes/catalog';
import { logoUrl } from './logo-urls.ts';
import { joinCodes, toNumberOrNull } from './sql-values.ts';

export type { InstitutionRecord, ProductRecord };
export type ProductDetail = ProductDetailRecord;

/** The lending terms of a product row: guarantee and repayment codes, amount, rate and period ranges. */
export interface ProductTermsRow {
  guarantee_methods: number[];
  repay_methods: number[];
  min_amount: string | null;
  max_amount: string | null;
  rate_min: string | null;
  rate_max: string | null;
  min_period: number | null;
  max_period: number | null;
}

/** The lending terms as the calls answer them: codes comma-joined, numeric columns as numbers. */
export function toProductTerms(row: ProductTermsRow) {
  return {
    guaranteeMethod: joinCodes(row.guarantee_methods),
    repayMethod: joinCodes(row.repay_methods),
    minAmount: toNumberOrNull(row.min_amount),
    maxAmount: toNumberOrNull(row.max_amount),
    rateMin: toNumberOrNull(row.rate_min),
    rateMax: toNumberOrNull(row.rate_max),
    minPeriod: row.min_period,
    maxPeriod: row.max_period,
  };
}

/** A product row joined with its institution, as the repository selects it. */
export interface ProductRow extends ProductTermsRow {
  id: number;
  product_name: string;
  product_type: number;
  org_id: number;
  org_name: string;
  org_logo: string;
  logo: string;
  summary: string;
  apply_count: number;
}

export interface ProductDetailRow extends ProductRow {
  introduction: string;
  conditions: string;
  materials: string;
  org_if_normal: boolean;
}

export interface InstitutionRow {
  id: number;
  org_name: string;
  org_type: number;
  logo: string;
  intro: string;
  address: string;
  phone: string;
  if_normal: boolean;
  product_count: string | number | bigint | null;
}

export function toProductRecord(row: ProductRow): ProductRecord {
  return {
    id: row.id,
    productName: row.product_name,
    productType: row.product_type,
    orgId: row.org_id,
    orgName: row.org_name,
    orgLogo: logoUrl(row.org_logo),
    productLogo: logoUrl(row.logo),
    ...toProductTerms(row),
    summary: row.summary,
    applyCount: row.apply_count,
  };
}

export function toProductDetail(row: ProductDetailRow): ProductDetail {
  return {
    ...toProductRecord(row),
    introduction: row.introduction,
    conditions: row.conditions,
    materials: row.materials,
    orgIfNormal: row.org_if_normal,
  };
}

export function toInstitutionRecord(row: InstitutionRow): InstitutionRecord {
  return {
    id: row.id,
    orgName: row.org_name,
    orgType: row.org_type,
    logo: logoUrl(row.logo),
    intro: row.intro,
    address: row.address,
    phone: row.phone,
    ifNormal: row.if_normal,
    productCount: Number(row.product_count ?? 0),
  };
}
