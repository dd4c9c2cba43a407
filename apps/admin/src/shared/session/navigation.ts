/** Staff roles of the workbench (docs/gateway-api.md, "Workbench"). */
export type StaffRole = 'operator' | 'org_staff' | 'org_admin' | 'gov_viewer' | 'gov_reviewer';

export interface NavItem {
  path: string;
  label: string;
}

export const NAV_ITEMS = {
  applications: { path: '/applications', label: '申请队列' },
  needs: { path: '/needs', label: '待认领需求' },
  escalations: { path: '/escalations', label: '超时预警' },
  responseTimes: { path: '/response-times', label: '响应时效' },
  dashboard: { path: '/dashboard', label: '数据看板' },
  products: { path: '/products', label: '产品管理' },
  preCredit: { path: '/pre-credit', label: '预授信' },
  audit: { path: '/audit', label: '操作日志' },
  // Issue 22, slice subsidy-pages.
  subsidy: { path: '/subsidy', label: '贴息审核' },
} as const satisfies Record<string, NavItem>;

/**
 * What each role may open, as the gateway's role table allows: the government viewer the dashboard (first) and
 * response times, the government reviewer also 贴息审核 (the claims are its only); the operator reviews and sees every institution's queue and escalations but claims no need, and
 * reads the dashboard and the audit log (操作日志); institution staff the queue, open needs and response times, their administrators also the
 * escalations, 产品管理 and 预授信.
 */
export function navigationFor(role: string): NavItem[] {
  switch (role) {
    case 'gov_viewer':
      return [NAV_ITEMS.dashboard, NAV_ITEMS.responseTimes];
    case 'gov_reviewer':
      return [NAV_ITEMS.dashboard, NAV_ITEMS.subsidy, NAV_ITEMS.responseTimes];
    case 'operator':
      return [
        NAV_ITEMS.applications,
        NAV_ITEMS.escalations,
        NAV_ITEMS.responseTimes,
        NAV_ITEMS.dashboard,
        NAV_ITEMS.audit,
      ];
    case 'org_admin':
      return [
        NAV_ITEMS.applications,
        NAV_ITEMS.needs,
        NAV_ITEMS.escalations,
        NAV_ITEMS.responseTimes,
        NAV_ITEMS.products,
        NAV_ITEMS.preCredit,
      ];
    case 'org_staff':
      return [NAV_ITEMS.applications, NAV_ITEMS.needs, NAV_ITEMS.responseTimes];
    default:
      return [];
  }
}

/** The first screen after login (and for a path the role may not open). */
export function homePathFor(role: string): string {
  return navigationFor(role)[0]?.path ?? '/login';
}

/** Whether the role may open a path (detail pages count as their list's). */
export function mayOpen(role: string, path: string): boolean {
  return navigationFor(role).some((item) => path === item.path || path.startsWith(`${item.path}/`));
}
