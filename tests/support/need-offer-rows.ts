import type { Database } from '../../apps/gateway/src/db/database.ts';

/** An offer of an institution on a need, as the access tests write it straight to the database. */
export interface OfferRow {
  needId: number;
  orgId: number;
  /** The offer's amount range (万元). */
  amountMin: number;
  amountMax: number;
  /** When it was first offered and last changed: the test clock's now. */
  at: Date;
}

/**
 * Writes an active offer (rate 3.5–4 %, 12 months, valid until 2099) of `orgId`, made by its first staff account, on
 * need `needId` straight to need_offer (no business table, so the access tests set it up without the offer flow);
 * answers its id. Used by the gateway's and the graph's access samples alike.
 */
export async function insertActiveOffer(db: Database['db'], offer: OfferRow): Promise<number> {
  const staff = await db
    .selectFrom('staff_account as a')
    .innerJoin('org_user as u', 'u.id', 'a.org_user_id')
    .select('a.id')
    .where('u.org_id', '=', offer.orgId)
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('need_offer')
    .values({
      application_id: offer.needId,
      org_id: offer.orgId,
      staff_id: staff.id,
      amount_min: offer.amountMin,
      amount_max: offer.amountMax,
      rate_min: 3.5,
      rate_max: 4,
      term_months: 12,
      conditions: '',
      valid_until: '2099-12-31',
      state: 'active',
      first_offered_at: offer.at,
      updated_at: offer.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Where a test product's range starts, which a test need must fall in to match it. */
export interface MatchingProductTerms {
  productName: string;
  guaranteeMethods: number[];
  /** 万元; the range ends at 500. */
  minAmount: number;
  /** Months; the range ends at 36. */
  minPeriod: number;
}

/**
 * Writes a bank product (type 1) of `orgId` straight to loan_product, up to 500 万元 and 36 months at 3.5–6 %, repaid
 * by method 1, so that the offer tests' needs match the institution; its texts are placeholders.
 */
export async function insertMatchingProduct(
  db: Database['db'],
  orgId: number,
  terms: MatchingProductTerms,
): Promise<void> {
  await db
    .insertInto('loan_product')
    .values({
      org_id: orgId,
      product_name: terms.productName,
      product_type: 1,
      logo: '',
      guarantee_methods: terms.guaranteeMethods,
      repay_methods: [1],
      min_amount: terms.minAmount,
      max_amount: 500,
      rate_min: 3.5,
      rate_max: 6,
      min_period: terms.minPeriod,
      max_period: 36,
      summary: '测试',
      introduction: '测试',
      conditions: '测试',
      materials: '测试',
    })
    .execute();
}
