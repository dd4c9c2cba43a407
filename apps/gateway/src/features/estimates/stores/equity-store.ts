import type { Insertable, Kysely } from 'kysely';
import { insertUnlessKeyUsed } from '#db/keyed-insert.ts';
import type { DB, EquityApplicationTable } from '#db/schema.ts';
import { VENTURE_CAPITAL_TYPE } from '../domain/equity.ts';

export type NewEquityApplication = Insertable<EquityApplicationTable>;

/** Inserts the request unless the company already used its key; the new id, or null when the key was taken. */
export function insertEquityApplication(trx: Kysely<DB>, row: NewEquityApplication): Promise<number | null> {
  return insertUnlessKeyUsed(trx, 'equity_application', row);
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
