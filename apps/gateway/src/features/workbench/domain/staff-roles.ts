/**
 * The workbench's roles and what each may call (spec gap [5], ours: docs/decisions/0045-workbench-in-the-gateway-staff-accounts-totp-roles-claims.md, "Staff roles"). Enforced by
 * the gateway on every staff call (services/staff-guard.ts), never only in a page.
 */
export const STAFF_ROLES = ['operator', 'org_staff', 'org_admin', 'gov_viewer', 'gov_reviewer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The staff calls, by what they do. */
export type StaffAction =
  | 'applications.read'
  | 'applications.transition'
  | 'needs.read'
  | 'needs.claim'
  | 'sla.read'
  | 'escalations.read'
  | 'dashboard.read'
  | 'products.manage'
  | 'precredit.manage'
  // Issue 20, deskview: the materials of an application and the institution's material setting.
  | 'materials.read'
  | 'settings.manage'
  // Issue 20, slice assign: who handles an application, and the institution's internal notes.
  | 'applications.claim'
  | 'applications.reassign'
  | 'notes.manage'
  // Issue 21: the audit log of staff actions.
  | 'audit.read'
  // Issue 22, slice subsidy: the government reviewer's 贴息 / 风险补偿 claims.
  | 'subsidy.review';

/** What staff do that the audit log may keep: the guarded actions, and signing in and out. */
export type AuditedStaffAction = StaffAction | 'session.login' | 'session.logout';

/** THE table: which roles may do what. Institution roles see their own institution only. */
export const PERMISSIONS: Readonly<Record<StaffAction, readonly StaffRole[]>> = {
  'applications.read': ['operator', 'org_staff', 'org_admin'],
  'applications.transition': ['operator', 'org_staff', 'org_admin'],
  'needs.read': ['operator', 'org_staff', 'org_admin'],
  'needs.claim': ['org_staff', 'org_admin'],
  'sla.read': ['operator', 'org_staff', 'org_admin', 'gov_viewer', 'gov_reviewer'],
  'escalations.read': ['operator', 'org_admin'],
  /** The government dashboard: every institution's figures, so no institution role (docs/decisions/0050-government-dashboard-and-published-response-times.md). */
  'dashboard.read': ['operator', 'gov_viewer', 'gov_reviewer'],
  // Issue 9, institution products and pre-credit: the institution's administrator only.
  'products.manage': ['org_admin'],
  'precredit.manage': ['org_admin'],
  // Issue 20, deskview: the handling institution's staff read materials; its administrator sets downloads.
  'materials.read': ['org_staff', 'org_admin'],
  'settings.manage': ['org_admin'],
  // Issue 20, slice assign: staff take an application, the administrator hands it on; notes are the institution's only.
  'applications.claim': ['org_staff', 'org_admin'],
  'applications.reassign': ['org_admin'],
  'notes.manage': ['org_staff', 'org_admin'],
  // Issue 21: who did what in the workbench is the platform operator's to read.
  'audit.read': ['operator'],
  // Issue 22, slice subsidy: the government reviewer reads what the government viewer reads, and reviews claims.
  'subsidy.review': ['gov_reviewer'],
};

export function isInstitutionRole(role: StaffRole): boolean {
  return role === 'org_staff' || role === 'org_admin';
}

export function mayDo(role: StaffRole, action: StaffAction): boolean {
  return PERMISSIONS[action].includes(role);
}

/** Chinese names of the roles, for answers and pages. */
export const ROLE_NAMES: Readonly<Record<StaffRole, string>> = {
  operator: '平台运营',
  org_staff: '机构业务人员',
  org_admin: '机构管理员',
  gov_viewer: '政府人员',
  gov_reviewer: '政府审核人员',
};
