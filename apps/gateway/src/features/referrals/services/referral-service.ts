import { GatewayCode } from '@sme/contract/codes';
import { Source } from '@sme/contract/loan-status';
import type { ReferralOptionsRecord, ReferralRecord, referralConsent } from '@sme/contract/routes/referrals';
import type { ParsedInput } from '@sme/contract/routes/route';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { recordDataAccess } from '#features/accounts/stores/data-access-store.ts';
import { APPLICATION_ERRORS } from '#features/applications/domain/application-messages.ts';
import { applicationNotFound } from '#features/applications/services/application-not-found.ts';
import {
  type Applicant,
  type AuthorisationStep,
  applyByReferral,
  type SubmissionBudget,
} from '#features/applications/services/submit-service.ts';
import { findOfferedProduct } from '#features/applications/stores/application-store.ts';
import { ApiError } from '#http/api-error.ts';
import {
  consentText,
  isReferrable,
  REFERRAL_MESSAGES,
  REFERRAL_OPTIONS_MAX,
  sharingPurpose,
} from '../domain/referral-rules.ts';
import { referralOptionRecord, referralRecord } from '../referral-records.ts';
import {
  findOriginal,
  findReferralOf,
  insertReferral,
  matchingProducts,
  type OriginalRow,
  shareMaterials,
} from '../stores/referral-store.ts';

const notAllowed = () => new ApiError(GatewayCode.REFERRAL_NOT_ALLOWED, REFERRAL_MESSAGES.notAllowed);

export type ReferralOptions = ReferralOptionsRecord;

/** The company's own application or the same answer as an unknown id. */
async function ownOriginal(db: Kysely<DB>, applicationId: number, companyId: number): Promise<OriginalRow> {
  const original = await findOriginal(db, applicationId, companyId);
  if (!original) throw applicationNotFound();
  return original;
}

/**
 * POST /loan/referral/options: for the company's application declined by its institution (status 5 or 7), the
 * referral already made from it, or the matching products of other institutions, best first.
 */
export async function referralOptions(
  db: Kysely<DB>,
  companyId: number,
  applicationId: number,
): Promise<ReferralOptions> {
  const original = await ownOriginal(db, applicationId, companyId);
  const existing = await findReferralOf(db, original.id);
  if (existing) return { applicationId: original.id, referral: referralRecord(existing), options: [] };
  if (!isReferrable(original.loan_status)) throw notAllowed();
  const rows = await matchingProducts(db, original, { companyId, limit: REFERRAL_OPTIONS_MAX });
  return { applicationId: original.id, referral: null, options: rows.map(referralOptionRecord) };
}

export interface ReferralSteps {
  budget: SubmissionBudget;
  /** Before anything is written: refuses (-8010) when the company has no data authorisation in force. */
  checkAuthorisation: () => Promise<void>;
  /** In the inserting transaction: the authorisation in force, checked again under the lock. */
  authorisation: AuthorisationStep;
}

/**
 * POST /loan/referral/consent: the enterprise's consent to refer its declined application to one matching product.
 * Submits a new application to it with the same data (source 1, status 1) and, in the same transaction, records
 * the consent (the ledger's referral line), shares the original's materials and logs the sharing with the new
 * institution (the ledger's access line). One referral per application: a repeated consent for the same product
 * answers the first referral; for another product it is refused (-8032).
 */
export async function consentToReferral(
  db: Kysely<DB>,
  applicant: Applicant,
  params: ParsedInput<typeof referralConsent>,
  now: Date,
  steps: ReferralSteps,
): Promise<ReferralRecord> {
  const original = await ownOriginal(db, params.applicationId, applicant.companyId);
  const existing = await findReferralOf(db, original.id);
  if (existing) return sameReferral(referralRecord(existing), params.productId);
  if (!isReferrable(original.loan_status)) throw notAllowed();
  const [chosen] = await matchingProducts(db, original, {
    companyId: applicant.companyId,
    limit: 1,
    productId: params.productId,
  });
  if (!chosen) {
    if (!(await findOfferedProduct(db, params.productId))) {
      throw new ApiError(GatewayCode.PRODUCT_NOT_OFFERED, APPLICATION_ERRORS.productNotOffered);
    }
    throw new ApiError(GatewayCode.REFERRAL_PRODUCT_NOT_MATCHING, REFERRAL_MESSAGES.notMatching);
  }
  await steps.checkAuthorisation();
  const text = consentText(chosen.org_name, chosen.product_name);
  const subject =
    original.source === Source.PRODUCT && original.product_name ? `融资申请「${original.product_name}」` : '融资需求';
  await applyByReferral(
    db,
    applicant,
    { originalId: original.id, productId: chosen.id, data: referredData(original) },
    now,
    steps.budget,
    steps.authorisation,
    async (trx, referralApplicationId, product) => {
      const referralId = await insertReferral(trx, {
        companyId: applicant.companyId,
        originalId: original.id,
        referralId: referralApplicationId,
        productId: product.id,
        orgId: product.orgId,
        fromOrgId: original.org_id,
        consentedBy: applicant.userId,
        consentText: text,
        at: now,
      });
      const shared = await shareMaterials(trx, referralId, original.id);
      await recordDataAccess(trx, {
        companyId: applicant.companyId,
        orgId: product.orgId,
        purpose: sharingPurpose(subject, shared),
        at: now,
      });
    },
  );
  // A parallel consent may have made the referral first: its answer is the one referral, whichever product it chose.
  const made = await findReferralOf(db, original.id);
  if (!made) throw new ApiError(GatewayCode.INTERNAL, '转介失败，请稍后重试');
  return sameReferral(referralRecord(made), params.productId);
}

function sameReferral(referral: ReferralRecord, productId: number): ReferralRecord {
  if (referral.productId !== productId) {
    throw new ApiError(
      GatewayCode.REFERRAL_ALREADY_MADE,
      `${REFERRAL_MESSAGES.alreadyReferred}（已转介至「${referral.orgName}」的「${referral.productName}」）`,
    );
  }
  return referral;
}

function referredData(original: OriginalRow) {
  return {
    applyAmount: Number(original.apply_amount),
    loanPeriod: original.loan_period,
    guaranteeMethods: original.guarantee_methods,
    loanFor: original.loan_for,
    repayMethod: original.repay_method,
    isFirstLoan: original.is_first_loan,
    districtName: original.district_name,
    streetName: original.street_name,
    contactName: original.contact_name,
    contactMobile: original.contact_mobile,
  };
}
