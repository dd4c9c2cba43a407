/** The portal account's calls (docs/gateway-api.md, "Accounts"). */
import { routeWithoutInput } from './route.ts';

/** Spec §3 user info, for the session's current company (companyId, uniformCode and companyCount added). */
export interface UserInfoRecord {
  id: number;
  name: string;
  /** The full mobile (the graph masks it). */
  mobile: string;
  deptId: number | null;
  companyId: number | null;
  companyName: string;
  uniformCode: string;
  /** How many companies the account holds (the header offers 切换企业 when more than one). */
  companyCount: number;
  ifImport: boolean;
  ifCertification: boolean;
  identifyStatus: number;
  hasCheckedFace: boolean;
}

/** The session's user info (needs a session). */
export const userInfo = routeWithoutInput<UserInfoRecord>()('POST', '/user/user/userInfo');

/** One company an account belongs to. */
export interface CompanyRecord {
  id: number;
  companyName: string;
  uniformCode: string;
  legalPerson: string;
  /** Enterprise real-name verified. */
  ifCertification: boolean;
  identifyStatus: number;
}

/** One company of /user/user/v1/current/users: the session's company is `current`. */
export interface AccountCompanyRecord extends CompanyRecord {
  current: boolean;
}

/** An authorisation in force. */
export interface DataAuthorisationRecord {
  id: number;
  grantedAt: string;
  authEndDate: string;
}

/** GET /user/user/v1/auth/current: what the /cancelAuthorization page shows about the session's company. */
export interface DataAuthorisationStateRecord {
  companyId: number | null;
  companyName: string;
  ifCertification: boolean;
  hasCheckedFace: boolean;
  /** The caller is certified for the company with its face check passed: the legal representative of spec §1. */
  mayRevoke: boolean;
  /** The company has an authorisation in force now; always false for an uncertified member (not theirs to know). */
  inForce: boolean;
  /** In force now, oldest first; null when the caller may not revoke (the company's records are not shown). */
  authorisations: DataAuthorisationRecord[] | null;
  /** The company's latest revocation; null when none, or when the caller may not revoke. */
  lastRevocation: { revokedAt: string; reason: string; documentPaths: string[] } | null;
}

/** The session's user info with the mobile masked (138****0001). */
export const safeUserInfo = routeWithoutInput<UserInfoRecord>()('POST', '/user/user/getSafeUserInfo');
