import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { FACE_CHECKED } from '#features/accounts/domain/user-info.ts';
import type { RegistryCompany } from './registry/registry-company.ts';

/** The company row of a registry company, added by its credit code (an existing row takes its name); answers its id. */
export async function upsertRegistryCompany(
  trx: Kysely<DB>,
  company: Pick<RegistryCompany, 'name' | 'uniformCode' | 'legalPerson'>,
): Promise<number> {
  const row = await trx
    .insertInto('company')
    .values({ company_name: company.name, uniform_code: company.uniformCode, legal_person: company.legalPerson })
    .onConflict((oc) => oc.column('uniform_code').doUpdateSet({ company_name: company.name }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Makes the account a member of the company unless it is one already: certified with the face check passed from
 * `certifiedAt`, or uncertified when that is null.
 */
export async function addSeedMembership(
  trx: Kysely<DB>,
  membership: { userId: number; companyId: number; joinedAt: Date; certifiedAt: Date | null },
): Promise<void> {
  const certified = membership.certifiedAt !== null;
  await trx
    .insertInto('user_company')
    .values({
      user_id: membership.userId,
      company_id: membership.companyId,
      created_at: membership.joinedAt,
      certified,
      identify_status: certified ? FACE_CHECKED : 0,
      certified_at: membership.certifiedAt,
    })
    .onConflict((oc) => oc.columns(['user_id', 'company_id']).doNothing())
    .execute();
}
