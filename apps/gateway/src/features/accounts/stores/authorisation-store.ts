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
