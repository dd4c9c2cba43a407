import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { addMs } from '#shared/clock.ts';
import { randomToken, sha256Hex } from '#shared/secrets.ts';

/** Starts the account's only canteen session (earlier ones end); answers the token, stored as SHA-256 only. */
export async function startCanteenSession(
  trx: Kysely<DB>,
  session: { userId: number; companyId: number | null; ttlMs: number },
  now: Date,
): Promise<string> {
  await trx
    .updateTable('canteen_session')
    .set({ ended_at: now })
    .where('user_id', '=', session.userId)
    .where('ended_at', 'is', null)
    .execute();
  const token = randomToken(32);
  await trx
    .insertInto('canteen_session')
    .values({
      token_hash: sha256Hex(token),
      user_id: session.userId,
      company_id: session.companyId,
      created_at: now,
      expires_at: addMs(now, session.ttlMs),
    })
    .execute();
  return token;
}

/** A live canteen session by its token, with its account. */
export function findLiveCanteenSession(db: Kysely<DB>, token: string, now: Date) {
  return db
    .selectFrom('canteen_session as s')
    .innerJoin('app_user as u', 'u.id', 's.user_id')
    .select(['s.id', 's.user_id', 's.company_id', 'u.disabled', 'u.deleted_at'])
    .where('s.token_hash', '=', sha256Hex(token))
    .where('s.ended_at', 'is', null)
    .where('s.expires_at', '>', now)
    .executeTakeFirst();
}

export async function endCanteenSession(db: Kysely<DB>, id: number, now: Date): Promise<void> {
  await db.updateTable('canteen_session').set({ ended_at: now }).where('id', '=', id).execute();
}
