import { LoanStatus } from '@sme/contract/loan-status';
import { type Kysely, sql } from 'kysely';
import type { DB } from '#db/schema.ts';
import { FORM_URL_TYPE } from '#features/applications/domain/apply-method.ts';
import { offeredProducts, termColumns } from '#features/catalog/stores/product-store.ts';

/** The declined application a referral starts from: the company's own only (unknown id otherwise). */
export function findOriginal(db: Kysely<DB>, id: number, companyId: number) {
  return db
    .selectFrom('loan_application as a')
    .leftJoin('loan_product as p', 'p.id', 'a.product_id')
    .select([
      'a.id',
      'a.source',
      'a.loan_status',
      'a.org_id',
      'a.product_id',
      'a.loan_industry',
      'a.apply_amount',
      'a.loan_period',
      'a.guarantee_methods',
      'a.loan_for',
      'a.repay_method',
      'a.is_first_loan',
      'a.district_name',
      'a.street_name',
      'a.contact_name',
      'a.contact_mobile',
      'p.product_name',
    ])
    .where('a.id', '=', id)
    .where('a.company_id', '=', companyId)
    .executeTakeFirst();
}
export type OriginalRow = NonNullable<Awaited<ReturnType<typeof findOriginal>>>;

/** Statuses in which an application is still open (neither failed, released, nor withdrawn). */
const OPEN_STATUSES = [
  LoanStatus.SUBMITTED,
  LoanStatus.REVIEW_PASSED,
  LoanStatus.VIEWED,
  LoanStatus.ACCEPTED,
  LoanStatus.CREDIT_GRANTED,
];

/**
 * The products matching a declined application, best first: on shelf, of another institution in service, applied
 * for through our form, of the same flow (loanIndustry), admitting its amount and term and at least one of its
 * guarantee methods, and not already in an open application of the company. Best: the application's repayment
 * method offered, then the catalogue's own order (top weight, applications made).
 */
export function matchingProducts(
  db: Kysely<DB>,
  original: OriginalRow,
  request: { companyId: number; limit: number; productId?: number },
) {
  const { companyId } = request;
  const amount = Number(original.apply_amount);
  const guarantees = sql.join(original.guarantee_methods.map((code) => sql`${code}`));
  let query = offeredProducts(db)
    .select(['p.id', 'p.product_name', 'p.logo', 'p.org_id', 'o.org_name', ...termColumns, 'p.summary'])
    .where('p.apply_url_type', '=', FORM_URL_TYPE)
    .where(sql<boolean>`p.loan_industry IS NOT DISTINCT FROM ${original.loan_industry}::smallint`)
    .where(sql<boolean>`p.guarantee_methods && ARRAY[${guarantees}]::smallint[]`)
    .where(sql<boolean>`(p.min_amount IS NULL OR p.min_amount <= ${amount})`)
    .where(sql<boolean>`(p.max_amount IS NULL OR p.max_amount >= ${amount})`)
    .where(sql<boolean>`(p.min_period IS NULL OR p.min_period <= ${original.loan_period})`)
    .where(sql<boolean>`(p.max_period IS NULL OR p.max_period >= ${original.loan_period})`)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('loan_application as x')
            .select('x.id')
            .whereRef('x.product_id', '=', 'p.id')
            .where('x.company_id', '=', companyId)
            .where('x.loan_status', 'in', OPEN_STATUSES),
        ),
      ),
    );
  if (original.org_id !== null) query = query.where('p.org_id', '!=', original.org_id);
  if (request.productId !== undefined) query = query.where('p.id', '=', request.productId);
  // A need has no repayment method: then the catalogue's order alone.
  if (original.repay_method !== null) {
    query = query.orderBy(sql<boolean>`${original.repay_method}::smallint = ANY(p.repay_methods)`, 'desc');
  }
  return query
    .orderBy('p.top_weight', 'desc')
    .orderBy('p.apply_count', 'desc')
    .orderBy('p.id')
    .limit(request.limit)
    .execute();
}
export type MatchingProductRow = Awaited<ReturnType<typeof matchingProducts>>[number];

/** The referral made from a declined application, with what the answer shows of it. */
export function findReferralOf(db: Kysely<DB>, originalId: number) {
  return db
    .selectFrom('loan_referral as r')
    .innerJoin('loan_product as p', 'p.id', 'r.product_id')
    .innerJoin('financial_org as o', 'o.id', 'r.org_id')
    .innerJoin('loan_application as a', 'a.id', 'r.referral_application_id')
    .select([
      'r.id',
      'r.original_application_id',
      'r.referral_application_id',
      'r.product_id',
      'p.product_name',
      'r.org_id',
      'o.org_name',
      'r.consent_text',
      'r.consented_at',
      'a.loan_status',
    ])
    .where('r.original_application_id', '=', originalId)
    .executeTakeFirst();
}
export type ReferralRow = NonNullable<Awaited<ReturnType<typeof findReferralOf>>>;

export async function insertReferral(
  trx: Kysely<DB>,
  referral: {
    companyId: number;
    originalId: number;
    referralId: number;
    productId: number;
    orgId: number;
    fromOrgId: number | null;
    consentedBy: number;
    consentText: string;
    at: Date;
  },
): Promise<number> {
  const row = await trx
    .insertInto('loan_referral')
    .values({
      company_id: referral.companyId,
      original_application_id: referral.originalId,
      referral_application_id: referral.referralId,
      product_id: referral.productId,
      org_id: referral.orgId,
      from_org_id: referral.fromOrgId,
      consented_by: referral.consentedBy,
      consent_text: referral.consentText,
      consented_at: referral.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Shares the declined application's materials (the stored files attached to it, not deleted) with the referral:
 * answers how many were shared.
 */
export async function shareMaterials(trx: Kysely<DB>, referralId: number, originalId: number): Promise<number> {
  const files = await trx
    .selectFrom('stored_file')
    .select('id')
    .where('attached_ref', '=', `loan_application:${originalId}`)
    .where('deleted_at', 'is', null)
    .execute();
  if (files.length === 0) return 0;
  await trx
    .insertInto('loan_referral_file')
    .values(files.map((file) => ({ referral_id: referralId, file_id: file.id })))
    .execute();
  return files.length;
}
