import { ApiError } from '../../http/api-error.ts';
import { AccountCode } from '../../shared/account-codes.ts';
import { maskMobile } from '../../shared/mask.ts';
import type { AccountContext } from '../accounts/context.ts';
import { enforceLimits, lockBuckets, recordEvents } from '../rate-limit/rate-events.ts';
import { findUserByMobile, mobileTaken } from '../users/user-store.ts';
import { sendLimits } from './send-limits.ts';
import { issueSmsCode, withdrawSmsCode } from './sms-codes.ts';
import { type SmsMethod, smsText } from './sms-methods.ts';

/** Whether the mobile must already belong to an account, must not, or either (SMS login that registers). */
export type Registration = 'registered' | 'unregistered' | 'any';

export const NOT_REGISTERED = '该手机号未注册，请先注册';
export const ALREADY_REGISTERED = '该手机号已注册，请直接登录';

/**
 * Checks the mobile against the method and the send limits, issues a code and hands it to the SMS sender.
 * Nothing is counted or stored when a check fails; a code the sender refuses is withdrawn.
 */
export async function deliverSmsCode(
  ctx: AccountContext,
  request: { mobile: string; method: SmsMethod; ip: string; registration: Registration; takenMessage?: string },
): Promise<void> {
  const now = ctx.clock.now();
  const issued = await ctx.db.transaction().execute(async (trx) => {
    const user = await findUserByMobile(trx, request.mobile);
    if (request.registration === 'unregistered' && user) {
      throw mobileTaken(request.takenMessage ?? ALREADY_REGISTERED);
    }
    if (request.registration === 'registered') {
      if (!user) throw mobileTaken(NOT_REGISTERED);
      if (user.disabled) throw new ApiError(AccountCode.ACCOUNT_DISABLED, '该账号已被停用，请联系客服');
    }
    const limits = sendLimits(request.mobile, request.ip);
    const buckets = limits.map((rule) => rule.bucket);
    await lockBuckets(trx, buckets);
    await enforceLimits(trx, now, limits);
    await recordEvents(trx, now, buckets);
    return issueSmsCode(trx, request, now);
  });
  try {
    await ctx.sms.send(
      { mobile: request.mobile, method: request.method, code: issued.code, text: smsText(request.method, issued.code) },
      now,
    );
  } catch (error) {
    await withdrawSmsCode(ctx.db, issued.id, now);
    console.error(
      JSON.stringify({
        level: 'error',
        at: 'sms',
        provider: ctx.sms.provider,
        mobile: maskMobile(request.mobile),
        error: String(error),
      }),
    );
    throw new ApiError(AccountCode.SMS_NOT_SENT, '短信发送失败，请稍后重试');
  }
}
