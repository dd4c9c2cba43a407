import { GatewayCode } from '@sme/contract/codes';
import type { DataAuthorisationStateRecord } from '@sme/contract/routes/accounts';
import { FILE_KINDS, isFileKind } from '#features/files/domain/file-kinds.ts';
import { FILE_MESSAGES } from '#features/files/domain/file-messages.ts';
import { attachEveryFile } from '#features/files/services/attach-every-file.ts';
import { ApiError } from '#http/api-error.ts';
import type { AccountContext } from '../context.ts';
import {
  BUSINESS_IN_PROGRESS_STATUSES,
  businessInProgressMessage,
  CLAIMED_NEED_STATUS,
} from '../domain/authorisation-validity.ts';
import { FACE_CHECKED } from '../domain/user-info.ts';
import {
  findActiveAuthorisations,
  findLatestRevocation,
  hasAuthorisationInForce,
  insertAuthorisation,
  insertRevocationDocuments,
  listActiveAuthorisations,
  listInstitutionsHandlingBusiness,
  listRevocationDocumentPaths,
  revokeAuthorisations,
} from '../stores/authorisation-store.ts';
import { findUserCompany } from '../stores/company-store.ts';
import type { SessionContext } from './session-guard.ts';

/**
 * `/user/user/v1/auth/cancel` (spec §1, /cancelAuthorization): the legal representative revokes the enterprise's data
 * authorisation online. Only an account certified for the company with a passed face check (the legal
 * representative, see the certification calls) may do it, and only while an authorisation is in force.
 */
/** The revocation's refusals (spec §1: only the legal representative, online). */
export const AUTHORISATION_MESSAGES = {
  noCompany: '请先添加企业',
  notYourCompany: '未找到该企业，或您不是该企业的用户',
  legalRepresentativeOnly: '撤销数据授权须由完成实名认证和人脸识别的法定代表人办理',
  noneInForce: '当前企业没有生效中的数据授权',
  documentKind: '终止授权书须为图片或PDF文件',
} as const;

const iso = (value: Date | string): string => new Date(value).toISOString();

/** What the /cancelAuthorization page shows about the session's company. */
export type DataAuthorisationState = DataAuthorisationStateRecord;

/**
 * GET /user/user/v1/auth/current (ours): the state the revocation page shows for the session's company. Whether
 * the caller may revoke is always answered; the company's authorisation records only to the one who may, since any
 * account can hold a company uncertified.
 */
export async function dataAuthorisationState(
  ctx: AccountContext,
  session: SessionContext,
): Promise<DataAuthorisationState> {
  const company =
    session.companyId === null ? undefined : await findUserCompany(ctx.db, session.userId, session.companyId);
  if (!company) {
    const none = { companyName: '', ifCertification: false, hasCheckedFace: false, mayRevoke: false, inForce: false };
    return { companyId: null, ...none, authorisations: null, lastRevocation: null };
  }
  const hasCheckedFace = company.identifyStatus === FACE_CHECKED;
  const mayRevoke = company.ifCertification && hasCheckedFace;
  const facts = {
    companyId: company.id,
    companyName: company.companyName,
    ifCertification: company.ifCertification,
    // The company's business, so told to a certified member only (anyone can add a company uncertified).
    inForce: company.ifCertification && (await hasAuthorisationInForce(ctx.db, company.id, ctx.clock.now())),
  };
  if (!mayRevoke) return { ...facts, hasCheckedFace, mayRevoke, authorisations: null, lastRevocation: null };
  const [active, revocation] = await Promise.all([
    listActiveAuthorisations(ctx.db, company.id, ctx.clock.now()),
    findLatestRevocation(ctx.db, company.id),
  ]);
  return {
    ...facts,
    hasCheckedFace,
    mayRevoke,
    authorisations: active.map((row) => ({
      id: row.id,
      grantedAt: iso(row.granted_at),
      authEndDate: iso(row.auth_end_date),
    })),
    lastRevocation: revocation?.revoked_at
      ? {
          revokedAt: iso(revocation.revoked_at),
          reason: revocation.revoke_reason ?? '',
          documentPaths: await listRevocationDocumentPaths(ctx.db, revocation.id),
        }
      : null,
  };
}

export async function cancelDataAuthorisation(
  ctx: AccountContext,
  session: SessionContext,
  request: { reason: string; documentPaths: string[] },
): Promise<{ revoked: number }> {
  if (session.companyId === null) throw new ApiError(GatewayCode.NO_SUCH_OBJECT, AUTHORISATION_MESSAGES.noCompany);
  const company = await findUserCompany(ctx.db, session.userId, session.companyId);
  if (!company) throw new ApiError(GatewayCode.NO_SUCH_OBJECT, AUTHORISATION_MESSAGES.notYourCompany);
  if (!company.ifCertification || company.identifyStatus !== FACE_CHECKED) {
    throw new ApiError(GatewayCode.FACE_CHECK_REQUIRED, AUTHORISATION_MESSAGES.legalRepresentativeOnly);
  }
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const active = await findActiveAuthorisations(trx, company.id, now);
    if (active.length === 0) throw new ApiError(GatewayCode.NO_SUCH_OBJECT, AUTHORISATION_MESSAGES.noneInForce);
    const handling = await listInstitutionsHandlingBusiness(trx, company.id, {
      inProgress: BUSINESS_IN_PROGRESS_STATUSES,
      claimedNeed: CLAIMED_NEED_STATUS,
    });
    if (handling.length > 0) {
      throw new ApiError(GatewayCode.REVOCATION_BUSINESS_IN_PROGRESS, businessInProgressMessage(handling));
    }
    const ids = active.map((row) => row.id);
    await revokeAuthorisations(trx, ids, { userId: session.userId, reason: request.reason }, now);
    const documents = await attachEveryFile(
      trx,
      {
        paths: request.documentPaths,
        owner: { userId: session.userId, companyId: company.id },
        purpose: 'revocation',
        ref: `data_authorisation:${ids.join(',')}`,
        now,
      },
      FILE_MESSAGES.notFound,
    );
    if (!documents.every((file) => isFileKind(file.kind) && FILE_KINDS[file.kind].document)) {
      throw ApiError.badParams(AUTHORISATION_MESSAGES.documentKind);
    }
    const byPath = new Map(documents.map((file) => [file.path, file.id]));
    const fileIds = request.documentPaths.map((path) => byPath.get(path) ?? 0);
    await insertRevocationDocuments(trx, ids, fileIds);
    return { revoked: active.length };
  });
}

/** Spec §9: an authorisation's default validity, 157,680,000,000 ms (about 5 years). */
export const DEFAULT_AUTHORISATION_MS = 157_680_000_000;

/**
 * Development helper only: grants the session's company an authorisation in force for `validMs`, as the
 * applications of a later issue will, so the revocation can be tried and tested before they exist.
 */
export async function grantDataAuthorisationForDevelopment(
  ctx: AccountContext,
  session: SessionContext,
  validMs: number,
): Promise<{ id: number; authEndDate: string }> {
  if (session.companyId === null) throw new ApiError(GatewayCode.NO_SUCH_OBJECT, AUTHORISATION_MESSAGES.noCompany);
  const now = ctx.clock.now();
  const authEndDate = new Date(now.getTime() + validMs);
  const { id } = await insertAuthorisation(
    ctx.db,
    { companyId: session.companyId, userId: session.userId, authEndDate },
    now,
  );
  return { id, authEndDate: authEndDate.toISOString() };
}
