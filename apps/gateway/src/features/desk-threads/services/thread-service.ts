import { GatewayCode } from '@sme/contract/codes';
import { maskMobile } from '@sme/contract/fields';
import { THREAD_BODY_TEXTS } from '@sme/contract/routes/desk-thread-body';
import type { ThreadMessageRecord, ThreadRecord, ThreadSentRecord } from '@sme/contract/routes/desk-threads';
import type { Kysely } from 'kysely';
import type { DB, ThreadSide } from '#db/schema.ts';
import { MATERIAL_PURPOSE, materialRef } from '#features/applications/domain/application-materials.ts';
import { applicationNotFound } from '#features/applications/services/application-not-found.ts';
import { attachEveryFile } from '#features/files/services/attach-every-file.ts';
import type { StaffContext } from '#features/workbench/services/staff-guard.ts';
import { ApiError } from '#http/api-error.ts';
import { logger } from '#http/logger.ts';
import { countedCall } from '#http/metrics.ts';
import type { SmsSender } from '#outside/sms/sms-sender.ts';
import {
  otherSide,
  STAFF_THREAD_FILE_PURPOSE,
  staffThreadAccess,
  staffThreadFileRef,
  THREAD_ERRORS,
  threadSmsText,
} from '../domain/thread-rules.ts';
import {
  findThreadApplication,
  insertThreadFiles,
  insertThreadMessage,
  listThreadFiles,
  listThreadMessages,
  markThreadRead,
  type ThreadApplication,
  type ThreadFileRow,
  type ThreadMessageRow,
  takeSmsSlot,
  unreadForCompany,
  unreadForInstitution,
} from '../stores/thread-store.ts';

/** What the thread calls work with. */
export interface ThreadDeps {
  db: Kysely<DB>;
  now: () => Date;
  sms: SmsSender;
  /** The least time between two SMS notices of one thread to one side (THREAD_SMS_EVERY_MINUTES). */
  smsEveryMs: number;
}

/** Who writes: a certified member of the company, or a staff member of the handling institution. */
export type ThreadAuthor =
  | { side: 'enterprise'; companyId: number; userId: number }
  | { side: 'institution'; staff: StaffContext };

function messageRecord(row: ThreadMessageRow, files: readonly ThreadFileRow[]): ThreadMessageRecord {
  return {
    id: row.id,
    side: row.side,
    authorName: row.author_name,
    body: row.body,
    createTime: new Date(row.created_at).toISOString(),
    read: row.read_at !== null,
    files: files
      .filter((file) => file.message_id === row.id)
      .map((file) => ({
        path: file.path,
        name: file.original_name,
        kind: file.kind,
        size: Number(file.size_bytes),
        uploadTime: new Date(file.created_at).toISOString(),
      })),
  };
}

async function messageRecords(db: Kysely<DB>, rows: readonly ThreadMessageRow[]): Promise<ThreadMessageRecord[]> {
  const files = await listThreadFiles(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => messageRecord(row, files));
}

/**
 * The application of a thread as the author may see it: another company's, or another institution's, is the
 * unknown-id answer (as every call of theirs); the operator has no access (threads are read by the platform only
 * once a complaint process exists, docs/decisions.md); an unclaimed need has no thread yet.
 */
export async function threadApplication(db: Kysely<DB>, author: ThreadAuthor, applicationId: number) {
  const app = await findThreadApplication(db, applicationId);
  if (!app) throw applicationNotFound();
  if (author.side === 'enterprise') {
    if (app.company_id !== author.companyId) throw applicationNotFound();
  } else {
    const { staff } = author;
    if (staff.orgId === null || (staff.role !== 'org_staff' && staff.role !== 'org_admin')) {
      throw new ApiError(GatewayCode.ROLE_REFUSED, '平台运营人员暂无权查看企业与机构的留言');
    }
    const access = staffThreadAccess(
      { role: staff.role, orgId: staff.orgId, orgUserId: staff.orgUserId },
      { orgId: app.org_id, managerId: app.manager_id, managerHasLogin: app.manager_has_login === true },
    );
    if (access === 'unknown') throw applicationNotFound();
    if (access === 'refused') throw new ApiError(GatewayCode.ROLE_REFUSED, THREAD_ERRORS.notHandler);
  }
  if (app.org_id === null) throw new ApiError(GatewayCode.THREAD_NOT_OPEN, THREAD_ERRORS.notOpen);
  return app;
}

async function threadRecord(db: Kysely<DB>, app: ThreadApplication, rows: ThreadMessageRow[]): Promise<ThreadRecord> {
  return {
    applicationId: app.id,
    orgName: app.org_name,
    manager: app.manager_name && app.manager_mobile ? { name: app.manager_name, mobile: app.manager_mobile } : null,
    messages: await messageRecords(db, rows),
  };
}

