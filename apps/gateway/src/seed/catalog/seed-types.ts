import type { GuaranteeMethod, InstitutionType, ProductType, RepayMethod } from '@sme/contract/catalog-codes';
import type { ProductTerms } from '@sme/contract/routes/catalog';

/** One demo institution as written in the data files. */
export interface InstitutionSeed {
  /** Stable handle the products refer to. */
  key: string;
  orgName: string;
  /** One or two characters for the logo. */
  shortName: string;
  orgType: InstitutionType;
  /** Brand colour of the logo, #rrggbb. */
  brandColor: string;
  /** Introduction, one paragraph per entry. */
  intro: string[];
  address: string;
  phone: string;
  ifNormal: boolean;
  sort: number;
  /** ISO date of joining the platform. */
  joinedAt: string;
}

/** One demo product as written in the data files; its terms (万元, annual percent, months) null where unlimited. */
export interface ProductSeed extends ProductTerms {
  /** Key of the offering institution. */
  org: string;
  productName: string;
  productType: ProductType;
  /** Spec §3 loanIndustry of its applications (7: the postal-bank flow); none for the others. */
  loanIndustry?: number;
  /** Logo characters; defaults to the first two characters of the name. */
  logoLabel?: string;
  guaranteeMethods: GuaranteeMethod[];
  repayMethods: RepayMethod[];
  summary: string;
  /** Paragraphs of the detail texts, one per entry. */
  introduction: string[];
  conditions: string[];
  materials: string[];
  applyCount: number;
  /** Higher first in the list and the top list; 0 for ordinary products. */
  topWeight: number;
  /** false: removed (下架). */
  onShelf: boolean;
  /** ISO date of publication; the list shows newest first after the top weight. */
  publishedAt: string;
}
