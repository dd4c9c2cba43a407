import { GatewayCode } from '@sme/contract/codes';
import { LoanStatus, Source, type SourceCode } from '@sme/contract/loan-status';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { FILE_MESSAGES } from '#features/files/domain/file-messages.ts';
import { attachEveryFile } from '#features/files/services/attach-every-file.ts';
import { ApiError } from '#http/api-error.ts';
import { MATERIAL_PURPOSE, materialRef } from '../domain/application-materials.ts';
import { APPLICATION_ERRORS } from '../domain/application-messages.ts';
import { FORM_URL_TYPE } from '../domain/apply-method.ts';
import { isValidExpiryDate } from '../domain/expiry-date.ts';
import type { NeedPublishParams, ProductApplyParams } from '../params/application-params.ts';
import {
  countApplicationOfProduct,
  findByIdempotencyKey,
  findOfferedProduct,
  insertApplication,
  insertEvent,
  type NewApplication,
} from '../stores/application-store.ts';

export interface Applicant {
  userId: number;
  companyId: number;
}

/** Spends one of the company's daily submissions inside the inserting transaction (throws -1029 when used up). */
export type SubmissionBudget = (trx: Kysely<DB>, companyId: number) => Promise<void>;

/**
 * Makes sure the company's data authorisation is in force for the new application, inside the inserting transaction
 * (grants one when the applicant sent an end date, refuses -8010 otherwise; spec §1).
 */
export type AuthorisationStep = (trx: Kysely<DB>, applicationId: number) => Promise<void>;

export interface Submitted {
  id: number;
  loanStatus: number;
}

/** Applies for a product (source 1); a repeated idempotency key answers the application it made. */
export async function applyForProduct(
  db: Kysely<DB>,
  applicant: Applicant,
  params: ProductApplyParams,
  now: Date,
  budget: SubmissionBudget,
  authorisation: AuthorisationStep,
): Promise<Submitted> {
  return applyThroughForm(db, applicant, params, now, budget, authorisation, async (trx, id) => {
    await attachEveryFile(
      trx,
      { paths: params.materialPaths, owner: applicant, purpose: MATERIAL_PURPOSE, ref: materialRef(id), now },
      FILE_MESSAGES.notFound,
    );
  });
}

/** What a referral copies from the declined application: the same application's data (spec §3 fields). */
export interface ReferredData {
  applyAmount: number;
  loanPeriod: number;
  guaranteeMethods: number[];
  loanFor: number;
  repayMethod: number | null;
  isFirstLoan: number | null;
  districtName: string | null;
  streetName: string | null;
  contactName: string | null;
  contactMobile: string | null;
}

/**
 * The idempotency key of the application a referral makes: one per declined application. The ':' is outside the
 * keys clients may send (8-64 letters, digits, - and _), so no client can take it first.
 */
export function referralKey(originalId: number): string {
  return `referral:${originalId}`;
}

/**
 * Applies, for a referral, with the declined application's data to another product (source 1): the same checks,
 * budget, authorisation step and timeline as `applyForProduct`; `extra` runs in the inserting transaction (the
 * referral's consent, shared files and ledger lines). A second call for the same declined application answers the
 * application the first made (its key is `referralKey`).
 */
export async function applyByReferral(
  db: Kysely<DB>,
  applicant: Applicant,
  request: { originalId: number; productId: number; data: ReferredData },
  now: Date,
  budget: SubmissionBudget,
  authorisation: AuthorisationStep,
  extra: (trx: Kysely<DB>, id: number, product: { id: number; orgId: number }) => Promise<void>,
): Promise<Submitted> {
  const form = { ...request.data, idempotencyKey: referralKey(request.originalId), productId: request.productId };
  return applyThroughForm(db, applicant, form, now, budget, authorisation, (trx, id, product) =>
    extra(trx, id, { id: product.id, orgId: product.org_id }),
  );
}

/**
 * An application for a product applied for through our form (source 1), its key answering the application it made
 * before: the product checked, then in the inserting transaction the authorisation step, the product's count and
 * `extra`.
 */
async function applyThroughForm(
  db: Kysely<DB>,
  applicant: Applicant,
  form: ReferredData & { idempotencyKey: string; productId: number },
  now: Date,
  budget: SubmissionBudget,
  authorisation: AuthorisationStep,
  extra: (trx: Kysely<DB>, id: number, product: { id: number; org_id: number }) => Promise<void>,
): Promise<Submitted> {
  const earlier = await earlierSubmission(db, applicant, form.idempotencyKey, Source.PRODUCT);
  if (earlier) return earlier;
  const product = await formProduct(db, form.productId);
  const row = productApplication(applicant, form, product, now);
  return submit(db, applicant, row, now, budget, async (trx, id) => {
    await authorisation(trx, id);
    await countApplicationOfProduct(trx, product.id);
    await extra(trx, id, product);
  });
}

