import { orgCodeCheckChar, registrationNumberCheckDigit, uniformCodeCheckChar } from '@sme/contract/uniform-code';
import type { Database } from '#db/database.ts';
import type { RegistryCompany } from '#seed/registry/registry-company.ts';

/** Ids of companies that tests add to the registry: far above the generated ones, one serial per test process. */
let serial = 4_000_000 + (process.pid % 1000) * 1000;

/**
 * Adds companies with these names to a test database's registry (valid, unique codes; 存续 unless told), as the loader
 * would: the rows only, so the bigram counts do not know them (they are a hint, and the search must not need them).
 */
export async function addRegistryCompanies(
  database: Database,
  names: string[],
  overrides: Partial<Omit<RegistryCompany, 'id' | 'name'>> = {},
): Promise<RegistryCompany[]> {
  const companies = names.map((name): RegistryCompany => {
    serial += 1;
    const orgBody = `MA1${String(serial).slice(-5).padStart(5, '0')}`;
    const first17 = `91440104${orgBody}${orgCodeCheckChar(orgBody)}`;
    const first14 = `4401043${String(serial).padStart(7, '0').slice(-7)}`;
    return {
      id: serial,
      name,
      uniformCode: first17 + uniformCodeCheckChar(first17),
      registrationNumber: first14 + registrationNumberCheckDigit(first14),
      legalPerson: '测试人',
      entityType: '有限责任公司',
      district: '越秀区',
      street: '北京街道',
      status: '存续',
      establishedOn: '2020-01-02',
      ...overrides,
    };
  });
  await database.db
    .insertInto('company_registry')
    .values(
      companies.map((company) => ({
        id: company.id,
        company_name: company.name,
        uniform_code: company.uniformCode,
        registration_number: company.registrationNumber,
        legal_person: company.legalPerson,
        entity_type: company.entityType,
        district: company.district,
        street: company.street,
        status: company.status,
        established_on: company.establishedOn,
      })),
    )
    .execute();
  return companies;
}
