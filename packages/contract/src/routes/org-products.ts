/** The institution administrator's products and pre-credit (docs/gateway-api.md, "Institution products and pre-credit"). */

/** The limits of an institution's product; the gateway, the graph and the admin's form check the same numbers. */
export const PRODUCT_LIMITS = {
  nameMin: 2,
  nameMax: 30,
  /** 万元: a guard against typing errors (10 亿元), well inside numeric(14,2). */
  amountMax: 100_000,
  /** Annual rate in percent. */
  rateMin: 0.01,
  rateMax: 36,
  /** Months (30 years). */
  periodMax: 360,
  summaryMax: 100,
  longTextMax: 2_000,
  redirectUrlMax: 500,
} as const;

/** A pre-credit limit is valid for at most this many days (3 years). */
export const PRE_CREDIT_MAX_DAYS = 1_096;
/** Characters of one CSV import of pre-credits (about 500 rows with remarks). */
export const PRE_CREDIT_IMPORT_MAX_CHARS = 100_000;
export const PRE_CREDIT_REMARK_MAX = 200;

/** One decided grant (a single grant, or a row of an import): what was read, and accepted (with its new id) or refused. */
export interface PreCreditRowRecord {
  line: number;
  uniformCode: string;
  companyName: string | null;
  amount: number | null;
  validFrom: string | null;
  validUntil: string | null;
  accepted: boolean;
  reason: string | null;
  id: number | null;
}
