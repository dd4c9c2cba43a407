import type { Kysely, Selectable } from 'kysely';
import type { DB, SmsCodeTable } from '#db/schema.ts';
import { addMs } from '#shared/clock.ts';
import { randomDigits, randomToken, sha256Hex } from '#shared/secrets.ts';
import type { SmsMethod } from '../domain/sms-methods.ts';

export const CODE_TTL_MS = 5 * 60_000;

export type SmsCodeRow = Selectable<SmsCodeTable>;

/**
 * Issues a new 6-digit code for (mobile, method) and withdraws the earlier live ones, so only the newest code
 * works. Stored as SHA-256 of a per-code salt and the code; its real protection is the 5-minute life and the
 * 5 tries.
 */
export async function issueSmsCode(
  trx: Kysely<DB>,
  request: { mobile: string; method: SmsMethod; ip: string },
  now: Date,
): Promise<{ id: number; code: string }> {
  await trx
    .updateTable('sms_code')
    .set({ used_at: now })
    .where('mobile', '=', request.mobile)
    .where('method', '=', request.method)
    .where('used_at', 'is', null)
    .execute();
  const code = randomDigits(6);
  const salt = randomToken(16);
  const row = await trx
    .insertInto('sms_code')
    .values({
      mobile: request.mobile,
      method: request.method,
      code_hash: sha256Hex(salt + code),
      salt,
      client_ip: request.ip,
      created_at: now,
      expires_at: addMs(now, CODE_TTL_MS),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), code };
}

export async function withdrawSmsCode(db: Kysely<DB>, id: number, now: Date): Promise<void> {
  await db.updateTable('sms_code').set({ used_at: now }).where('id', '=', id).execute();
}

/** The newest unused code of (mobile, method), locked until the transaction ends. */
export function findLiveCodeForUpdate(
  trx: Kysely<DB>,
  mobile: string,
  method: SmsMethod,
): Promise<SmsCodeRow | undefined> {
  return trx
    .selectFrom('sms_code')
    .selectAll()
    .where('mobile', '=', mobile)
    .where('method', '=', method)
    .where('used_at', 'is', null)
    .orderBy('id', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateSmsCode(
  trx: Kysely<DB>,
  id: number | string,
  change: { attempts?: number; used_at?: Date },
): Promise<void> {
  await trx.updateTable('sms_code').set(change).where('id', '=', Number(id)).execute();
}
