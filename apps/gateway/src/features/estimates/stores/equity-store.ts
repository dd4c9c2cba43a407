import type { Insertable, Kysely } from 'kysely';
import type { DB, EquityApplicationTable } from '#db/schema.ts';
import { VENTURE_CAPITAL_TYPE } from '../domain/equity.ts';

export type NewEquityApplication = Insertable<EquityApplicationTable>;

/** Inserts the request unless the company already used its key; the new id, or null when the key was taken. */
export async function insertEquityApplication(trx: Kysely<DB>, row: NewEquityApplication): Promise<number | null> {
  const inserted = await trx
    .insertInto('equity_application')
    .values(row)
    .onConflict((oc) => oc.columns(['company_id', 'idempotency_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id ?? null;
}

export function findEquityByKey(db: Kysely<DB>, companyId: number, key: string) {
  return db
    .selectFrom('equity_application')
    .select(['id', 'status', 'created_at'])
    .where('company_id', '=', companyId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/** A venture-capital institution in service (the investors of /equity), or undefined. */
export function findInvestor(db: Kysely<DB>, orgId: number) {
  return db
    .selectFrom('financial_org')
    .select(['id', 'org_name'])
    .where('id', '=', orgId)
    .where('org_type', '=', VENTURE_CAPITAL_TYPE)
    .where('if_normal', '=', true)
    .executeTakeFirst();
}
