import type { OfferRecord } from '@sme/contract/routes/need-offers';
import { type Kysely, sql } from 'kysely';
import { countTotal, readPage } from '#db/paged-query.ts';
import type { DB, NeedOfferState } from '#db/schema.ts';

/** The published need an offer is about, as the offer rules read it. */
export interface OfferNeedRow {
  id: number;
  company_id: number;
  org_id: number | null;
  loan_status: number;
  apply_amount: string;
  loan_period: number;
  guarantee_methods: number[];
  expiry_date: string | null;
}

const needColumns = [
  'a.id',
  'a.company_id',
  'a.org_id',
  'a.loan_status',
  'a.apply_amount',
  'a.loan_period',
  'a.guarantee_methods',
  sql<string | null>`to_char(a.expiry_date, 'YYYY-MM-DD')`.as('expiry_date'),
] as const;

function publishedNeed(db: Kysely<DB>, id: number, scope: { companyId: number | null }) {
  const query = db
    .selectFrom('loan_application as a')
    .select(needColumns)
    .where('a.id', '=', id)
    .where('a.source', '=', 2)
    .where('a.loan_status', 'not in', [1, 3]);
  return scope.companyId === null ? query : query.where('a.company_id', '=', scope.companyId);
}

/** A published need (source 2, past the platform's review: not 1 or 3); `companyId` scopes it to the enterprise. */
export async function findPublishedNeed(
  db: Kysely<DB>,
  id: number,
  scope: { companyId: number | null },
): Promise<OfferNeedRow | undefined> {
  return publishedNeed(db, id, scope).executeTakeFirst();
}

/** The published need, locked for the rest of the transaction: offers, an acceptance and a claim go one by one. */
export async function lockPublishedNeed(
  trx: Kysely<DB>,
  id: number,
  scope: { companyId: number | null },
): Promise<OfferNeedRow | undefined> {
  return publishedNeed(trx, id, scope).forUpdate().executeTakeFirst();
}

/**
 * Whether one of the institution's products on shelf matches the need: its amount within the product's range, its
 * term within the product's terms (an open end is unlimited) and, when the need names guarantee methods, the
 * product offering one of them.
 */
