import type { FaceCheckRecord } from '@sme/contract/routes/identity';
import { maskPersonName } from '#shared/mask.ts';
import { FACE_CHECKED } from './user-info.ts';

export type { FaceCheckRecord };

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
