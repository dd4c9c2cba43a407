import { type Kysely, sql, type Transaction } from 'kysely';
import { countTotal, readPage } from '#db/paged-query.ts';
import type { DB } from '#db/schema.ts';
import type { StoredPreCreditTerms } from '#features/estimates/domain/pre-credit.ts';
import { preCreditTermColumns } from '#features/estimates/stores/pre-credit-store.ts';
import type { CheckedGrant } from '../domain/pre-credit-rows.ts';

type Db = Kysely<DB> | Transaction<DB>;

/** The platform's companies of these credit codes (code → id and name); codes of no company are missing. */
export async function companiesByCode(
  db: Db,
  codes: readonly string[],
): Promise<Map<string, { id: number; name: string }>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .selectFrom('company')
    .select(['id', 'uniform_code', 'company_name'])
    .where('uniform_code', 'in', [...new Set(codes)])
    .execute();
  return new Map(rows.map((row) => [row.uniform_code, { id: row.id, name: row.company_name }]));
}

/** Whether the product is the institution's and on shelf (a pre-credit may name one of its offered products). */
export async function isOwnOfferedProduct(db: Db, orgId: number, productId: number): Promise<boolean> {
  const row = await db
    .selectFrom('loan_product')
    .select('id')
    .where('id', '=', productId)
    .where('org_id', '=', orgId)
    .where('on_shelf', '=', true)
    .executeTakeFirst();
  return row !== undefined;
}

export interface OrgPreCreditRow extends StoredPreCreditTerms {
  id: number;
  companyName: string;
  uniformCode: string;
  grantedBy: string | null;
}

/** The limits the institution granted, newest first, with the company, the product and who granted it. */
export async function listOrgPreCredits(
  db: Db,
  orgId: number,
  page: { pageNum: number; pageSize: number },
): Promise<{ rows: OrgPreCreditRow[]; total: number }> {
  const base = db.selectFrom('pre_credit as c').where('c.org_id', '=', orgId);
  return readPage(
    base
      .innerJoin('company as e', 'e.id', 'c.company_id')
      .leftJoin('loan_product as p', 'p.id', 'c.product_id')
      .leftJoin('staff_account as s', 's.id', 'c.granted_by')
      .select([
        'c.id',
        'e.company_name as companyName',
        'e.uniform_code as uniformCode',
        ...preCreditTermColumns,
        's.display_name as grantedBy',
      ])
      .orderBy('c.granted_at', 'desc')
      .orderBy('c.id', 'desc'),
    base.select(countTotal),
    page,
  );
}

/** Serialises the institution's grants, so that the duplicate check of two parallel imports sees the other's rows. */
export async function lockGrants(trx: Transaction<DB>, orgId: number): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${sql.lit(7_310_022)}, ${orgId})`.execute(trx);
}

/** Whether the institution already gave this company this very limit (same amount and validity) and it stands. */
export async function sameGrantExists(trx: Transaction<DB>, orgId: number, companyId: number, grant: CheckedGrant) {
  const row = await trx
    .selectFrom('pre_credit')
    .select('id')
    .where('org_id', '=', orgId)
    .where('company_id', '=', companyId)
    .where('status', '=', 'active')
    .where('amount', '=', String(grant.amount))
    .where('valid_from', '=', grant.validFrom)
    .where('valid_until', '=', grant.validUntil)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
