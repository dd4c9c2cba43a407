import type {
  SubsidyClaimFile,
  SubsidyClaimRecord,
  SubsidyClaimRowRecord,
  SubsidyKind,
} from '@sme/contract/routes/subsidy-claims';

/** A claim as the store reads it (numerics as text, times as dates). */
export interface ClaimRowOf {
  id: number;
  programme_id: number;
  programme_name: string;
  kind: SubsidyKind;
  company_name: string;
  application_id: number;
  loan_amount: string;
  interest_rate: string;
  loan_period: number;
  lending_date: string;
  claim_amount: string;
  approved_amount: string | null;
  status: 'submitted' | 'approved' | 'returned';
  return_reason: string | null;
  created_at: Date;
  updated_at: Date;
  product_name: string | null;
  org_name: string | null;
}

export interface ClaimEventRowOf {
  action: 'submitted' | 'resubmitted' | 'approved' | 'returned';
  actor_name: string;
  remark: string | null;
  at: Date;
}

const iso = (value: Date) => new Date(value).toISOString();
const amount = (value: string | null) => (value === null ? null : Number(value));

export function claimRow(row: ClaimRowOf): SubsidyClaimRowRecord {
  return {
    id: row.id,
    programmeName: row.programme_name,
    kind: row.kind,
    companyName: row.company_name,
    applicationId: row.application_id,
    claimAmount: Number(row.claim_amount),
    approvedAmount: amount(row.approved_amount),
    status: row.status,
    createTime: iso(row.created_at),
    updateTime: iso(row.updated_at),
  };
}

export function claimRecord(
  row: ClaimRowOf,
  files: readonly { path: string; original_name: string; kind: string }[],
  events: readonly ClaimEventRowOf[],
): SubsidyClaimRecord {
  const fileRecords: SubsidyClaimFile[] = files.map((file) => ({
    path: file.path,
    originalName: file.original_name,
    kind: file.kind,
  }));
  return {
    ...claimRow(row),
    programmeId: row.programme_id,
    loan: {
      applicationId: row.application_id,
      productName: row.product_name,
      orgName: row.org_name,
      loanAmount: Number(row.loan_amount),
      interestRate: Number(row.interest_rate),
      loanPeriod: row.loan_period,
      lendingDate: row.lending_date,
    },
    returnReason: row.return_reason,
    files: fileRecords,
    events: events.map((event) => ({
      action: event.action,
      actorName: event.actor_name,
      remark: event.remark,
      time: iso(event.at),
    })),
  };
}
