import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';

/** The application as the desk's company profile needs it: its company, status and subject; only of `orgId`. */
export function findDeskApplication(db: Kysely<DB>, id: number, orgId: number) {
  return db
    .selectFrom('loan_application as a')
    .leftJoin('loan_product as p', 'p.id', 'a.product_id')
    .select(['a.id', 'a.company_id', 'a.loan_status', 'a.source', 'p.product_name'])
    .where('a.id', '=', id)
    .where('a.org_id', '=', orgId)
    .executeTakeFirst();
}

/** Whether any account certified the company, and when the first did. */
export async function companyCertification(db: Kysely<DB>, companyId: number) {
  const row = await db
    .selectFrom('user_company')
    .select((eb) => [eb.fn.countAll<string | number>().as('accounts'), eb.fn.min('certified_at').as('certified_at')])
    .where('company_id', '=', companyId)
    .where('certified', '=', true)
    .executeTakeFirst();
  return {
    certified: Number(row?.accounts ?? 0) > 0,
    certifiedAt: row?.certified_at ? new Date(row.certified_at) : null,
  };
}

/** The company's applications and needs with one institution, newest first (never another institution's). */
export function companyHistoryWithOrg(db: Kysely<DB>, companyId: number, orgId: number) {
  return db
    .selectFrom('loan_application as a')
    .leftJoin('loan_product as p', 'p.id', 'a.product_id')
    .select(['a.id', 'a.source', 'p.product_name', 'a.apply_amount', 'a.loan_status', 'a.created_at'])
    .where('a.company_id', '=', companyId)
    .where('a.org_id', '=', orgId)
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(50)
    .execute();
}

/** The registry's 注册资本 (万元) and 行业 of a credit code (issue 20, slice desk-rest); none: not in the registry. */
export function findRegistryFigures(db: Kysely<DB>, uniformCode: string) {
  return db
    .selectFrom('company_registry')
    .select(['registered_capital_wan', 'industry'])
    .where('uniform_code', '=', uniformCode)
    .executeTakeFirst();
}
