import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { findRegistryCompanyByCode, OPERATING_STATUSES } from '#features/registry/stores/registry-store.ts';
import type { RegistryFacts } from '../domain/company-add.ts';

/** What company add needs of the registry's entry for a credit code; undefined when the registry has none. */
export async function findRegistryFacts(db: Kysely<DB>, uniformCode: string): Promise<RegistryFacts | undefined> {
  const company = await findRegistryCompanyByCode(db, uniformCode);
  if (!company) return undefined;
  return {
    uniformCode: company.uniformCode,
    companyName: company.companyName,
    legalPerson: company.legalPerson,
    operating: OPERATING_STATUSES.includes(company.status),
  };
}
