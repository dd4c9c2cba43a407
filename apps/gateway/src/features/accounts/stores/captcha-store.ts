import type { Kysely, Selectable } from 'kysely';
import { useUpLive } from '#db/one-time-secrets.ts';
import type { CaptchaChallengeTable, DB } from '#db/schema.ts';
import { addMs } from '#shared/clock.ts';
import { sha256Hex } from '#shared/secrets.ts';
import { CHALLENGE_TTL_MS, TOKEN_TTL_MS } from '../domain/captcha/judge.ts';

export type ChallengeRow = Selectable<CaptchaChallengeTable>;

export async function insertChallenge(
  db: Kysely<DB>,
  challenge: { key: string; x: number; y: number; ip: string },
  now: Date,
): Promise<void> {
  await db
    .insertInto('captcha_challenge')
    .values({
      captcha_key: challenge.key,
      x: challenge.x,
      y: challenge.y,
      client_ip: challenge.ip,
      created_at: now,
      expires_at: addMs(now, CHALLENGE_TTL_MS),
    })
    .execute();
}

export function findChallengeForUpdate(trx: Kysely<DB>, key: string): Promise<ChallengeRow | undefined> {
  return trx.selectFrom('captcha_challenge').selectAll().where('captcha_key', '=', key).forUpdate().executeTakeFirst();
}

export async function recordCheck(
  trx: Kysely<DB>,
  key: string,
  change: { attempts: number; state: ChallengeRow['state'] },
): Promise<void> {
  await trx.updateTable('captcha_challenge').set(change).where('captcha_key', '=', key).execute();
}

/** Stores the token of a solved puzzle (its SHA-256 only), bound to the client address that solved it. */
export async function insertToken(trx: Kysely<DB>, token: string, ip: string, now: Date): Promise<void> {
  await trx
    .insertInto('captcha_token')
    .values({ token_hash: sha256Hex(token), client_ip: ip, created_at: now, expires_at: addMs(now, TOKEN_TTL_MS) })
    .execute();
}

/** Spends a live token of this client address for `purpose`; false when unknown, expired, used or another's. */
export async function spendToken(db: Kysely<DB>, token: string, ip: string, purpose: string, now: Date) {
  const spent = await useUpLive(db, 'captcha_token', now)
    .set({ used_for: purpose })
    .where('token_hash', '=', sha256Hex(token))
    .where('client_ip', '=', ip)
    .returning('token_hash')
    .executeTakeFirst();
  return spent !== undefined;
}

/** The answer of a puzzle, for the development helper only. */
export async function challengeAnswer(db: Kysely<DB>, key: string): Promise<number | null> {
  const row = await db.selectFrom('captcha_challenge').select('x').where('captcha_key', '=', key).executeTakeFirst();
  return row ? row.x : null;
}
