import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';

/** How many of the company's applications (source 1) and needs (source 2) stand at each status. */
export function applicationCounts(db: Kysely<DB>, companyId: number) {
  return db
    .selectFrom('loan_application')
    .select(['source', 'loan_status'])
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('company_id', '=', companyId)
    .groupBy(['source', 'loan_status'])
    .orderBy('source')
    .orderBy('loan_status')
    .execute();
}

/** The latest end of the company's data authorisations in force now; null when none is. */
export async function authorisationInForceUntil(db: Kysely<DB>, companyId: number, now: Date): Promise<Date | null> {
  const row = await db
    .selectFrom('data_authorisation')
    .select((eb) => eb.fn.max('auth_end_date').as('until'))
    .where('company_id', '=', companyId)
    .where('revoked_at', 'is', null)
    .where('auth_end_date', '>', now)
    .executeTakeFirst();
  return row?.until ? new Date(row.until) : null;
}
