/**
 * Records of the institution administrator's product and pre-credit calls (docs/gateway-api.md, "Institution
 * products and pre-credit"), as the gateway answers them.
 */
import type { ProductTerms } from '@sme/contract/routes/catalog';
import type { PreCreditGrantRecord } from '@sme/contract/routes/estimates';
import type { PreCreditRowRecord } from '@sme/contract/routes/org-products';

export type { PreCreditRowRecord };

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

/** The body of create and update (update adds the id). */
export interface OrgProductBody {
  productName: string;
  productType: number;
  guaranteeMethod: number[];
  repayMethod: number[];
  minAmount?: number;
  maxAmount?: number;
  rateMin?: number;
  rateMax?: number;
  minPeriod?: number;
  maxPeriod?: number;
  summary?: string;
  introduction?: string;
  conditions?: string;
  materials?: string;
  applyUrlType: number;
  applyRedirectUrl?: string;
}

export interface OrgProductListBody {
  pageNum: number;
  pageSize: number;
  onShelf?: boolean;
  keyword?: string;
}

export interface PreCreditGrantBody {
  uniformCode: string;
  amount: number;
  validFrom?: string;
  validUntil: string;
  remark?: string;
  productId?: number;
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
