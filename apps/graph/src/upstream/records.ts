/** The gateway's catalog records as docs/gateway-api.md defines them (GraphQL resolvers map them to the schema). */

/** A product of the list, top list or detail; the detail-only fields are absent on list items. */
export interface ProductRecord {
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
  /** 万元; null when not limited. */
  minAmount: number | null;
  /** 万元; null when set case by case. */
  maxAmount: number | null;
  rateMin: number | null;
  rateMax: number | null;
  /** Months. */
  minPeriod: number | null;
  maxPeriod: number | null;
  summary: string;
  applyCount: number;
  introduction?: string;
  conditions?: string;
  materials?: string;
  orgIfNormal?: boolean;
}

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

/** Body of POST /loan/product/pc/list (everything optional). */
export interface ProductListParams {
  pageNum?: number;
  pageSize?: number;
  guaranteeMethod?: number;
  productType?: number;
  orgId?: number;
  minAmount?: number;
  maxAmount?: number;
  loanPeriod?: number;
  keyword?: string;
}

/** Query of POST /loan/product/pc/topList. */
export interface TopProductsParams {
  size?: number;
  guaranteeMethod?: number;
  productName?: string;
}

/** Body of POST /org/financial/org/list/front. */
export interface InstitutionListParams {
  pageNum?: number;
  pageSize?: number;
  orgType?: number;
  keyword?: string;
}