/**
 * Publishes a financing need (source 2): the platform reviews it before institutions see it. Like an application, it
 * needs the company's data authorisation in force, granted with it when it is the first (spec §1).
 */
export async function publishNeed(
  db: Kysely<DB>,
  applicant: Applicant,
  params: NeedPublishParams,
  now: Date,
  budget: SubmissionBudget,
  authorisation: AuthorisationStep,
): Promise<Submitted> {
  const earlier = await earlierSubmission(db, applicant, params.idempotencyKey, Source.NEED);
  if (earlier) return earlier;
  if (!isValidExpiryDate(params.expiryDate, now)) throw ApiError.badParams(APPLICATION_ERRORS.expiryDate);
  const row: NewApplication = {
    ...common(applicant, params, now),
    source: Source.NEED,
    interest_rate: params.interestRate,
    expiry_date: params.expiryDate,
    remark: params.remark ?? null,
  };
  return submit(db, applicant, row, now, budget, authorisation);
}

/** The product when it is offered and applied for through our form; refuses it otherwise. */
async function formProduct(db: Kysely<DB>, productId: number) {
  const product = await findOfferedProduct(db, productId);
  if (!product) throw new ApiError(GatewayCode.PRODUCT_NOT_OFFERED, APPLICATION_ERRORS.productNotOffered);
  if (product.apply_url_type !== FORM_URL_TYPE) {
    throw new ApiError(GatewayCode.APPLY_THROUGH_INSTITUTION, APPLICATION_ERRORS.applyThroughInstitution);
  }
  return product;
}

/** The row of an application for a product (source 1). */
function productApplication(
  applicant: Applicant,
  form: ReferredData & { idempotencyKey: string },
  product: { id: number; org_id: number; loan_industry: number | null },
  now: Date,
): NewApplication {
  return {
    ...common(applicant, form, now),
    source: Source.PRODUCT,
    product_id: product.id,
    org_id: product.org_id,
    loan_industry: product.loan_industry,
    repay_method: form.repayMethod,
    is_first_loan: form.isFirstLoan,
    district_name: form.districtName,
    street_name: form.streetName,
    contact_name: form.contactName,
    contact_mobile: form.contactMobile,
  };
}

function common(
  applicant: Applicant,
  params: Pick<ProductApplyParams, 'applyAmount' | 'loanPeriod' | 'guaranteeMethods' | 'loanFor' | 'idempotencyKey'>,
  now: Date,
) {
  return {
    company_id: applicant.companyId,
    applicant_id: applicant.userId,
    apply_amount: params.applyAmount,
    loan_period: params.loanPeriod,
    guarantee_methods: params.guaranteeMethods,
    loan_for: params.loanFor,
    idempotency_key: params.idempotencyKey,
    created_at: now,
    updated_at: now,
  };
}

async function earlierSubmission(
  db: Kysely<DB>,
  applicant: Applicant,
  key: string,
  source: SourceCode,
): Promise<Submitted | null> {
  const row = await findByIdempotencyKey(db, applicant.companyId, key);
  if (!row) return null;
  if (row.source !== source) throw new ApiError(GatewayCode.IDEMPOTENCY_KEY_REUSED, APPLICATION_ERRORS.keyReused);
  return { id: row.id, loanStatus: row.loan_status };
}

/**
 * Inserts the row, its first timeline event and what goes with it (`extra`) in one transaction. A second call with
 * the same key that got past the first check meets the unique key here and answers the first call's application.
 */
async function submit(
  db: Kysely<DB>,
  applicant: Applicant,
  row: NewApplication,
  now: Date,
  budget: SubmissionBudget,
  extra: (trx: Kysely<DB>, id: number) => Promise<void>,
): Promise<Submitted> {
  const id = await db.transaction().execute(async (trx) => {
    const inserted = await insertApplication(trx, row);
    if (inserted === null) return null;
    await budget(trx, applicant.companyId);
    await insertEvent(trx, {
      applicationId: inserted,
      from: null,
      to: LoanStatus.SUBMITTED,
      actorKind: 'enterprise',
      actorId: applicant.userId,
      remark: null,
      creditAmount: null,
      loanAmount: null,
      at: now,
    });
    await extra(trx, inserted);
    return inserted;
  });
  if (id !== null) return { id, loanStatus: LoanStatus.SUBMITTED };
  const earlier = await earlierSubmission(db, applicant, row.idempotency_key, row.source as SourceCode);
  if (!earlier) throw new ApiError(GatewayCode.INTERNAL, '提交失败，请稍后重试');
  return earlier;
}
