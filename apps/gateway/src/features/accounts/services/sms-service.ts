import { GatewayCode } from '@sme/contract/codes';
import { maskMobile } from '@sme/contract/fields';
import { ApiError } from '#http/api-error.ts';
import { logger } from '#http/logger.ts';
import { countedCall } from '#http/metrics.ts';
import { smsFailureOf } from '#outside/sms/sms-delivery-error.ts';
import type { AccountContext } from '../context.ts';
import { ACCOUNT_MESSAGES } from '../domain/messages.ts';
import { REGISTRATION, type Registration, type SmsMethod, smsText } from '../domain/sms-methods.ts';
import { issueSmsCode, withdrawSmsCode } from '../stores/sms-code-store.ts';
import { findUserById, findUserByMobile } from '../stores/user-store.ts';
import { consumeCaptchaToken } from './captcha-service.ts';
import { spendBudget, takeBudget } from './rate-limiter.ts';
import type { SessionGuard } from './session-guard.ts';

interface Delivery {
  mobile: string;
  method: SmsMethod;
  ip: string;
  registration: Registration;
  takenMessage?: string;
}

/**
 * Checks the mobile against the method and the send limits, issues a code and hands it to the SMS sender. Only the
 * client address's budget of requests is spent when a check fails; a code the sender refuses is withdrawn.
 */
async function deliverSmsCode(ctx: AccountContext, request: Delivery): Promise<void> {
  const now = ctx.clock.now();
  await spendBudget(ctx.db, now, [ctx.limits.smsRequests(request.ip)]);
  const issued = await ctx.db.transaction().execute(async (trx) => {
    const user = await findUserByMobile(trx, request.mobile);
    if (request.registration === 'unregistered' && user) {
      throw new ApiError(GatewayCode.MOBILE_CONFLICT, request.takenMessage ?? ACCOUNT_MESSAGES.alreadyRegistered);
    }
    if (request.registration === 'registered') {
      if (!user) throw new ApiError(GatewayCode.MOBILE_CONFLICT, ACCOUNT_MESSAGES.notRegistered);
      if (user.disabled) throw new ApiError(GatewayCode.ACCOUNT_DISABLED, ACCOUNT_MESSAGES.disabled);
    }
    await takeBudget(trx, now, ctx.limits.smsSend(request.mobile, request.ip));
    return issueSmsCode(trx, request, now);
  });
  try {
    const message = {
      mobile: request.mobile,
      method: request.method,
      code: issued.code,
      text: smsText(request.method, issued.code),
    };
    await countedCall({ service: 'sms', provider: ctx.sms.provider, call: request.method }, () =>
      ctx.sms.send(message, now),
    );
  } catch (error) {
    await withdrawSmsCode(ctx.db, issued.id, now);
    const failure = smsFailureOf(error);
    logger.error({
      at: 'sms',
      provider: ctx.sms.provider,
      mobileMasked: maskMobile(request.mobile),
      ...(failure.providerCode ? { providerCode: failure.providerCode } : {}),
      error: String(error),
    });
    throw new ApiError(GatewayCode.SMS_NOT_SENT, failure.userMessage);
  }
}

function ensureSmsConfigured(ctx: AccountContext): void {
  if (!ctx.sms.configured) throw new ApiError(GatewayCode.SERVICE_NOT_CONFIGURED, ACCOUNT_MESSAGES.smsNotConfigured);
}

/**
 * `/user/user/v1/code/send`: one code for `method`, paid for with one captcha token. RESET_MOBILE needs the
 * session of the account that moves, and a mobile other than its own.
 */
export async function sendCode(
  ctx: AccountContext,
  request: { mobile: string; method: SmsMethod; token: string; ip: string; session: () => ReturnType<SessionGuard> },
): Promise<void> {
  ensureSmsConfigured(ctx);
  if (request.method === 'RESET_MOBILE') {
    const session = await request.session();
    const user = await findUserById(ctx.db, session.userId);
    if (user?.mobile === request.mobile) throw ApiError.badParams('新手机号不能与当前手机号相同');
  }
  await consumeCaptchaToken(ctx, request.token, request.ip, `sms:${request.method}`);
  await deliverSmsCode(ctx, {
    mobile: request.mobile,
    method: request.method,
    ip: request.ip,
    registration: REGISTRATION[request.method],
    ...(request.method === 'RESET_MOBILE' ? { takenMessage: ACCOUNT_MESSAGES.mobileTaken } : {}),
  });
}

/** `/user/user/sendLoginOrRegisterCode`: a LOGIN code whether or not the mobile is registered. */
export async function sendLoginOrRegisterCode(
  ctx: AccountContext,
  request: { mobile: string; token: string; ip: string },
): Promise<void> {
  ensureSmsConfigured(ctx);
  await consumeCaptchaToken(ctx, request.token, request.ip, 'sms:LOGIN_OR_REGISTER');
  await deliverSmsCode(ctx, { mobile: request.mobile, method: 'LOGIN', ip: request.ip, registration: 'any' });
}
