import type { Kysely } from 'kysely';
import { useUpLive } from '#db/one-time-secrets.ts';
import type { DB } from '#db/schema.ts';
import { addMs } from '#shared/clock.ts';
import { randomToken, sha256Hex } from '#shared/secrets.ts';

/** How long the validCode of a password reset stays usable between steps 1 and 2. */
export const RESET_TICKET_TTL_MS = 10 * 60_000;

export async function issueResetTicket(trx: Kysely<DB>, userId: number, now: Date): Promise<string> {
  const validCode = randomToken(32);
  await trx
    .insertInto('reset_ticket')
    .values({
      ticket_hash: sha256Hex(validCode),
      user_id: userId,
      created_at: now,
      expires_at: addMs(now, RESET_TICKET_TTL_MS),
    })
    .execute();
  return validCode;
}

/** Uses up a validCode of this account; false when unknown, expired, used or another account's. */
export async function redeemResetTicket(
  trx: Kysely<DB>,
  userId: number,
  validCode: string,
  now: Date,
): Promise<boolean> {
  const row = await useUpLive(trx, 'reset_ticket', now)
    .where('ticket_hash', '=', sha256Hex(validCode))
    .where('user_id', '=', userId)
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}
