import { type Kysely, sql } from 'kysely';
import { countTotal, readPage } from '#db/paged-query.ts';
import type { DB } from '#db/schema.ts';

export type LedgerKind = 'grant' | 'revocation' | 'access' | 'referral';

export interface LedgerRow {
  kind: LedgerKind;
  at: Date;
  org_name: string | null;
  /** grant: the product applied for with it; revocation: the reason; access: the purpose; referral: the consent text. */
  note: string | null;
  auth_end_date: Date | null;
  id: string;
  /** The mobile of the company's account that granted, revoked or consented; null for an access. */
  actor_mobile: string | null;
}

/** The company's ledger entries: its grants, its revocations and the institutions' accesses, as one relation. */
function ledgerEntries(db: Kysely<DB>, companyId: number) {
  const grants = db
    .selectFrom('data_authorisation as d')
    .leftJoin('app_user as u', 'u.id', 'd.granted_by')
    .leftJoin('loan_application as a', 'a.id', 'd.application_id')
    .leftJoin('loan_product as p', 'p.id', 'a.product_id')
    .select([
      sql<LedgerKind>`'grant'`.as('kind'),
      'd.granted_at as at',
      sql<string | null>`NULL::text`.as('org_name'),
      'p.product_name as note',
      sql<Date | null>`d.auth_end_date`.as('auth_end_date'),
      sql<string>`d.id::bigint`.as('id'),
      'u.mobile as actor_mobile',
    ])
    .where('d.company_id', '=', companyId);
  const revocations = db
    .selectFrom('data_authorisation as d')
    .leftJoin('app_user as u', 'u.id', 'd.revoked_by')
    .select([
      sql<LedgerKind>`'revocation'`.as('kind'),
      sql<Date>`d.revoked_at`.as('at'),
      sql<string | null>`NULL::text`.as('org_name'),
      'd.revoke_reason as note',
      sql<Date | null>`d.auth_end_date`.as('auth_end_date'),
      sql<string>`d.id::bigint`.as('id'),
      'u.mobile as actor_mobile',
    ])
    .where('d.company_id', '=', companyId)
    .where('d.revoked_at', 'is not', null);
  const accesses = db
    .selectFrom('data_access_log as l')
    .leftJoin('financial_org as o', 'o.id', 'l.org_id')
    .select([
      sql<LedgerKind>`'access'`.as('kind'),
      'l.at',
      'o.org_name',
      sql<string | null>`l.purpose`.as('note'),
      sql<Date | null>`NULL::timestamptz`.as('auth_end_date'),
      sql<string>`l.id`.as('id'),
      sql<string | null>`NULL::text`.as('actor_mobile'),
    ])
    .where('l.company_id', '=', companyId);
  // Referral after a decline (migration 0020): the enterprise's consent to share an application with another institution.
  const referrals = db
    .selectFrom('loan_referral as r')
    .innerJoin('financial_org as o', 'o.id', 'r.org_id')
    .leftJoin('app_user as u', 'u.id', 'r.consented_by')
    .select([
      sql<LedgerKind>`'referral'`.as('kind'),
      'r.consented_at as at',
      'o.org_name',
      sql<string | null>`r.consent_text`.as('note'),
      sql<Date | null>`NULL::timestamptz`.as('auth_end_date'),
      sql<string>`r.id::bigint`.as('id'),
      'u.mobile as actor_mobile',
    ])
    .where('r.company_id', '=', companyId);
  return db.selectFrom(grants.unionAll(revocations).unionAll(accesses).unionAll(referrals).as('entry'));
}

/**
 * One page of the company's ledger, newest first (ties: revocations, grants, referral consents, then accesses), and its
 * total.
 */
export async function listLedger(
  db: Kysely<DB>,
  request: { companyId: number; pageNum: number; pageSize: number },
): Promise<{ rows: LedgerRow[]; total: number }> {
  const { rows, total } = await readPage(
    ledgerEntries(db, request.companyId)
      .selectAll()
      .orderBy('at', 'desc')
      .orderBy(sql`CASE kind WHEN 'revocation' THEN 0 WHEN 'grant' THEN 1 WHEN 'referral' THEN 2 ELSE 3 END`)
      .orderBy('id', 'desc'),
    ledgerEntries(db, request.companyId).select(countTotal),
    request,
  );
  return { rows: rows as LedgerRow[], total };
}
