import type { FaceCheckRecord } from '@sme/contract/routes/identity';

/** The gateway's identity records and bodies (docs/gateway-api.md, "Identity"); resolvers map them to the schema. */

export type { FaceCheckRecord };

/** GET /user/identify/v1/face/legal_person/check: the session company's facts; companyId null without a company. */
export interface LegalPersonCheckRecord {
  companyId: number | null;
  companyName: string;
  uniformCode: string;
  legalPersonMasked: string;
  ifCertification: boolean;
  identifyStatus: number;
  hasCheckedFace: boolean;
  certifiedAt: string | null;
  faceProvider: string;
  faceServiceConfigured: boolean;
  latestCheck: FaceCheckRecord | null;
}

export interface ConfirmLegalPersonBody {
  name: string;
  /** Normalised: no spaces, X upper-case. */
  idNumber: string;
  faceConsent: true;
}

export interface LegalPersonConfirmationRecord {
  userCode: string;
  expiresIn: number;
}

export interface FaceCheckStartRecord {
  certToken: string;
  url: string;
  expiresIn: number;
}

/** What the development simulator page shows (GET /__dev/face/{token}). */
export interface FaceSimulationRecord {
  maskedName: string;
  maskedIdNumber: string;
  state: 'pending' | 'passed' | 'failed';
  expired: boolean;
}
