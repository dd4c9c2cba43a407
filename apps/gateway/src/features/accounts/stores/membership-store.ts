import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';

/**
 * The company of a credit code, created with the given registry facts when it is new; an existing row takes the
 * given name, and the given legal representative unless that is empty (the registry is the source of both).
 * Answers its id.
 */
export async function ensureCompany(
  trx: Kysely<DB>,
  company: { companyName: string; uniformCode: string; legalPerson: string },
): Promise<number> {
  const row = await trx
    .insertInto('company')
    .values({
      company_name: company.companyName,
      uniform_code: company.uniformCode,
      legal_person: company.legalPerson,
    })
    .onConflict((oc) =>
      oc.column('uniform_code').doUpdateSet((eb) => ({
        company_name: eb.ref('excluded.company_name'),
        legal_person: eb
          .case()
          .when('excluded.legal_person', '=', '')
          .then(eb.ref('company.legal_person'))
          .else(eb.ref('excluded.legal_person'))
          .end(),
      })),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Makes the account a member of the company (uncertified); answers false when it already was. */
export async function addMembership(trx: Kysely<DB>, userId: number, companyId: number, now: Date): Promise<boolean> {
  const row = await trx
    .insertInto('user_company')
    .values({ user_id: userId, company_id: companyId, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'company_id']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}
