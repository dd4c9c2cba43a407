import type { UserInfoRecord } from '@sme/contract/routes/accounts';
/** identifyStatus 6: the face check passed (spec §9). */
export const FACE_CHECKED = 6;

export type UserInfo = UserInfoRecord;

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
