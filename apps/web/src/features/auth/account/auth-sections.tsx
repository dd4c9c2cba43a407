import type { AccountSection, AccountUser } from './account-sections';
import { AccountInfo } from './components/AccountInfo';
import { CanteenSection } from './components/CanteenSection';
import { ChangeMobileForm } from './components/ChangeMobileForm';
import { ChangePasswordForm } from './components/ChangePasswordForm';

/**
 * The personal-centre sections of the account feature: 1 账户信息, 7 修改密码, 8 更换手机号, 9 企业食堂 (types 7 and 9
 * are ours, docs/decisions/0014-accounts-in-the-portal-session-remembered-mobile-guards.md). The app layer places them among the other features' sections.
 */
export const AUTH_ACCOUNT_SECTIONS = {
  accountInfo: { type: '1', label: '账户信息', Component: AccountInfo },
  changePassword: { type: '7', label: '修改密码', Component: ChangePasswordForm },
  changeMobile: {
    type: '8',
    label: '更换手机号',
    Component: ({ user }: { user: AccountUser }) => <ChangeMobileForm currentMobile={user.maskedMobile} />,
  },
  canteen: { type: '9', label: '企业食堂', Component: CanteenSection },
} as const satisfies Record<string, AccountSection>;
