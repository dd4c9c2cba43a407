import { GatewayCode } from '@sme/contract/codes';
import { IDENTITY_MESSAGES } from '@sme/contract/routes/identity';
import { ApiError } from '#http/api-error.ts';
import { logger } from '#http/logger.ts';
import { countedCall } from '#http/metrics.ts';
import type { FaceResult } from '#outside/face/face-verifier.ts';
import { maskPersonName } from '#shared/mask.ts';
import type { AccountContext } from '../context.ts';
import { type FaceCheckRecord, type MembershipFacts, toFaceCheckRecord } from '../domain/face-check.ts';
import { FACE_CHECKED } from '../domain/user-info.ts';
import { certifyMembership } from '../stores/certification-store.ts';
import { findMembership } from '../stores/company-store.ts';
import {
  type FaceCheckRow,
  findFaceCheckById,
  findOwnFaceCheck,
  finishFaceCheck,
  latestFaceCheck,
} from '../stores/face-check-store.ts';
import type { SessionContext } from './session-guard.ts';

/**
 * The result of the caller's own check (GET /user/identify/v3/face/result, POST /user/identify/queryFaceResult).
 * Another account's certToken answers exactly like an unknown one (-5006), never with its data.
 */
export async function faceResultByToken(
  ctx: AccountContext,
  session: SessionContext,
  certToken: string,
): Promise<FaceCheckRecord> {
  const check = await findOwnFaceCheck(ctx.db, certToken, session.userId);
  if (!check) throw new ApiError(GatewayCode.FACE_CHECK_FAILED, IDENTITY_MESSAGES.faceCheckUnknown);
  return recordOf(ctx, await refreshFaceCheck(ctx, check));
}

/** The newest check of the session's membership (GET /user/identify/v1/face/result); null when there is none. */
export async function latestFaceResult(ctx: AccountContext, session: SessionContext): Promise<FaceCheckRecord | null> {
  if (session.companyId === null) return null;
  const check = await latestFaceCheck(ctx.db, session.userId, session.companyId);
  return check ? recordOf(ctx, await refreshFaceCheck(ctx, check)) : null;
}

/** The session company's facts and certification for the /verified page (GET …/face/legal_person/check). */
export async function legalPersonCheck(ctx: AccountContext, session: SessionContext) {
  // The latest check first: asking the provider may certify the membership read next.
  const latestCheck = await latestFaceResult(ctx, session);
  const membership =
    session.companyId === null ? undefined : await findMembership(ctx.db, session.userId, session.companyId);
  const service = { faceProvider: ctx.face.provider, faceServiceConfigured: ctx.face.configured };
  if (!membership) {
    return {
      companyId: null,
      companyName: '',
      uniformCode: '',
      legalPersonMasked: '',
      ifCertification: false,
      identifyStatus: 0,
      hasCheckedFace: false,
      certifiedAt: null,
      ...service,
      latestCheck: null,
    };
  }
  return {
    companyId: membership.id,
    companyName: membership.companyName,
    uniformCode: membership.uniformCode,
    legalPersonMasked: maskPersonName(membership.legalPerson),
    ifCertification: membership.ifCertification,
    identifyStatus: membership.identifyStatus,
    hasCheckedFace: membership.identifyStatus === FACE_CHECKED,
    certifiedAt: membership.certifiedAt ? new Date(membership.certifiedAt).toISOString() : null,
    ...service,
    latestCheck,
  };
}

/**
 * A pending check asks the provider; a result ends it once (the first request to record it wins), and a pass
 * certifies the membership it was started for in the same transaction. A check past its time fails as timed out.
 */
async function refreshFaceCheck(ctx: AccountContext, check: FaceCheckRow): Promise<FaceCheckRow> {
  if (check.status !== 'pending') return check;
  const now = ctx.clock.now();
  const result = await askProvider(ctx, check, now);
  if (result.status === 'pending') return check;
  await ctx.db.transaction().execute(async (trx) => {
    const finished = await finishFaceCheck(trx, check.id, result, now);
    if (finished && result.status === 'passed') await certifyMembership(trx, check.user_id, check.company_id, now);
  });
  return (await findFaceCheckById(ctx.db, check.id)) ?? check;
}

async function askProvider(ctx: AccountContext, check: FaceCheckRow, now: Date): Promise<FaceResult> {
  if (new Date(check.expires_at).getTime() <= now.getTime()) {
    return { status: 'failed', reason: IDENTITY_MESSAGES.faceTimedOut };
  }
  // A check of a provider that is no longer configured can only time out.
  if (!ctx.face.configured || ctx.face.provider !== check.provider) return { status: 'pending' };
  try {
    return await countedCall({ service: 'face', provider: ctx.face.provider, call: 'result' }, () =>
      ctx.face.result(check.provider_token, now),
    );
  } catch (error) {
    logger.error({ at: 'face-result', provider: ctx.face.provider, error: String(error) });
    throw new ApiError(GatewayCode.SERVICE_FAILED, IDENTITY_MESSAGES.faceUnavailable);
  }
}

async function recordOf(ctx: AccountContext, check: FaceCheckRow): Promise<FaceCheckRecord> {
  const membership = await findMembership(ctx.db, check.user_id, check.company_id);
  const facts: MembershipFacts = membership ?? { companyName: '', ifCertification: false, identifyStatus: 0 };
  return toFaceCheckRecord(check, facts);
}
