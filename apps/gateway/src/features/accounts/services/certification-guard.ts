import { GatewayCode } from '@sme/contract/codes';
import { IDENTITY_MESSAGES } from '@sme/contract/routes/identity';
import type { Request } from 'express';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { ApiError } from '#http/api-error.ts';
import { FACE_CHECKED } from '../domain/user-info.ts';
import { findMembership } from '../stores/company-store.ts';
import type { SessionContext, SessionGuard } from './session-guard.ts';

/** A session whose current company is certified (and face-checked when that was asked for). */
export interface CertifiedSession extends SessionContext {
  companyId: number;
}

/**
 * Spec §6 on the server: the caller's session (403 / -3001 as requireSession), then its current company's
 * certification — -5004 when the account has no company or the membership is not certified — and, with
 * `faceChecked`, the face check (-5005). Usage in a route: `const session = await ctx.requireCertified(req);`
 * (apply) or `ctx.requireCertified(req, { faceChecked: true })` (publish a need).
 */
export type CertificationGuard = (req: Request, options?: { faceChecked?: boolean }) => Promise<CertifiedSession>;

export function createCertificationGuard(db: Kysely<DB>, requireSession: SessionGuard): CertificationGuard {
  return async (req, options = {}) => {
    const session = await requireSession(req);
    if (session.companyId === null) {
      throw new ApiError(GatewayCode.CERTIFICATION_REQUIRED, IDENTITY_MESSAGES.companyRequired);
    }
    const membership = await findMembership(db, session.userId, session.companyId);
    if (!membership?.ifCertification) {
      throw new ApiError(GatewayCode.CERTIFICATION_REQUIRED, IDENTITY_MESSAGES.certificationRequired);
    }
    if (options.faceChecked && membership.identifyStatus !== FACE_CHECKED) {
      throw new ApiError(GatewayCode.FACE_CHECK_REQUIRED, IDENTITY_MESSAGES.faceCheckRequired);
    }
    return { ...session, companyId: session.companyId };
  };
}
