import type { AccountSection } from '#features/auth/account/account-sections.ts';
import { AUTH_ACCOUNT_SECTIONS } from '#features/auth/account/auth-sections.tsx';
import { AuthorisationLedger } from '#features/authorisation/components/AuthorisationLedger.tsx';
import { MyApplicationsSection, MyNeedsSection } from '#features/financing/sections/FinancingSections.tsx';
import { MessageCentre } from '#features/messages/components/MessageCentre.tsx';
// Issue 22, slice policies.
import { PolicyMatchSection } from '#features/policy-match/components/PolicyMatchSection.tsx';
// Issue 22, slice subsidy-pages.
import { SubsidySection } from '#features/subsidy/components/SubsidySection.tsx';

/** Which feature contributes a section (features never import each other; the app layer composes them). */
export type SectionProvider = 'auth' | 'financing' | 'authorisation' | 'messages' | 'policy-match' | 'subsidy';

export interface PersonalCentreSection extends AccountSection {
  provider: SectionProvider;
}

/**
 * The personal centre's sections in menu order (spec §2 /account/{type}): 1 账户信息, 2 我的融资申请, 3 我的融资需求,
 * 5 数据授权记录 (features/authorisation), 6 消息中心 (features/messages), 7 修改密码, 8 更换手机号, 9 企业食堂,
 * 10 可申报政策 (features/policy-match), 11 贴息申请 (features/subsidy).
 */
export const PERSONAL_CENTRE_SECTIONS: readonly PersonalCentreSection[] = [
  { ...AUTH_ACCOUNT_SECTIONS.accountInfo, provider: 'auth' },
  { type: '2', label: '我的融资申请', Component: MyApplicationsSection, provider: 'financing' },
  { type: '3', label: '我的融资需求', Component: MyNeedsSection, provider: 'financing' },
  { type: '5', label: '数据授权记录', Component: AuthorisationLedger, provider: 'authorisation' },
  { type: '6', label: '消息中心', Component: MessageCentre, provider: 'messages' },
  { ...AUTH_ACCOUNT_SECTIONS.changePassword, provider: 'auth' },
  { ...AUTH_ACCOUNT_SECTIONS.changeMobile, provider: 'auth' },
  { ...AUTH_ACCOUNT_SECTIONS.canteen, provider: 'auth' },
  // Issue 22, slice policies.
  { type: '10', label: '可申报政策', Component: PolicyMatchSection, provider: 'policy-match' },
  // Issue 22, slice subsidy-pages.
  { type: '11', label: '贴息申请', Component: SubsidySection, provider: 'subsidy' },
];
