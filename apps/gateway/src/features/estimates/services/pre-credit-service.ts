import { beijingDay } from '@sme/contract/beijing-time';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { preCreditRecord } from '../estimate-records.ts';
import { companyUniformCode } from '../stores/company-facts-store.ts';
import { hasPreCreditInForce, listPreCredits } from '../stores/pre-credit-store.ts';

/**
 * The session company's own limits only: a credit code that is not the session company's answers exactly what a
 * company without limits gets (false, []), so no one learns another company's limits, nor whether it has any.
 */
async function ownCompany(db: Kysely<DB>, companyId: number, uniformCode: string): Promise<boolean> {
  return (await companyUniformCode(db, companyId)) === uniformCode;
}

export async function preCreditExists(db: Kysely<DB>, companyId: number, uniformCode: string, now: Date) {
  if (!(await ownCompany(db, companyId, uniformCode))) return false;
  return hasPreCreditInForce(db, companyId, beijingDay(now));
}

export async function preCreditList(db: Kysely<DB>, companyId: number, uniformCode: string, now: Date) {
  if (!(await ownCompany(db, companyId, uniformCode))) return [];
  const today = beijingDay(now);
  return (await listPreCredits(db, companyId)).map((row) => preCreditRecord(row, today));
}
