import type { ThreadSide } from '#db/schema.ts';

export const THREAD_ERRORS = {
  notOpen: '该申请尚无办理机构，暂不能留言',
  notHandler: '该申请由其他客户经理负责，留言仅限负责的客户经理和机构管理员',
  orgUnknown: '机构不存在',
} as const;

const SMS_SIGN = '【区域中小企业融资服务平台】';

/** What the other side is texted about a new message (never the message itself: an SMS is not a private channel). */
export function threadSmsText(recipient: ThreadSide, productName: string | null): string {
  const subject = productName ? `「${productName}」申请` : '融资需求';
  return recipient === 'enterprise'
    ? `${SMS_SIGN}金融机构就您的${subject}发来新留言，请登录平台查看。`
    : `${SMS_SIGN}企业就其${subject}发来新留言，请登录机构工作台查看。`;
}

/** What the staff side knows of an application, to decide whether a staff member may use its thread. */
export interface ThreadHandling {
  orgId: number | null;
  managerId: number | null;
  /** Whether the assigned manager has a workbench login (only then is the thread theirs alone among the staff). */
  managerHasLogin: boolean;
}

export interface ThreadStaff {
  role: 'org_staff' | 'org_admin';
  orgId: number;
  orgUserId: number | null;
}

/**
 * Who of an institution uses an application's thread: `unknown` for another institution's (the unknown-id answer);
 * the institution's administrator always; its assigned manager once one with a workbench login is assigned, and
 * until then any staff of the institution.
 */
export function staffThreadAccess(staff: ThreadStaff, app: ThreadHandling): 'unknown' | 'refused' | 'allowed' {
  if (app.orgId === null || app.orgId !== staff.orgId) return 'unknown';
  if (staff.role === 'org_admin') return 'allowed';
  if (app.managerId === null || !app.managerHasLogin) return 'allowed';
  return app.managerId === staff.orgUserId ? 'allowed' : 'refused';
}

/** The side a message's reader is on, seen from its writer. */
export function otherSide(side: ThreadSide): ThreadSide {
  return side === 'enterprise' ? 'institution' : 'enterprise';
}

/**
 * What a staff file of a thread message is attached to (issue 20, staff-files): the message, never the application's
 * materials (whose ref is the application's), so the desk's material list and its ledger never count it.
 */
export const STAFF_THREAD_FILE_PURPOSE = 'thread_staff_file';

export function staffThreadFileRef(messageId: number): string {
  return `thread-message:${messageId}`;
}
