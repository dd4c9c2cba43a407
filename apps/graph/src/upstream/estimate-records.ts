/** The gateway's records of the estimate, pre-credit, credit summary and equity calls (docs/gateway-api.md). */
import type { PreCreditGrantRecord } from './workbench-product-records.ts';

export interface QuotaAnswersRecord {
  revenueBand: number;
  taxRating: string;
  employeesBand: number;
  yearsBand: number;
  existingLoansBand: number;
  collateral: number;
}

/** POST /loan/product/pc/questionnaire/detail and …/submit. */
export interface QuotaQuestionnaireRecord {
  answers: QuotaAnswersRecord | null;
  updatedAt: string | null;
  questions: { key: string; label: string; options: { code: string; label: string }[] }[];
}

/** POST /loan/pc/yc/quota and GET /loan/pc/yc/quota/latest. */
export interface QuotaEstimateRecord {
  id: number;
  lowAmount: number;
  highAmount: number;
  factors: {
    key: string;
    label: string;
    value: string;
    source: string;
    multiplier: number | null;
    direction: string;
    effect: string;
  }[];
  disclaimer: string;
  formulaVersion: number;
  estimatedAt: string;
}

/** GET /loan/pc/ent/grant/credit/portal/precredit (one entry). */
export interface PreCreditRecord extends PreCreditGrantRecord {
  id: number;
  orgId: number;
  orgName: string;
}

/** The graph's pre-credit answer: both calls for one credit code. */
export interface PreCreditStateRecord {
  exists: boolean;
  limits: PreCreditRecord[];
}

export interface StatusCountRecord {
  loanStatus: number;
  count: number;
}

/** POST /zzzttt/credit/report/result. */
export interface CreditSummaryRecord {
  title: string;
  notice: string;
  generatedAt: string;
  companyName: string;
  uniformCode: string;
  legalPerson: string;
  registry: { entityType: string; status: string; establishedOn: string; district: string; street: string } | null;
  applications: { total: number; byStatus: StatusCountRecord[] };
  needs: { total: number; byStatus: StatusCountRecord[] };
  preCredit: { inForceCount: number; inForceAmount: number };
  authorisation: { inForce: boolean; until: string | null };
}

/** POST /loan/pc/equity/apply body. */
export interface EquityApplyBody {
  amount: number;
  sharePercent: number;
  useOfFunds: string;
  companyStage: number;
  contactName: string;
  contactMobile: string;
  orgId?: number;
  remark?: string;
  idempotencyKey: string;
}

export interface EquitySubmittedRecord {
  id: number;
  status: number;
  createdAt: string;
}
