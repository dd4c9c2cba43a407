import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';

/** An institution that is in service (its staff may pick up applications). */
export function findOrgInService(db: Kysely<DB>, orgId: number) {
  return db
    .selectFrom('financial_org')
    .select('id')
    .where('id', '=', orgId)
    .where('if_normal', '=', true)
    .executeTakeFirst();
}

/**
 * An active person of the institution: the one asked for (an account manager, or a staff member who handles it since
 * issue 20), or else its first account manager (lowest id).
 */
export function findOrgManager(db: Kysely<DB>, orgId: number, managerId: number | undefined) {
  let query = db.selectFrom('org_user').select('id').where('org_id', '=', orgId).where('active', '=', true);
  query = managerId === undefined ? query.where('role', '=', 'manager') : query.where('id', '=', managerId);
  return query.orderBy('id').limit(1).executeTakeFirst();
}

/**
 * A manager with the institution's name, only when assigned to one of the company's applications (bank staff
 * contact data is shown to the companies they serve, no one else).
 */
export function findCompanyManager(db: Kysely<DB>, managerId: number, companyId: number) {
  return db
    .selectFrom('org_user as u')
    .innerJoin('financial_org as o', 'o.id', 'u.org_id')
    .select(['u.id', 'u.name', 'u.mobile', 'u.org_id', 'o.org_name'])
    .where('u.id', '=', managerId)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('loan_application as a')
          .select('a.id')
          .whereRef('a.manager_id', '=', 'u.id')
          .where('a.company_id', '=', companyId),
      ),
    )
    .executeTakeFirst();
}
