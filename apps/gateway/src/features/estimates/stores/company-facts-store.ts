import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { findRegistryCompanyByCode, type RegistryCompanyRow } from '#features/registry/stores/registry-store.ts';

export interface CompanyFacts {
  id: number;
  companyName: string;
  uniformCode: string;
  legalPerson: string;
  /** The registry's entry for the company's credit code; null when the registry does not know it. */
  registry: RegistryCompanyRow | null;
}

/** The company and what the registry says about it; null for an unknown company id. */
export async function findCompanyFacts(db: Kysely<DB>, companyId: number): Promise<CompanyFacts | null> {
  const company = await db
    .selectFrom('company')
    .select(['id', 'company_name', 'uniform_code', 'legal_person'])
    .where('id', '=', companyId)
    .executeTakeFirst();
  if (!company) return null;
  const registry = await findRegistryCompanyByCode(db, company.uniform_code);
  return {
    id: company.id,
    companyName: company.company_name,
    uniformCode: company.uniform_code,
    legalPerson: company.legal_person,
    registry: registry ?? null,
  };
}

/** The company's unified social credit code, or null for an unknown id. */
export async function companyUniformCode(db: Kysely<DB>, companyId: number): Promise<string | null> {
  const row = await db.selectFrom('company').select('uniform_code').where('id', '=', companyId).executeTakeFirst();
  return row?.uniform_code ?? null;
}
