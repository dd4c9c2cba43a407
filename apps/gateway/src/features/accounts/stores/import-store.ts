import type { Kysely } from 'kysely';
import { useUpLive } from '#db/one-time-secrets.ts';
import type { DB } from '#db/schema.ts';
import { addMs } from '#shared/clock.ts';
import { randomToken, sha256Hex } from '#shared/secrets.ts';

/** Issues a one-time invitation token for an imported account's company; only its SHA-256 is stored. */
export async function insertInvitation(
  trx: Kysely<DB>,
  invitation: { userId: number; companyId: number; source: string; validMs: number },
  now: Date,
): Promise<string> {
  const token = randomToken(32);
  await trx
    .insertInto('import_invitation')
    .values({
      token_hash: sha256Hex(token),
      user_id: invitation.userId,
      company_id: invitation.companyId,
      source: invitation.source,
      created_at: now,
      expires_at: addMs(now, invitation.validMs),
    })
    .execute();
  return token;
}

/** Uses up a live invitation token; answers its account, or null when unknown, expired or used. */
export async function redeemInvitation(trx: Kysely<DB>, token: string, now: Date) {
  return useUpLive(trx, 'import_invitation', now)
    .where('token_hash', '=', sha256Hex(token))
    .returning(['user_id', 'company_id'])
    .executeTakeFirst();
}

export async function markImportAlerted(db: Kysely<DB>, userId: number, now: Date): Promise<void> {
  await db
    .updateTable('app_user')
    .set({ import_alerted_at: now })
    .where('id', '=', userId)
    .where('import_alerted_at', 'is', null)
    .execute();
}
