import type { Kysely } from 'kysely';
import { endLiveSessions } from '#db/live-sessions.ts';
import type { DB } from '#db/schema.ts';
import { randomToken, sha256Hex } from '#shared/secrets.ts';

/**
 * Starts the account's only session, ending every earlier one ("replaced"). Run it inside a transaction: it locks
 * the account row so two logins of one account cannot both stay active (the partial unique index backs this up).
 * Answers the bearer token; only its SHA-256 is stored.
 */
export async function startSession(
  trx: Kysely<DB>,
  session: { userId: number; companyId: number | null },
  now: Date,
): Promise<string> {
  await trx.selectFrom('app_user').select('id').where('id', '=', session.userId).forUpdate().executeTakeFirst();
  await endSessionsOfUser(trx, session.userId, now, 'replaced');
  const token = randomToken(32);
  await trx
    .insertInto('user_session')
    .values({
      token_hash: sha256Hex(token),
      user_id: session.userId,
      company_id: session.companyId,
      created_at: now,
      last_seen_at: now,
    })
    .execute();
  return token;
}

/** A session by its token with what the guard needs of its account. */
export function findSessionByToken(db: Kysely<DB>, token: string) {
  return db
    .selectFrom('user_session as s')
    .innerJoin('app_user as u', 'u.id', 's.user_id')
    .select([
      's.id',
      's.user_id',
      's.company_id',
      's.created_at',
      's.last_seen_at',
      's.ended_at',
      'u.disabled',
      'u.deleted_at',
    ])
    .where('s.token_hash', '=', sha256Hex(token))
    .executeTakeFirst();
}

export async function touchSession(db: Kysely<DB>, sessionId: number, now: Date): Promise<void> {
  await db.updateTable('user_session').set({ last_seen_at: now }).where('id', '=', sessionId).execute();
}

export async function setSessionCompany(db: Kysely<DB>, sessionId: number, companyId: number): Promise<void> {
  await db.updateTable('user_session').set({ company_id: companyId }).where('id', '=', sessionId).execute();
}

export async function endSessionsOfUser(db: Kysely<DB>, userId: number, now: Date, reason: string): Promise<void> {
  await endLiveSessions(db, 'user_session', now, reason).where('user_id', '=', userId).execute();
}

export async function endSession(db: Kysely<DB>, sessionId: number, now: Date, reason: string): Promise<void> {
  await endLiveSessions(db, 'user_session', now, reason).where('id', '=', sessionId).execute();
}
