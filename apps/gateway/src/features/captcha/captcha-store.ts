import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { ErrorCode } from '../../http/error-codes.ts';
import { AccountCode } from '../../shared/account-codes.ts';
import { addMs } from '../../shared/clock.ts';
import { failure, type Outcome, success } from '../../shared/outcome.ts';
import { randomToken, sha256Hex } from '../../shared/secrets.ts';
import { enforceLimits, type LimitRule, lockBuckets, recordEvents } from '../rate-limit/rate-events.ts';

/** How long a puzzle can be solved. */
export const CHALLENGE_TTL_MS = 3 * 60_000;
/** How long the token of a solved puzzle stays usable (for one SMS send or one password login). */
export const TOKEN_TTL_MS = 2 * 60_000;
/** How far (px) the slider may stop from the hole. */
export const X_TOLERANCE = 4;
/** Checks of one key; more are answered -3000 (a wrong x already kills the key at the first). */
export const MAX_CHECKS_PER_KEY = 3;

const TOO_FREQUENT = '操作频繁，请稍后重试！';

/** Per client address: puzzles drawn and checks made within 10 minutes. */
export function ipRules(ip: string): { draws: LimitRule; checks: LimitRule } {
  return {
    draws: { bucket: `captcha:draw:ip:${ip}`, max: 60, windowMs: 10 * 60_000, message: TOO_FREQUENT },
    checks: { bucket: `captcha:check:ip:${ip}`, max: 30, windowMs: 10 * 60_000, message: TOO_FREQUENT },
  };
}

export async function guardDraw(db: Kysely<DB>, ip: string, now: Date): Promise<void> {
  const { draws } = ipRules(ip);
  await enforceLimits(db, now, [draws], ErrorCode.CAPTCHA_TOO_FREQUENT);
  await recordEvents(db, now, [draws.bucket]);
}

export async function saveChallenge(
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
  // Keep dead puzzles and tokens an hour (for the per-key count), then drop them.
  const staleBefore = addMs(now, -3_600_000);
  await db.deleteFrom('captcha_challenge').where('expires_at', '<', staleBefore).execute();
  await db.deleteFrom('captcha_token').where('expires_at', '<', staleBefore).execute();
}

/** Judges one slider position; a pass answers a new one-time token. Commits the try whatever the result. */
export async function checkChallenge(
  db: Kysely<DB>,
  attempt: { key: string; x: number; y: number; ip: string },
  now: Date,
): Promise<string> {
  const outcome = await db.transaction().execute(async (trx): Promise<Outcome<string>> => {
    const { checks } = ipRules(attempt.ip);
    await lockBuckets(trx, [checks.bucket]);
    await enforceLimits(trx, now, [checks], ErrorCode.CAPTCHA_TOO_FREQUENT);
    await recordEvents(trx, now, [checks.bucket]);

    const challenge = await trx
      .selectFrom('captcha_challenge')
      .selectAll()
      .where('captcha_key', '=', attempt.key)
      .forUpdate()
      .executeTakeFirst();
    if (!challenge) return failure(new ApiError(AccountCode.CAPTCHA_FAILED, '验证码已失效，请刷新后重试'));
    if (challenge.attempts >= MAX_CHECKS_PER_KEY) {
      return failure(new ApiError(ErrorCode.CAPTCHA_TOO_FREQUENT, TOO_FREQUENT));
    }
    const open = challenge.state === 'open' && new Date(challenge.expires_at) > now;
    const solved = Math.abs(attempt.x - challenge.x) <= X_TOLERANCE && attempt.y === challenge.y;
    await trx
      .updateTable('captcha_challenge')
      .set({
        attempts: challenge.attempts + 1,
        state: !open ? challenge.state : solved ? 'passed' : 'failed',
      })
      .where('captcha_key', '=', attempt.key)
      .execute();
    if (!open) return failure(new ApiError(AccountCode.CAPTCHA_FAILED, '验证码已失效，请刷新后重试'));
    if (!solved) return failure(new ApiError(AccountCode.CAPTCHA_FAILED, '验证失败，请重新拖动滑块'));

    const token = randomToken();
    await trx
      .insertInto('captcha_token')
      .values({
        token_hash: sha256Hex(token),
        client_ip: attempt.ip,
        created_at: now,
        expires_at: addMs(now, TOKEN_TTL_MS),
      })
      .execute();
    return success(token);
  });
  if (!outcome.ok) throw outcome.error;
  return outcome.value;
}

/**
 * Uses up a captcha token for `purpose` (one SMS send or one password login). It is spent even when the rest of
 * that request fails, so one solved puzzle can never probe more than one mobile.
 */
export async function consumeCaptchaToken(db: Kysely<DB>, token: string, purpose: string, now: Date): Promise<void> {
  const spent = await db
    .updateTable('captcha_token')
    .set({ used_at: now, used_for: purpose })
    .where('token_hash', '=', sha256Hex(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('token_hash')
    .executeTakeFirst();
  if (!spent) throw new ApiError(AccountCode.CAPTCHA_TOKEN_INVALID, '图形验证已失效，请重新验证');
}

/** The answer of a puzzle, for the development helper only. */
export async function challengeAnswer(db: Kysely<DB>, key: string): Promise<number | null> {
  const row = await db.selectFrom('captcha_challenge').select('x').where('captcha_key', '=', key).executeTakeFirst();
  return row ? row.x : null;
}
