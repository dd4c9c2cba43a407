import { GatewayCode } from '@sme/contract/codes';
import {
  REVOCATION_DOCUMENTS_MAX,
  REVOCATION_MESSAGES,
  REVOCATION_REASON_MAX,
  REVOCATION_REASON_MIN,
} from '@sme/contract/routes/authorisation-texts';
import { beijingDate } from '#shared/format/time.ts';

/** The page's rules and texts as pure functions (spec §1 data authorisation, §2 /cancelAuthorization). */

export const REASON_MAX = REVOCATION_REASON_MAX;

export const REVOCATION_TEXTS = {
  reasonRequired: REVOCATION_MESSAGES.reason,
  reasonTooLong: REVOCATION_MESSAGES.reasonTooLong,
  revoked: '数据授权已撤销',
  failed: '请求失败，请稍后再试',
  legalRepresentativeOnly: '撤销数据授权须由完成企业实名认证和法定代表人人脸识别的法定代表人本人办理',
  noneInForce: '当前企业没有生效中的数据授权',
  documentRequired: REVOCATION_MESSAGES.documentsRequired,
  documentUploading: '文件正在上传，请稍候',
} as const;

/** The sealed termination document (spec §1): 1-5 images or PDFs. */
export const DOCUMENT_MAX = REVOCATION_DOCUMENTS_MAX;

/** The document field: at least one stored file, none still uploading; null when it is fine. */
export function documentRule(paths: readonly string[], uploading: boolean): string | null {
  if (uploading) return REVOCATION_TEXTS.documentUploading;
  return paths.length === 0 ? REVOCATION_TEXTS.documentRequired : null;
}

/** The reason field (2-200 characters after trimming, as the gateway takes it); null when it is fine. */
export function reasonRule(reason: string): string | null {
  const length = [...reason.trim()].length;
  if (length < REVOCATION_REASON_MIN) return REVOCATION_TEXTS.reasonRequired;
  if (length > REASON_MAX) return REVOCATION_TEXTS.reasonTooLong;
  return null;
}

export interface AuthorisationFacts {
  hasCompany: boolean;
  mayRevoke: boolean;
  authorisations: readonly unknown[] | null;
}

/** What the page offers: add a company, certify first, nothing to revoke, or the revocation form. */
export type Standing = 'no-company' | 'not-legal-representative' | 'none-in-force' | 'in-force';

export function standingOf(state: AuthorisationFacts): Standing {
  if (!state.hasCompany) return 'no-company';
  if (!state.mayRevoke) return 'not-legal-representative';
  return state.authorisations && state.authorisations.length > 0 ? 'in-force' : 'none-in-force';
}

/**
 * A refused revocation in words the user can act on: -5005 and -5004 (not certified for the company, or no company)
 * name the legal-representative rule (then 前往实名认证),
 * -1404 the server's own reason (no company, or nothing in force any more); anything else the server's message or
 * the fallback. `certify` says whether to offer /verified.
 */
export function revocationRefusal(
  gatewayCode: number | null,
  serverMessage: string,
): { message: string; certify: boolean } {
  if (gatewayCode === GatewayCode.FACE_CHECK_REQUIRED || gatewayCode === GatewayCode.CERTIFICATION_REQUIRED) {
    return { message: REVOCATION_TEXTS.legalRepresentativeOnly, certify: true };
  }
  if (gatewayCode === GatewayCode.NO_SUCH_OBJECT) {
    return { message: serverMessage || REVOCATION_TEXTS.noneInForce, certify: false };
  }
  return { message: serverMessage || REVOCATION_TEXTS.failed, certify: false };
}

/** An ISO 8601 time as the portal shows dates: Beijing's YYYY-MM-DD. */
export const formatDate = (iso: string): string => beijingDate(iso) ?? '—';
