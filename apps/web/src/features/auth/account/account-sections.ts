/**
 * Personal-centre sections by the route's type (spec §2: /account/{type}, type 1 the default landing, type 8 the
 * phone change). Types 7 (password change) and 9 (企业食堂, the canteen) are ours (docs/decisions.md); later issues
 * add their sections.
 */
export const ACCOUNT_SECTIONS = [
  { type: '1', label: '账户信息' },
  { type: '7', label: '修改密码' },
  { type: '8', label: '更换手机号' },
  { type: '9', label: '企业食堂' },
] as const;

export type AccountSectionType = (typeof ACCOUNT_SECTIONS)[number]['type'];

export function accountSection(type: string | undefined): AccountSectionType | null {
  return ACCOUNT_SECTIONS.find((section) => section.type === type)?.type ?? null;
}

export const ACCOUNT_TEXTS = {
  passwordChanged: '密码修改成功',
  mobileChanged: '手机号更换成功',
  failed: '请求失败，请稍后再试',
} as const;
