/** Real-name certification and the face check (docs/gateway-api.md, "Identity"). */

/** A face check as the identify calls answer it. */
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
