import type { Database } from '#db/database.ts';
import { createAccountContext } from '#features/accounts/context.ts';
import { importAccounts } from '#features/accounts/services/import-service.ts';
import type { Clock } from '#shared/clock.ts';
import { testDeps } from './test-deps.ts';

/** The imports' tests and the operator's shb import give an invitation a week. */
const INVITATION_VALID_MS = 7 * 24 * 3_600_000;

export interface RegistryCompany {
  id: number;
  companyName: string;
  uniformCode: string;
  legalPerson: string;
}

/**
 * The live registry companies after `afterId`, one a call, so that no two imports of a file name the same company
 * (files start after different ids to stay apart from each other).
 */
export function registryCompanies(database: () => Database, afterId: number): () => Promise<RegistryCompany> {
  let lastId = afterId;
  return async () => {
    const company = await database()
      .db.selectFrom('company_registry')
      .select(['id', 'company_name as companyName', 'uniform_code as uniformCode', 'legal_person as legalPerson'])
      .where('id', '>', lastId)
      .where('status', 'in', ['存续', '在业'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    lastId = company.id;
    return company;
  };
}

/** Imports `mobile` with `company` through the import command's service (source shb); answers the import's result. */
export async function importAccount(database: Database, clock: Clock, mobile: string, company: RegistryCompany) {
  const request = { line: 2, mobile, companyName: company.companyName, uniformCode: company.uniformCode };
  const context = createAccountContext(testDeps(database, { clock }));
  const [result] = await importAccounts(context, [request], { source: 'shb', validMs: INVITATION_VALID_MS });
  if (!result) throw new Error('nothing imported');
  return result;
}