/** The thread, oldest first; reading it marks what the other side wrote read. */
export async function readThread(deps: ThreadDeps, author: ThreadAuthor, applicationId: number): Promise<ThreadRecord> {
  const app = await threadApplication(deps.db, author, applicationId);
  await markThreadRead(deps.db, app.id, otherSide(author.side), deps.now());
  return threadRecord(deps.db, app, await listThreadMessages(deps.db, app.id));
}

/**
 * Writes a message with its files — the enterprise's attached to the application as materials, a staff member's own
 * uploads attached to the message only (issue 20, staff-files: the institution's files, never materials) — in one
 * transaction, and texts the other side unless it was texted about this thread within the interval.
 */
export async function sendThreadMessage(
  deps: ThreadDeps,
  author: ThreadAuthor,
  input: { applicationId: number; body: string; filePaths?: string[] | undefined },
): Promise<ThreadSentRecord> {
  const app = await threadApplication(deps.db, author, input.applicationId);
  const now = deps.now();
  const paths = [...new Set(input.filePaths ?? [])];
  const row = await deps.db.transaction().execute(async (trx) => {
    const message = await insertThreadMessage(trx, {
      applicationId: app.id,
      side: author.side,
      authorUserId: author.side === 'enterprise' ? author.userId : null,
      authorStaffId: author.side === 'institution' ? author.staff.staffId : null,
      authorName: author.side === 'enterprise' ? app.company_name : author.staff.name,
      body: input.body,
      at: now,
    });
    if (paths.length > 0) {
      const attached = await attachEveryFile(
        trx,
        {
          paths,
          ...(author.side === 'enterprise'
            ? {
                owner: { userId: author.userId, companyId: author.companyId },
                purpose: MATERIAL_PURPOSE,
                ref: materialRef(app.id),
              }
            : {
                owner: { staffId: author.staff.staffId },
                purpose: STAFF_THREAD_FILE_PURPOSE,
                ref: staffThreadFileRef(message.id),
              }),
          now,
        },
        THREAD_BODY_TEXTS.filesNotUsable,
      );
      await insertThreadFiles(
        trx,
        message.id,
        attached.map((file) => file.id),
      );
    }
    return message;
  });
  const smsSent = await noticeOtherSide(deps, app, otherSide(author.side), now);
  const [message] = await messageRecords(deps.db, [row]);
  return { message: message ?? messageRecord(row, []), smsSent };
}

async function noticeOtherSide(deps: ThreadDeps, app: ThreadApplication, recipient: ThreadSide, now: Date) {
  const mobile = recipient === 'enterprise' ? (app.contact_mobile ?? app.applicant_mobile) : app.manager_mobile;
  if (!mobile || !deps.sms.configured) return false;
  if (!(await takeSmsSlot(deps.db, { applicationId: app.id, recipient, now, everyMs: deps.smsEveryMs }))) return false;
  // The loan notice's template (its text is the one variable): no new template for vendors to approve.
  try {
    await countedCall({ service: 'sms', provider: deps.sms.provider, call: 'THREAD_NOTICE' }, () =>
      deps.sms.send({ mobile, method: 'LOAN_NOTICE', code: '', text: threadSmsText(recipient, app.product_name) }, now),
    );
    return true;
  } catch (error) {
    // A failed notice never fails the message: it is written, and the other side sees it when they next look.
    logger.error({
      at: 'sms',
      provider: deps.sms.provider,
      method: 'LOAN_NOTICE',
      mobileMasked: maskMobile(mobile),
      error: String(error),
    });
    return false;
  }
}

/** The company's unread thread messages (the portal's 消息 badge adds them to the message centre's). */
export async function companyThreadUnread(db: Kysely<DB>, companyId: number) {
  const rows = await unreadForCompany(db, companyId);
  const applications = rows.map((row) => ({
    applicationId: row.application_id,
    unread: Number(row.unread),
    source: row.source,
    productName: row.product_name,
    orgName: row.org_name,
  }));
  return { count: applications.reduce((sum, row) => sum + row.unread, 0), applications };
}

/** The enterprise's unread messages per application of a queue page; the operator and others' ids count 0. */
export async function institutionThreadUnread(db: Kysely<DB>, staff: StaffContext, ids: readonly number[]) {
  const rows = staff.orgId === null ? [] : await unreadForInstitution(db, staff.orgId, ids);
  const unread = new Map(rows.map((row) => [row.application_id, Number(row.unread)]));
  return {
    records: [...new Set(ids)].map((applicationId) => ({ applicationId, unread: unread.get(applicationId) ?? 0 })),
  };
}
