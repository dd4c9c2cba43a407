/** The gateway's records of the referral after a decline (docs/gateway-api.md, "Referral after a decline"). */

/** One matching product of POST /loan/referral/options. */
export interface ReferralOptionRecord {
  productId: number;
  productName: string;
  productLogo: string;
  orgId: number;
  orgName: string;
  summary: string;
  /** Comma-joined guarantee method codes. */
  guaranteeMethod: string;
  /** Comma-joined repayment method codes. */
  repayMethod: string;
  minAmount: number | null;
  maxAmount: number | null;
  rateMin: number | null;
  rateMax: number | null;
  minPeriod: number | null;
  maxPeriod: number | null;
  consentText: string;
}

/** A referral (POST /loan/referral/consent, and `referral` of the options). */
export interface ReferralRecord {
  id: number;
  originalApplicationId: number;
  applicationId: number;
  loanStatus: number;
  productId: number;
  productName: string;
  orgId: number;
  orgName: string;
  consentText: string;
  consentTime: string;
}

/** POST /loan/referral/options. */
export interface ReferralOptionsRecord {
  applicationId: number;
  referral: ReferralRecord | null;
  options: ReferralOptionRecord[];
}
