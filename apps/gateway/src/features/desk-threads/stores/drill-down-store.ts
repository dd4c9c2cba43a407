import { type Kysely, sql } from 'kysely';
import type { DB } from '#db/schema.ts';
import { type ApplicationScope, dimensionKey, scopeWhere } from '#features/statistics/stores/application-figures.ts';

/** An institution by id, in service or not (its history stays on the dashboard). */
export function findInstitution(db: Kysely<DB>, orgId: number) {
  return db.selectFrom('financial_org').select(['id', 'org_name']).where('id', '=', orgId).executeTakeFirst();
}

/** Declined applications (5, 7, 9) in `scope` by submission month (Beijing) and failure type 1-4: counts only. */
export async function declinesByMonth(db: Kysely<DB>, scope: ApplicationScope) {
  const { rows } = await sql<{ month: string; failure_type: number; count: string }>`
    SELECT ${dimensionKey('month', 'a')} AS month, a.failure_type, count(*) AS count
    FROM loan_application a
    LEFT JOIN loan_product p ON p.id = a.product_id
    WHERE ${scopeWhere(scope)} AND a.loan_status IN (5, 7, 9) AND a.failure_type BETWEEN 1 AND 4
    GROUP BY 1, 2`.execute(db);
  return rows;
}
