import { GatewayCode } from '@sme/contract/codes';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { ApiError } from '#http/api-error.ts';
import { failure, type Outcome, success } from '#shared/outcome.ts';
import { sameDigest, sha256Hex } from '#shared/secrets.ts';
import type { SmsMethod } from '../domain/sms-methods.ts';
import { findLiveCodeForUpdate, updateSmsCode } from '../stores/sms-code-store.ts';

/** Wrong tries that kill a code. */
export const MAX_WRONG_TRIES = 5;

/**
 * Uses up the live code of (mobile, method) when `code` matches it; a wrong code counts a try and the fifth kills
 * it. Returns a failure rather than throwing so the caller's transaction commits the counted try.
 */
export async function consumeSmsCode(
  trx: Kysely<DB>,
  attempt: { mobile: string; method: SmsMethod; code: string },
  now: Date,
): Promise<Outcome<void>> {
  const live = await findLiveCodeForUpdate(trx, attempt.mobile, attempt.method);
  if (!live || new Date(live.expires_at) <= now) {
    return failure(new ApiError(GatewayCode.SMS_CODE_INVALID, '验证码已失效，请重新获取'));
  }
  if (sameDigest(live.code_hash, sha256Hex(live.salt + attempt.code))) {
    await updateSmsCode(trx, live.id, { used_at: now });
    return success(undefined);
  }
  const tries = live.attempts + 1;
  const dead = tries >= MAX_WRONG_TRIES;
  await updateSmsCode(trx, live.id, { attempts: tries, ...(dead ? { used_at: now } : {}) });
  return failure(
    new ApiError(
      GatewayCode.SMS_CODE_INVALID,
      dead ? '验证码错误次数过多，请重新获取' : `验证码错误，还可尝试${MAX_WRONG_TRIES - tries}次`,
    ),
  );
}

/** consumeSmsCode in a transaction of its own, committed whatever the result; throws when the code is refused. */
export async function useSmsCode(
  db: Kysely<DB>,
  attempt: { mobile: string; method: SmsMethod; code: string },
  now: Date,
): Promise<void> {
  const outcome = await db.transaction().execute((trx) => consumeSmsCode(trx, attempt, now));
  if (!outcome.ok) throw outcome.error;
}
