import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { AccountCode } from '../../shared/account-codes.ts';
import { addMs } from '../../shared/clock.ts';
import { failure, type Outcome, success } from '../../shared/outcome.ts';
import { randomDigits, randomToken, sameDigest, sha256Hex } from '../../shared/secrets.ts';
import type { SmsMethod } from './sms-methods.ts';

export const CODE_TTL_MS = 5 * 60_000;
/** Wrong tries that kill a code. */
export const MAX_WRONG_TRIES = 5;

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

/**
 * Uses up the live code of (mobile, method) when `code` matches it; a wrong code counts a try and the fifth kills
 * it. Returns a failure rather than throwing so the caller's transaction commits the counted try.
 */
export async function consumeSmsCode(
  trx: Kysely<DB>,
  attempt: { mobile: string; method: SmsMethod; code: string },
  now: Date,
): Promise<Outcome<void>> {
  const live = await trx
    .selectFrom('sms_code')
    .selectAll()
    .where('mobile', '=', attempt.mobile)
    .where('method', '=', attempt.method)
    .where('used_at', 'is', null)
    .orderBy('id', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
  if (!live || new Date(live.expires_at) <= now) {
    return failure(new ApiError(AccountCode.SMS_CODE_INVALID, '验证码已失效，请重新获取'));
  }
  if (sameDigest(live.code_hash, sha256Hex(live.salt + attempt.code))) {
    await trx.updateTable('sms_code').set({ used_at: now }).where('id', '=', live.id).execute();
    return success(undefined);
  }
  const tries = live.attempts + 1;
  const dead = tries >= MAX_WRONG_TRIES;
  await trx
    .updateTable('sms_code')
    .set({ attempts: tries, ...(dead ? { used_at: now } : {}) })
    .where('id', '=', live.id)
    .execute();
  return failure(
    new ApiError(
      AccountCode.SMS_CODE_INVALID,
      dead ? '验证码错误次数过多，请重新获取' : `验证码错误，还可尝试${MAX_WRONG_TRIES - tries}次`,
    ),
  );
}

/** The newest code sent to a mobile through the outbox, for the development helper only. */
export async function latestOutboxCode(db: Kysely<DB>, mobile: string): Promise<string | null> {
  const row = await db
    .selectFrom('sms_outbox')
    .select('code')
    .where('mobile', '=', mobile)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.code ?? null;
}
