import type { EnterpriseSize } from './company-profile.ts';

/** A policy's machine-readable conditions; null (or false) means the policy asks nothing of that kind. */
export interface PolicyConditions {
  /** The districts the company must be registered in, with their names (features/divisions). */
  districts: readonly { code: string; name: string }[] | null;
  industries: readonly string[] | null;
  /** company: not a 个体工商户; individual: only 个体工商户. */
  enterpriseKind: 'company' | 'individual' | null;
  sizes: readonly Exclude<EnterpriseSize, 'large'>[] | null;
  minYears: number | null;
  maxYears: number | null;
  greenProjectRequired: boolean;
  firstLoanRequired: boolean;
}

export const INDIVIDUAL_BUSINESS = '个体工商户';
