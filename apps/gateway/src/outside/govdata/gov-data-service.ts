/**
 * The province's government data service as the gateway sees it (what 粤信融 and 信易贷 give institutions with the
 * enterprise's consent): one data pack per company, by its unified social credit code — tax, social insurance and
 * utility records. The caller checks the consent (an authorisation in force) and records the fetch; this module only
 * fetches.
 */
export interface GovDataService {
  /** False when no service is configured: then `fetchPack` throws GovDataNotConfiguredError. */
  readonly configured: boolean;
  /** The company's pack; null when the service has no records of the credit code. Throws GovDataUnavailableError. */
  fetchPack(uniformCode: string): Promise<GovDataPack | null>;
}

/** 纳税信用等级 of the tax bureau: A, B, M, C or D. */
export type TaxCreditRating = 'A' | 'B' | 'M' | 'C' | 'D';

export interface GovDataPack {
  tax: {
    /** The latest year's rating; null when the company has not been rated yet (a new company). */
    creditRating: TaxCreditRating | null;
    /** Taxes paid per calendar year, 万元 with two decimals, the oldest first. */
    paidByYear: { year: number; amount: number }[];
  };
  /** Employees insured (社保参保人数) per month (YYYY-MM), the oldest first. */
  insuredByMonth: { month: string; employees: number }[];
  /** Utility bills per month (YYYY-MM): water, electricity, gas; amount in 元; whether paid by the due date. */
  utilities: { month: string; kind: UtilityKind; amount: number; paidOnTime: boolean }[];
}

export type UtilityKind = '电费' | '水费' | '燃气费';

export class GovDataNotConfiguredError extends Error {
  constructor() {
    super('government data service not configured (GOVDATA_URL unset)');
    this.name = 'GovDataNotConfiguredError';
  }
}

/** The service did not answer, or answered something that is not a pack; details go to the log only. */
export class GovDataUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'GovDataUnavailableError';
  }
}
