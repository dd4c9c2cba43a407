import { maskPersonName } from '../../../shared/mask.ts';
import { FACE_CHECKED } from './user-info.ts';

/** A face check as the identify calls answer it (docs/gateway-api.md, "Identity"). */
export interface FaceCheckRecord {
  status: 'PENDING' | 'PASSED' | 'FAILED';
  companyId: number;
  companyName: string;
  /** The name the check was for, masked (林*燕). */
  legalPersonMasked: string;
  idNumberMasked: string;
  startedAt: string;
  finishedAt: string | null;
  /** Why it failed; null unless FAILED. */
  failReason: string | null;
  /** The membership as it is now. */
  ifCertification: boolean;
  identifyStatus: number;
  hasCheckedFace: boolean;
}

export interface FaceCheckSource {
  status: 'pending' | 'passed' | 'failed';
  company_id: number;
  legal_name: string;
  id_number_masked: string;
  started_at: Date;
  finished_at: Date | null;
  fail_reason: string | null;
}

export interface MembershipFacts {
  companyName: string;
  ifCertification: boolean;
  identifyStatus: number;
}

export function toFaceCheckRecord(check: FaceCheckSource, membership: MembershipFacts): FaceCheckRecord {
  return {
    status: check.status === 'passed' ? 'PASSED' : check.status === 'failed' ? 'FAILED' : 'PENDING',
    companyId: check.company_id,
    companyName: membership.companyName,
    legalPersonMasked: maskPersonName(check.legal_name),
    idNumberMasked: check.id_number_masked,
    startedAt: new Date(check.started_at).toISOString(),
    finishedAt: check.finished_at ? new Date(check.finished_at).toISOString() : null,
    failReason: check.status === 'failed' ? check.fail_reason : null,
    ifCertification: membership.ifCertification,
    identifyStatus: membership.identifyStatus,
    hasCheckedFace: membership.identifyStatus === FACE_CHECKED,
  };
}
