import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { ErrorCode } from '../../http/error-codes.ts';
import { findUserCompany } from '../companies/company-store.ts';
import type { SessionContext } from '../sessions/require-session.ts';
import { findUserById } from './user-store.ts';

/** Spec §3 user info, for the session's current company (companyId and uniformCode added for the clients). */
export interface UserInfo {
  id: number;
  name: string;
  mobile: string;
  deptId: number | null;
  companyId: number | null;
  companyName: string;
  uniformCode: string;
  ifImport: boolean;
  ifCertification: boolean;
  identifyStatus: number;
  hasCheckedFace: boolean;
}

/** identifyStatus 6: the face check passed. */
export const FACE_CHECKED = 6;

export async function loadUserInfo(db: Kysely<DB>, session: SessionContext): Promise<UserInfo> {
  const user = await findUserById(db, session.userId);
  if (!user) throw new ApiError(ErrorCode.FORCE_LOGOUT, '账号已停用或已注销，请重新登录');
  const company = session.companyId === null ? undefined : await findUserCompany(db, user.id, session.companyId);
  const identifyStatus = company?.identifyStatus ?? 0;
  return {
    id: user.id,
    name: user.name,
    mobile: user.mobile,
    deptId: user.dept_id,
    companyId: company?.id ?? null,
    companyName: company?.companyName ?? '',
    uniformCode: company?.uniformCode ?? '',
    ifImport: user.if_import,
    ifCertification: company?.ifCertification ?? false,
    identifyStatus,
    hasCheckedFace: identifyStatus === FACE_CHECKED,
  };
}
