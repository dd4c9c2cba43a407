import type { OfferRecord, OrgOfferRecord } from '@sme/contract/routes/need-offers';
import type { NeedOfferState } from '#db/schema.ts';

/** The need fields that decide whether it is open for offers. */
export interface NeedState {
  org_id: number | null;
  loan_status: number;
  expiry_date: string | null;
}

/** Open for offers: past the platform's review (2), no institution yet, not past its last day (Beijing `today`). */
export function isOpenNeed(need: NeedState, today: string): boolean {
  return need.loan_status === 2 && need.org_id === null && (need.expiry_date === null || need.expiry_date >= today);
}

/** The offer row as the records read it. */
export interface OfferRowFields {
  id: number;
  application_id: number;
  org_id: number;
  org_name: string;
  amount_min: string;
  amount_max: string;
  rate_min: string;
  rate_max: string;
  term_months: number;
  conditions: string;
  valid_until: string;
  state: NeedOfferState;
  first_offered_at: Date;
  updated_at: Date;
  decided_at: Date | null;
  company_name: string;
  apply_amount: string;
  loan_period: number;
}

const iso = (at: Date | string) => new Date(at).toISOString();

export function offerRecord(row: OfferRowFields, today: string): OfferRecord {
  return {
    id: row.id,
    needId: row.application_id,
    orgId: row.org_id,
    orgName: row.org_name,
    amountMin: Number(row.amount_min),
    amountMax: Number(row.amount_max),
    rateMin: Number(row.rate_min),
    rateMax: Number(row.rate_max),
    termMonths: row.term_months,
    conditions: row.conditions,
    validUntil: row.valid_until,
    state: row.state,
    expired: row.state === 'active' && row.valid_until < today,
    offerTime: iso(row.first_offered_at),
    updateTime: iso(row.updated_at),
    decideTime: row.decided_at === null ? null : iso(row.decided_at),
  };
}

export function orgOfferRecord(row: OfferRowFields, today: string): OrgOfferRecord {
  return {
    ...offerRecord(row, today),
    entName: row.company_name,
    applyAmount: Number(row.apply_amount),
    loanPeriod: row.loan_period,
  };
}

/** The enterprise's message to itself and the timeline's remark when it takes an offer. */
export function acceptanceRemark(orgName: string): string {
  return `企业采纳${orgName}的意向报价，需求由该机构认领办理`;
}
