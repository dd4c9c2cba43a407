/** identifyStatus 6: the face check passed (spec §9). */
export const FACE_CHECKED = 6;

/** Spec §3 user info, for the session's current company (companyId, uniformCode and companyCount added). */
export interface UserInfo {
  id: number;
  name: string;
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

export interface UserInfoSource {
  user: { id: number; name: string; mobile: string; dept_id: number | null; if_import: boolean };
  company:
    | { id: number; companyName: string; uniformCode: string; ifCertification: boolean; identifyStatus: number }
    | undefined;
  companyCount: number;
}

export function toUserInfo({ user, company, companyCount }: UserInfoSource): UserInfo {
  const identifyStatus = company?.identifyStatus ?? 0;
  return {
    id: user.id,
    name: user.name,
    mobile: user.mobile,
    deptId: user.dept_id,
    companyId: company?.id ?? null,
    companyName: company?.companyName ?? '',
    uniformCode: company?.uniformCode ?? '',
    companyCount,
    ifImport: user.if_import,
    ifCertification: company?.ifCertification ?? false,
    identifyStatus,
    hasCheckedFace: identifyStatus === FACE_CHECKED,
  };
}
