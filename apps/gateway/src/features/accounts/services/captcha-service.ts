import { GatewayCode } from '@sme/contract/codes';
import { ApiError } from '#http/api-error.ts';
import { failure, type Outcome, success, unwrap } from '#shared/outcome.ts';
import { randomToken } from '#shared/secrets.ts';
import type { AccountContext } from '../context.ts';
import { MAX_CHECKS_PER_KEY, solves } from '../domain/captcha/judge.ts';
import { drawPuzzle } from '../domain/captcha/puzzle-image.ts';
import { CAPTCHA_TOO_FREQUENT } from '../domain/limits.ts';
import {
  findChallengeForUpdate,
  insertChallenge,
  insertToken,
  recordCheck,
  spendToken,
} from '../stores/captcha-store.ts';
import { takeBudget } from './rate-limiter.ts';

export interface Puzzle {
  shadeImage: string;
  cutoutImage: string;
  y: number;
  key: string;
}

const EXPIRED = '验证码已失效，请刷新后重试';

/** Draws a new puzzle for this client address (60 per 10 minutes, then -3000). */
export async function drawCaptcha(ctx: AccountContext, ip: string): Promise<Puzzle> {
  const now = ctx.clock.now();
  await ctx.db
    .transaction()
    .execute((trx) => takeBudget(trx, now, [ctx.limits.captchaDraws(ip)], GatewayCode.CAPTCHA_TOO_FREQUENT));
  const puzzle = await drawPuzzle();
  const key = randomToken(18);
  await insertChallenge(ctx.db, { key, x: puzzle.x, y: puzzle.y, ip }, now);
  return {
    shadeImage: `data:image/png;base64,${puzzle.shade.toString('base64')}`,
    cutoutImage: `data:image/png;base64,${puzzle.cutout.toString('base64')}`,
    y: puzzle.y,
    key,
  };
}

/**
 * Judges one slider position; a pass answers a one-time token bound to the solving client's address. The try is
 * committed whatever the result; a puzzle can only be solved from the address that drew it.
 */
export async function checkCaptcha(
  ctx: AccountContext,
  attempt: { key: string; x: number; y: number; ip: string },
): Promise<string> {
  const now = ctx.clock.now();
  const outcome = await ctx.db.transaction().execute(async (trx): Promise<Outcome<string>> => {
    await takeBudget(trx, now, [ctx.limits.captchaChecks(attempt.ip)], GatewayCode.CAPTCHA_TOO_FREQUENT);
    const challenge = await findChallengeForUpdate(trx, attempt.key);
    if (!challenge) return failure(new ApiError(GatewayCode.CAPTCHA_FAILED, EXPIRED));
    if (challenge.attempts >= MAX_CHECKS_PER_KEY) {
      return failure(new ApiError(GatewayCode.CAPTCHA_TOO_FREQUENT, CAPTCHA_TOO_FREQUENT));
    }
    const open =
      challenge.state === 'open' && new Date(challenge.expires_at) > now && challenge.client_ip === attempt.ip;
    const solved = solves(challenge, attempt);
    await recordCheck(trx, attempt.key, {
      attempts: challenge.attempts + 1,
      state: !open ? challenge.state : solved ? 'passed' : 'failed',
    });
    if (!open) return failure(new ApiError(GatewayCode.CAPTCHA_FAILED, EXPIRED));
    if (!solved) return failure(new ApiError(GatewayCode.CAPTCHA_FAILED, '验证失败，请重新拖动滑块'));
    const token = randomToken();
    await insertToken(trx, token, attempt.ip, now);
    return success(token);
  });
  return unwrap(outcome);
}

/**
 * Uses up a captcha token for `purpose` (one SMS send or one password login), from the address that solved the
 * puzzle only. It is spent even when the rest of that request fails, so one solved puzzle can never probe more
 * than one mobile.
 */
export async function consumeCaptchaToken(ctx: AccountContext, token: string, ip: string, purpose: string) {
  if (!(await spendToken(ctx.db, token, ip, purpose, ctx.clock.now()))) {
    throw new ApiError(GatewayCode.CAPTCHA_TOKEN_INVALID, '图形验证已失效，请重新验证');
  }
}
