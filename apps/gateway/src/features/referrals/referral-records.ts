import type { ReferralOptionRecord, ReferralRecord } from '@sme/contract/routes/referrals';
import { logoUrl } from '../catalog/domain/logo-urls.ts';
import { consentText } from './domain/referral-rules.ts';
import type { MatchingProductRow, ReferralRow } from './stores/referral-store.ts';

const money = (value: string | null) => (value === null ? null : Number(value));

/** One matching product offered for the referral, with the consent text the enterprise agrees to for it. */
export function referralOptionRecord(row: MatchingProductRow): ReferralOptionRecord {
  return {
    productId: row.id,
    productName: row.product_name,
    productLogo: logoUrl(row.logo),
    orgId: row.org_id,
    orgName: row.org_name,
    summary: row.summary,
    guaranteeMethod: row.guarantee_methods.join(','),
    repayMethod: row.repay_methods.join(','),
    minAmount: money(row.min_amount),
    maxAmount: money(row.max_amount),
    rateMin: money(row.rate_min),
    rateMax: money(row.rate_max),
    minPeriod: row.min_period,
    maxPeriod: row.max_period,
    consentText: consentText(row.org_name, row.product_name),
  };
}

/** The referral made from a declined application. */
export function referralRecord(row: ReferralRow): ReferralRecord {
  return {
    id: row.id,
    originalApplicationId: row.original_application_id,
    applicationId: row.referral_application_id,
    loanStatus: row.loan_status,
    productId: row.product_id,
    productName: row.product_name,
    orgId: row.org_id,
    orgName: row.org_name,
    consentText: row.consent_text,
    consentTime: new Date(row.consented_at).toISOString(),
  };
}
