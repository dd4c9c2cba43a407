import { maskMobile } from '@sme/contract/fields';
import { isErrorStyle, type LoanStatusCode, progressStep, type SourceCode } from '@sme/contract/loan-status';
import type {
  ApplicationEventRecord,
  ApplicationMaterialRecord,
  ApplicationRecord,
  NeedRecord,
} from '@sme/contract/routes/applications';
import { logoUrl } from '../catalog/domain/logo-urls.ts';
import type { AttachedFileRow } from '../files/stores/file-store.ts';
import { canWithdraw } from './domain/loan-status.ts';
import type { ApplicationRow, EventRecordRow } from './stores/application-store.ts';

const money = (value: string | null) => (value === null ? null : Number(value));
const instant = (value: Date) => new Date(value).toISOString();
const time = (value: Date | null) => (value === null ? null : instant(value));

/** Spec §3 application record; the institution's manager (orgUser* = manager*) once one is assigned (status 11). */
export function applicationRecord(row: ApplicationRow): ApplicationRecord {
  const state = {
    source: row.source as SourceCode,
    status: row.loan_status as LoanStatusCode,
    loanIndustry: row.loan_industry,
  };
  return {
    id: row.id,
    productId: row.product_id,
    productName: row.product_name,
    productLogo: row.product_logo === null ? null : logoUrl(row.product_logo),
    // Spec §3: application product type 1 loan is the default; needs have none.
    productType: row.source === 1 ? 1 : null,
    orgId: row.org_id,
    orgName: row.org_name,
    orgUserName: row.manager_name,
    orgUserMobile: row.manager_mobile,
    managerId: row.manager_id,
    managerName: row.manager_name,
    entId: row.company_id,
    entName: row.company_name,
    applyAmount: Number(row.apply_amount),
    creditAmount: money(row.credit_amount),
    loanAmount: money(row.loan_amount),
    loanPeriod: row.loan_period,
    guaranteeMethod: row.guarantee_methods.join(','),
    repayMethod: row.repay_method,
    loanFor: row.loan_for,
    interestRate: money(row.interest_rate),
    loanStatus: row.loan_status,
    loanIndustry: row.loan_industry,
    source: row.source,
    isFirstLoan: row.is_first_loan,
    failureType: row.failure_type,
    failureReason: row.failure_reason,
    createTime: instant(row.created_at),
    updateTime: instant(row.updated_at),
    creditTime: time(row.credit_time),
    lendingTime: time(row.lending_time),
    creditRemark: row.credit_remark,
    loanRemark: row.loan_remark,
    acceptRemark: row.accept_remark,
    remark: row.remark,
    expiryDate: row.expiry_text,
    districtName: row.district_name,
    streetName: row.street_name,
    contactName: row.contact_name,
    contactMobile: row.contact_mobile,
    step: progressStep(row.loan_status),
    errorStyle: isErrorStyle(row.loan_status),
    canWithdraw: canWithdraw(state),
  };
}

/** Spec §3 published need list record (with the id and dates the list needs). */
export function needRecord(row: ApplicationRow): NeedRecord {
  return {
    id: row.id,
    entId: row.company_id,
    entName: row.company_name,
    applyAmount: Number(row.apply_amount),
    loanFor: row.loan_for,
    guaranteeMethod: row.guarantee_methods.join(','),
    loanPeriod: row.loan_period,
    interestRate: money(row.interest_rate),
    loanStatus: row.loan_status,
    productType: null,
    createTime: instant(row.created_at),
    expiryDate: row.expiry_text,
    remark: row.remark,
    canWithdraw: canWithdraw({ source: 2, status: row.loan_status as LoanStatusCode, loanIndustry: row.loan_industry }),
  };
}

/** One step of the timeline. */
export function eventRecord(row: EventRecordRow): ApplicationEventRecord {
  return {
    fromStatus: row.from_status,
    toStatus: row.to_status,
    actor: row.actor_kind,
    // Who of the enterprise acted (several accounts may hold the company): masked, as spec §2 shows a mobile.
    actorAccount: row.actor_mobile === null ? null : maskMobile(row.actor_mobile),
    remark: row.remark,
    creditAmount: money(row.credit_amount),
    loanAmount: money(row.loan_amount),
    time: instant(row.at),
  };
}

/** One material attached to the application: its stored path (what the file routes name it by) and what to show. */
export function materialRecord(row: AttachedFileRow): ApplicationMaterialRecord {
  return {
    path: row.path,
    name: row.originalName,
    kind: row.kind,
    contentType: row.contentType,
    size: row.sizeBytes,
    uploadTime: new Date(row.createdAt).toISOString(),
  };
}
