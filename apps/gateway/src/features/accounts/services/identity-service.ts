import { GatewayCode } from '@sme/contract/codes';
import { maskIdCardNumber } from '@sme/contract/id-card';
import { IDENTITY_MESSAGES, parsePortalReturn } from '@sme/contract/routes/identity';
import { ApiError } from '#http/api-error.ts';
import { logger } from '#http/logger.ts';
import { countedCall } from '#http/metrics.ts';
import type { FaceStartAnswer } from '#outside/face/face-verifier.ts';
import { addMs } from '#shared/clock.ts';
import { randomToken } from '#shared/secrets.ts';
import type { AccountContext } from '../context.ts';
import {
  CONFIRMATION_TTL_MS,
  FACE_CHECK_TTL_MS,
  FACE_KEY_TTL_MS,
  faceKeyTarget,
  providerReturnUrl,
  sameLegalName,
} from '../domain/identity.ts';
import { identityLimits } from '../domain/identity-limits.ts';
import { ACCOUNT_MESSAGES } from '../domain/messages.ts';
import { findMembership } from '../stores/company-store.ts';
import { insertFaceCheck } from '../stores/face-check-store.ts';
import { insertFaceKey } from '../stores/face-key-store.ts';
import { replaceConfirmation, takeConfirmation } from '../stores/identity-confirmation-store.ts';
import { spendBudget } from './rate-limiter.ts';
import type { SessionContext } from './session-guard.ts';

/** The session's current company, or -1404 when the account has none yet. */
export function currentCompanyId(session: SessionContext): number {
  if (session.companyId === null) throw new ApiError(GatewayCode.NO_SUCH_OBJECT, IDENTITY_MESSAGES.noCompany);
  return session.companyId;
}

/**
 * Step 1 of the certification (POST /user/identify/v1/legal_person/confirm): the acting person, on the session's
 * company, names the legal representative and gives the ID number, with the separate consent to the face check.
 * The name must be the registry's legal representative (-5003). Answers a one-time userCode for the face check;
 * the ID number waits for it in the database, and only until it starts or the code expires.
 */
export async function confirmLegalPerson(
  ctx: AccountContext,
  session: SessionContext,
  input: { name: string; idNumber: string },
): Promise<{ userCode: string; expiresIn: number }> {
  const companyId = currentCompanyId(session);
  const membership = await findMembership(ctx.db, session.userId, companyId);
  if (!membership) throw new ApiError(GatewayCode.NO_SUCH_OBJECT, ACCOUNT_MESSAGES.notYourCompany);
  const now = ctx.clock.now();
  await spendBudget(ctx.db, now, [identityLimits(ctx.settings.rateLimitFactor).confirmations(session.userId)]);
  if (!membership.legalPerson) {
    throw new ApiError(GatewayCode.LEGAL_PERSON_MISMATCH, IDENTITY_MESSAGES.legalPersonUnknown);
  }
  if (!sameLegalName(input.name, membership.legalPerson)) {
    throw new ApiError(GatewayCode.LEGAL_PERSON_MISMATCH, IDENTITY_MESSAGES.legalPersonMismatch);
  }
  const userCode = randomToken();
  await ctx.db
    .transaction()
    .execute((trx) =>
      replaceConfirmation(
        trx,
        { userCode, userId: session.userId, companyId, legalName: membership.legalPerson, idNumber: input.idNumber },
        now,
        CONFIRMATION_TTL_MS,
      ),
    );
  return { userCode, expiresIn: CONFIRMATION_TTL_MS / 1000 };
}

/**
 * Step 2 (GET /user/identify/v1/face/token/get2/{userCode}): uses up the caller's userCode, wipes the ID number it
 * held (keeping a mask and an argon2id hash), starts the provider's check and answers its page with the certToken
 * of the check. The provider returns the browser to the portal with a one-time face key, never a token (spec §6).
 */
export async function startFaceCheck(
  ctx: AccountContext,
  session: SessionContext,
  input: { userCode: string; foreBackUrl: string; type?: string | undefined },
): Promise<{ certToken: string; url: string; expiresIn: number }> {
  if (!ctx.face.configured) throw new ApiError(GatewayCode.SERVICE_NOT_CONFIGURED, IDENTITY_MESSAGES.faceNotConfigured);
  const portal = parsePortalReturn(input.foreBackUrl);
  if (!portal) throw ApiError.badParams('回跳地址不正确');
  const now = ctx.clock.now();
  await spendBudget(ctx.db, now, [identityLimits(ctx.settings.rateLimitFactor).faceStarts(session.userId)]);
  const taken = await ctx.db.transaction().execute((trx) => takeConfirmation(trx, input.userCode, session.userId, now));
  if (!taken) throw new ApiError(GatewayCode.ONE_TIME_CODE_INVALID, IDENTITY_MESSAGES.userCodeInvalid);
  if (!(await findMembership(ctx.db, session.userId, taken.companyId))) {
    throw new ApiError(GatewayCode.NO_SUCH_OBJECT, ACCOUNT_MESSAGES.notYourCompany);
  }
  const idNumberHash = await ctx.hasher.hash(taken.idNumber);
  const certToken = randomToken();
  const faceKey = randomToken();
  const started = await startWithProvider(ctx, {
    name: taken.legalName,
    idNumber: taken.idNumber,
    returnUrl: providerReturnUrl(portal.origin, faceKey),
  });
  await ctx.db.transaction().execute(async (trx) => {
    const faceCheckId = await insertFaceCheck(trx, {
      certToken,
      userId: session.userId,
      companyId: taken.companyId,
      provider: ctx.face.provider,
      providerToken: started.providerToken,
      checkType: input.type ?? '',
      legalName: taken.legalName,
      idNumberMasked: maskIdCardNumber(taken.idNumber),
      idNumberHash,
      faceConsentAt: taken.faceConsentAt,
      startedAt: now,
      expiresAt: addMs(now, FACE_CHECK_TTL_MS),
    });
    await insertFaceKey(
      trx,
      { faceKey, faceCheckId, target: faceKeyTarget(portal.route, certToken) },
      now,
      FACE_KEY_TTL_MS,
    );
  });
  return { certToken, url: started.url, expiresIn: FACE_CHECK_TTL_MS / 1000 };
}

/** The provider's start; a refusal, no answer or a page that is not http(s) is -1503 (logged without the person). */
async function startWithProvider(
  ctx: AccountContext,
  request: { name: string; idNumber: string; returnUrl: string },
): Promise<FaceStartAnswer> {
  try {
    const started = await countedCall({ service: 'face', provider: ctx.face.provider, call: 'start' }, () =>
      ctx.face.start(request, ctx.clock.now()),
    );
    if (!/^https?:\/\//i.test(started.url)) throw new Error('the provider answered a page that is not http(s)');
    return started;
  } catch (error) {
    logger.error({ at: 'face-start', provider: ctx.face.provider, error: String(error) });
    throw new ApiError(GatewayCode.SERVICE_FAILED, IDENTITY_MESSAGES.faceUnavailable);
  }
}
