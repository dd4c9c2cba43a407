/** The portal account's calls (docs/gateway-api.md, "Accounts"). */
import { z } from 'zod';
import { route } from './route.ts';

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
export const userInfo = route<UserInfoRecord>()({
  method: 'POST',
  path: '/user/user/userInfo',
  inputIn: 'none',
  input: z.undefined(),
});
