/**
 * The decision desk's company profile and government data pack (docs/gateway-api.md, "Decision desk: company
 * profile"): what staff of the institution handling an application read of the company, while its authorisation is
 * in force.
 */
import { z } from 'zod';
import type { CreditSummaryRecord } from './estimates.ts';
import { int, jsonObject, MAX_ID, required } from './input-fields.ts';
import { route } from './route.ts';

/** The platform's credit summary (the enterprise's POST /zzzttt/credit/report/result), legalPerson as on the profile. */
export type { CreditSummaryRecord } from './estimates.ts';

/** The application's company as the registry and the platform know it, for the institution handling it. */
export interface CompanyProfileRecord {
  applicationId: number;
  companyName: string;
  uniformCode: string;
  /** The registry's 法定代表人, masked (林*燕) until the institution has accepted the application. */
  legalPerson: string;
  legalPersonMasked: boolean;
  /** 注册资本 and 行业 of the registry; null where the registry does not record them. */
  registeredCapital: string | null;
  industry: string | null;
  /** The registry's entry for the credit code; null when the registry does not know it. */
  registry: {
    registrationNumber: string;
    entityType: string;
    /** 个体工商户. */
    individualBusiness: boolean;
    status: string;
    establishedOn: string;
    district: string;
    street: string;
  } | null;
  /** The platform's real-name certification of the company (the first account that certified it). */
  certification: { certified: boolean; certifiedAt: string | null };
  /** The company's pre-credit limits from this institution only. */
  preCredits: {
    id: number;
    productName: string | null;
    amount: number;
    validFrom: string;
    validUntil: string;
    status: number;
  }[];
  /** The platform's credit summary, as the enterprise sees it. */
  creditSummary: CreditSummaryRecord;
  /** The company's applications and needs with this institution only, newest first. */
  history: {
    id: number;
    source: number;
    productName: string | null;
    applyAmount: number | null;
    loanStatus: number;
    createTime: string;
  }[];
  /** The authorisation in force (the profile is never answered without one). */
  authorisationUntil: string;
  /** When this read was made (and recorded in the company's ledger). */
  readAt: string;
}

/** One government data pack (outside/govdata on the gateway). */
export interface GovDataPackRecord {
  tax: { creditRating: string | null; paidByYear: { year: number; amount: number }[] };
  insuredByMonth: { month: string; employees: number }[];
  utilities: { month: string; kind: string; amount: number; paidOnTime: boolean }[];
}

/**
 * The government data pack of the application's company: `configured: false` with `message` where the platform has
 * no government data service (production without one); otherwise the pack this institution fetched last (null when
 * the service has no records of the company) and when.
 */
export interface GovDataRecord {
  configured: boolean;
  message: string | null;
  fetchedAt: string | null;
  pack: GovDataPackRecord | null;
}

const applicationId = required('申请ID（id）', int('申请ID', 1, MAX_ID));

/** Staff: the application's company profile (each read a ledger entry of the company). */
export const orgCompanyProfile = route<CompanyProfileRecord>()({
  method: 'POST',
  path: '/loan/org/company/profile',
  inputIn: 'body',
  input: jsonObject({ id: applicationId }),
});

/**
 * Staff: the application's government data pack — the kept one, or fetched from the service when none is kept or
 * `refresh` asks (each read and each fetch a ledger entry of the company).
 */
export const orgCompanyGovData = route<GovDataRecord>()({
  method: 'POST',
  path: '/loan/org/company/govdata',
  inputIn: 'body',
  input: jsonObject({ id: applicationId, refresh: z.boolean({ error: '刷新（refresh）必须为布尔值' }).default(false) }),
});
