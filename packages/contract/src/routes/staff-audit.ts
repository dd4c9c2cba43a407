/**
 * The audit log of staff and operator actions (issue 21 §3): who did what to which application or company, when and
 * from which address — append-only, read by the platform's operator (docs/gateway-api.md, "Audit log").
 */
import { calendarDay, jsonObject, optional, orEmpty, paging, text } from './input-fields.ts';
import { route } from './route.ts';

export const AUDIT_USERNAME_MAX = 64;

/** The kept actions' Chinese names, for the list and its filter (an action added later shows its key until named). */
export const AUDITED_ACTION_NAMES: Readonly<Record<string, string>> = {
  'session.login': '登录工作台',
  'session.logout': '退出工作台',
  'applications.transition': '变更申请状态',
  'applications.claim': '认领申请',
  'applications.reassign': '改派申请',
  'needs.claim': '认领融资需求',
  'products.manage': '管理金融产品',
  'precredit.manage': '管理预授信',
  'settings.manage': '修改机构设置',
  'notes.manage': '添加内部备注',
};

/** One recorded action. */
export interface AuditEntryRecord {
  id: number;
  /** ISO instant; shown in Beijing time. */
  at: string;
  username: string;
  staffName: string;
  /** The staff role's Chinese name (平台运营, 机构业务人员 …). */
  roleName: string;
  orgName: string | null;
  /** The action's key (applications.transition …) and its Chinese name. */
  action: string;
  actionName: string;
  /** The call's route pattern, e.g. /api/loan/org/status/update. */
  route: string;
  /** What the action was about, e.g. "id=12" or "applicationId=12, managerId=3"; empty when nothing is named. */
  target: string;
  address: string;
}

export interface AuditPage {
  records: AuditEntryRecord[];
  total: number;
  pageNum: number;
  pageSize: number;
}

/** POST /loan/org/audit/list: the operator reads the audit log, newest first, filtered by account, action and days. */
export const auditLog = route<AuditPage>()({
  method: 'POST',
  path: '/loan/org/audit/list',
  inputIn: 'body',
  input: orEmpty(
    jsonObject({
      ...paging,
      username: optional(text('账号', AUDIT_USERNAME_MAX)),
      action: optional(text('操作', 64)),
      startDate: optional(calendarDay('开始日期（startDate）')),
      endDate: optional(calendarDay('结束日期（endDate）')),
    }).refine((value) => !value.startDate || !value.endDate || value.startDate <= value.endDate, {
      error: '开始日期不能晚于结束日期',
    }),
  ),
});
