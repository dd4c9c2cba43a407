import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { FACE_CHECKED } from '../domain/user-info.ts';

/** A passed face check certifies the membership (never the company: other accounts' memberships stay as they are). */
export async function certifyMembership(trx: Kysely<DB>, userId: number, companyId: number, now: Date): Promise<void> {
  await trx
    .updateTable('user_company')
    .set({ certified: true, identify_status: FACE_CHECKED, certified_at: now })
    .where('user_id', '=', userId)
    .where('company_id', '=', companyId)
    .execute();
}

/** Development helper: takes a membership's certification back, so a tester can go through it again. */
export async function uncertifyMembership(db: Kysely<DB>, userId: number, companyId: number): Promise<void> {
  await db
    .updateTable('user_company')
    .set({ certified: false, identify_status: 0, certified_at: null })
    .where('user_id', '=', userId)
    .where('company_id', '=', companyId)
    .execute();
}
