import type { CompanyRecord } from '@sme/contract/routes/accounts';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';

export type { CompanyRecord };

function companiesOf(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('user_company as m')
    .innerJoin('company as c', 'c.id', 'm.company_id')
    .select([
      'c.id',
      'c.company_name as companyName',
      'c.uniform_code as uniformCode',
      'c.legal_person as legalPerson',
      'm.certified as ifCertification',
      'm.identify_status as identifyStatus',
    ])
    .where('m.user_id', '=', userId);
}

/** The account's companies, in the order it joined them. */
export function listUserCompanies(db: Kysely<DB>, userId: number): Promise<CompanyRecord[]> {
  return companiesOf(db, userId).orderBy('m.created_at').orderBy('c.id').execute();
}

/** One company of the account; undefined when the account is not a member (or there is no such company). */
export function findUserCompany(db: Kysely<DB>, userId: number, companyId: number): Promise<CompanyRecord | undefined> {
  return companiesOf(db, userId).where('c.id', '=', companyId).executeTakeFirst();
}

/** A company of the account with when its membership was certified. */
export type MembershipRow = CompanyRecord & { certifiedAt: Date | null };

/** The account's membership of a company with what it proved; undefined when the account is not a member. */
export function findMembership(db: Kysely<DB>, userId: number, companyId: number): Promise<MembershipRow | undefined> {
  return companiesOf(db, userId)
    .select('m.certified_at as certifiedAt')
    .where('c.id', '=', companyId)
    .executeTakeFirst();
}

/** How many companies the account holds. */
export async function countUserCompanies(db: Kysely<DB>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('user_company')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** The account's company of a credit code; undefined when the account does not hold it. */
export function findUserCompanyByCode(
  db: Kysely<DB>,
  userId: number,
  uniformCode: string,
): Promise<CompanyRecord | undefined> {
  return companiesOf(db, userId).where('c.uniform_code', '=', uniformCode).executeTakeFirst();
}

/** Records the registry's current name of a company, and its legal representative where the row has none. */
export async function recordRegistryName(
  db: Kysely<DB>,
  companyId: number,
  registered: { companyName: string; legalPerson: string },
): Promise<void> {
  await db
    .updateTable('company')
    .set((eb) => ({
      company_name: registered.companyName,
      legal_person: eb
        .case()
        .when('legal_person', '=', '')
        .then(registered.legalPerson)
        .else(eb.ref('legal_person'))
        .end(),
    }))
    .where('id', '=', companyId)
    .execute();
}