export async function hasMatchingProduct(db: Kysely<DB>, orgId: number, need: OfferNeedRow): Promise<boolean> {
  const amount = Number(need.apply_amount);
  const row = await db
    .selectFrom('loan_product as p')
    .select('p.id')
    .where('p.org_id', '=', orgId)
    .where('p.on_shelf', '=', true)
    .where((eb) => eb.or([eb('p.min_amount', 'is', null), eb('p.min_amount', '<=', String(amount))]))
    .where((eb) => eb.or([eb('p.max_amount', 'is', null), eb('p.max_amount', '>=', String(amount))]))
    .where((eb) => eb.or([eb('p.min_period', 'is', null), eb('p.min_period', '<=', need.loan_period)]))
    .where((eb) => eb.or([eb('p.max_period', 'is', null), eb('p.max_period', '>=', need.loan_period)]))
    .where(
      need.guarantee_methods.length === 0
        ? sql<boolean>`true`
        : sql<boolean>`p.guarantee_methods::integer[] && ${sql.val(need.guarantee_methods)}::integer[]`,
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** What an institution's offer says: the contract record's amounts, rates, term, conditions and valid-until day. */
export type OfferFigures = Pick<
  OfferRecord,
  'amountMin' | 'amountMax' | 'rateMin' | 'rateMax' | 'termMonths' | 'conditions' | 'validUntil'
>;

/** Sends the institution's offer, or replaces its own in place (active again; first_offered_at kept). */
export async function saveOffer(
  trx: Kysely<DB>,
  offer: OfferFigures & { needId: number; orgId: number; staffId: number; at: Date },
): Promise<number> {
  const figures = {
    staff_id: offer.staffId,
    amount_min: offer.amountMin,
    amount_max: offer.amountMax,
    rate_min: offer.rateMin,
    rate_max: offer.rateMax,
    term_months: offer.termMonths,
    conditions: offer.conditions,
    valid_until: offer.validUntil,
    state: 'active' as const,
    updated_at: offer.at,
  };
  const row = await trx
    .insertInto('need_offer')
    .values({ ...figures, application_id: offer.needId, org_id: offer.orgId, first_offered_at: offer.at })
    .onConflict((oc) => oc.columns(['application_id', 'org_id']).doUpdateSet(figures))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export type OfferRow = Awaited<ReturnType<ReturnType<typeof offerQuery>['executeTakeFirstOrThrow']>>;

function offerQuery(db: Kysely<DB>) {
  return db
    .selectFrom('need_offer as o')
    .innerJoin('financial_org as f', 'f.id', 'o.org_id')
    .innerJoin('loan_application as a', 'a.id', 'o.application_id')
    .innerJoin('company as c', 'c.id', 'a.company_id')
    .select([
      'o.id',
      'o.application_id',
      'o.org_id',
      'f.org_name',
      'o.amount_min',
      'o.amount_max',
      'o.rate_min',
      'o.rate_max',
      'o.term_months',
      'o.conditions',
      sql<string>`to_char(o.valid_until, 'YYYY-MM-DD')`.as('valid_until'),
      'o.state',
      'o.first_offered_at',
      'o.updated_at',
      'o.decided_at',
      'a.company_id',
      'c.company_name',
      'a.apply_amount',
      'a.loan_period',
    ]);
}

/** One offer, scoped to its institution or to the need's company (another's reads as missing). */
export async function findOffer(
  db: Kysely<DB>,
  id: number,
  scope: { orgId: number } | { companyId: number },
): Promise<OfferRow | undefined> {
  const query = offerQuery(db).where('o.id', '=', id);
  return (
    'orgId' in scope ? query.where('o.org_id', '=', scope.orgId) : query.where('a.company_id', '=', scope.companyId)
  ).executeTakeFirst();
}

/** The offers on a need the enterprise sees: every institution's but the withdrawn ones, in order of sending. */
export async function listNeedOffers(db: Kysely<DB>, needId: number): Promise<OfferRow[]> {
  return offerQuery(db)
    .where('o.application_id', '=', needId)
    .where('o.state', '!=', 'withdrawn')
    .orderBy('o.first_offered_at')
    .orderBy('o.id')
    .execute();
}

/** One page of the institution's own offers, newest first. */
export async function listOrgOffers(db: Kysely<DB>, orgId: number, page: { pageNum: number; pageSize: number }) {
  return readPage(
    offerQuery(db).where('o.org_id', '=', orgId).orderBy('o.id', 'desc'),
    db.selectFrom('need_offer').where('org_id', '=', orgId).select(countTotal),
    page,
  );
}

/** Moves an offer of the need from one state to another; false when it was not in `from` any more. */
export async function moveOffer(
  trx: Kysely<DB>,
  move: { id: number; from: NeedOfferState; to: NeedOfferState; at: Date },
): Promise<boolean> {
  const row = await trx
    .updateTable('need_offer')
    .set({ state: move.to, updated_at: move.at, decided_at: move.to === 'withdrawn' ? null : move.at })
    .where('id', '=', move.id)
    .where('state', '=', move.from)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Declines every other active offer on the need (the enterprise took one); the institutions that offered them. */
export async function declineOtherOffers(
  trx: Kysely<DB>,
  need: { needId: number; acceptedId: number; at: Date },
): Promise<number[]> {
  const rows = await trx
    .updateTable('need_offer')
    .set({ state: 'declined', updated_at: need.at, decided_at: need.at })
    .where('application_id', '=', need.needId)
    .where('id', '!=', need.acceptedId)
    .where('state', '=', 'active')
    .returning('org_id')
    .execute();
  return rows.map((row) => row.org_id);
}

/**
 * The offer figures of the needs submitted in [startDate, endDate] (Beijing days, both optional) that passed the
 * platform's review: how many got offers, how many offers, the median hours to the first one, how many took one.
 */
export async function offerFigures(db: Kysely<DB>, range: { startDate?: string; endDate?: string }) {
  const day = sql`(a.created_at AT TIME ZONE 'Asia/Shanghai')::date`;
  let needs = db
    .selectFrom('loan_application as a')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('need_offer')
          .select([
            'application_id',
            sql<number>`count(*)::int`.as('offers'),
            sql<Date>`min(first_offered_at)`.as('first_at'),
            sql<number>`count(*) FILTER (WHERE state = 'accepted')::int`.as('accepted'),
          ])
          .groupBy('application_id')
          .as('o'),
      (join) => join.onRef('o.application_id', '=', 'a.id'),
    )
    .where('a.source', '=', 2)
    .where('a.loan_status', 'not in', [1, 3]);
  if (range.startDate) needs = needs.where(sql<boolean>`${day} >= ${range.startDate}::date`);
  if (range.endDate) needs = needs.where(sql<boolean>`${day} <= ${range.endDate}::date`);
  return needs
    .select([
      sql<number>`count(*)::int`.as('needs'),
      sql<number>`count(o.application_id)::int`.as('needs_with_offers'),
      sql<number>`coalesce(sum(o.offers), 0)::int`.as('offers'),
      sql<number>`coalesce(sum(o.accepted), 0)::int`.as('accepted'),
      sql<
        number | null
      >`percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM o.first_at - a.created_at) / 3600)`.as(
        'first_offer_median_hours',
      ),
    ])
    .executeTakeFirstOrThrow();
}
