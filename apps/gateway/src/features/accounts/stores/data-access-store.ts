import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';

export interface DataAccess {
  companyId: number;
  /** The institution that read the data; null when the reader is an institution not on record. */
  orgId: number | null;
  /** What the institution looked at and why, as the enterprise reads it in its ledger (e.g. 查看融资申请). */
  purpose: string;
  at: Date;
}

/**
 * Logs an institution's access to a company's data for the company's authorisation ledger (spec §1). Called in the
 * transaction of the action that reads the data (the workbench; until then the development transition helper).
 */
export async function recordDataAccess(trx: Kysely<DB>, access: DataAccess): Promise<void> {
  await trx
    .insertInto('data_access_log')
    .values({ company_id: access.companyId, org_id: access.orgId, purpose: access.purpose, at: access.at })
    .execute();
}
