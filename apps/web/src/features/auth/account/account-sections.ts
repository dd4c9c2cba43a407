import type { ComponentType } from 'react';
import type { CurrentUser } from '#shared/session/session-store.ts';

/** The logged-in user a personal-centre section is shown to. */
export type AccountUser = CurrentUser;

/**
 * One personal-centre section (spec §2: /account/{type}, type 1 the default landing, type 8 the phone change). The
 * app layer composes the sections that the features contribute (apps/web/src/app/personal-centre).
 */
export interface AccountSection {
  type: string;
  label: string;
  Component: ComponentType<{ user: AccountUser }>;
}

/** The section of the route's type among `sections`, or null for a type not offered or malformed. */
export function accountSection(sections: readonly AccountSection[], type: string | undefined): AccountSection | null {
  return sections.find((section) => section.type === type) ?? null;
}

export const ACCOUNT_TEXTS = {
  passwordChanged: '密码修改成功',
  mobileChanged: '手机号更换成功',
  failed: '请求失败，请稍后再试',
} as const;
