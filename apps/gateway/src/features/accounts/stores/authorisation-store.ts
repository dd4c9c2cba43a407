import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';

/** The company's data authorisations that are in force now (granted, not revoked, not past their end date). */
export function findActiveAuthorisations(db: Kysely<DB>, companyId: number, now: Date) {
  return db
    .selectFrom('data_authorisation')
    .select(['id', 'granted_at', 'auth_end_date'])
    .where('company_id', '=', companyId)
    .where('revoked_at', 'is', null)
    .where('auth_end_date', '>', now)
    .forUpdate()
    .execute();
}

export async function revokeAuthorisations(
  trx: Kysely<DB>,
  ids: readonly number[],
  revocation: { userId: number; reason: string },
  now: Date,
): Promise<void> {
  await trx
    .updateTable('data_authorisation')
    .set({ revoked_at: now, revoked_by: revocation.userId, revoke_reason: revocation.reason })
    .where('id', 'in', [...ids])
    .execute();
}

/** The company's authorisations in force now, oldest first (read only: the state the revocation page shows). */
export function listActiveAuthorisations(db: Kysely<DB>, companyId: number, now: Date) {
  return db
    .selectFrom('data_authorisation')
    .select(['id', 'granted_at', 'auth_end_date'])
    .where('company_id', '=', companyId)
    .where('revoked_at', 'is', null)
    .where('auth_end_date', '>', now)
    .orderBy('granted_at')
    .orderBy('id')
    .execute();
}

/** The company's most recent revocation, if any. */
export function findLatestRevocation(db: Kysely<DB>, companyId: number) {
  return db
    .selectFrom('data_authorisation')
    .select(['revoked_at', 'revoke_reason'])
    .where('company_id', '=', companyId)
    .where('revoked_at', 'is not', null)
    .orderBy('revoked_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** Records an authorisation granted by the account for the company (the applications of a later issue grant them). */
export async function insertAuthorisation(
  db: Kysely<DB>,
  grant: { companyId: number; userId: number; authEndDate: Date },
  now: Date,
): Promise<{ id: number }> {
  return db
    .insertInto('data_authorisation')
    .values({
      company_id: grant.companyId,
      granted_by: grant.userId,
      granted_at: now,
      auth_end_date: grant.authEndDate,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}
