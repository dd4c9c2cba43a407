import { type Kysely, sql } from 'kysely';
import type { DB, ThreadSide } from '#db/schema.ts';
import { joinedApplications } from '#features/applications/stores/application-store.ts';

/** What a thread needs of its application: who owns it, who handles it, and whom to text. */
export function findThreadApplication(db: Kysely<DB>, applicationId: number) {
  return joinedApplications(db)
    .innerJoin('app_user as u', 'u.id', 'a.applicant_id')
    .select((eb) => [
      'a.id',
      'a.company_id',
      'a.org_id',
      'a.manager_id',
      'p.product_name',
      'o.org_name',
      'm.name as manager_name',
      'm.mobile as manager_mobile',
      'a.contact_mobile',
      'u.mobile as applicant_mobile',
      'c.company_name',
      eb
        .exists(eb.selectFrom('staff_account as s').select('s.id').whereRef('s.org_user_id', '=', 'a.manager_id'))
        .as('manager_has_login'),
    ])
    .where('a.id', '=', applicationId)
    .executeTakeFirst();
}

export type ThreadApplication = NonNullable<Awaited<ReturnType<typeof findThreadApplication>>>;

/** The columns of a message as the thread answers it. */
const messageColumns = ['id', 'side', 'author_name', 'body', 'created_at', 'read_at'] as const;

export function listThreadMessages(db: Kysely<DB>, applicationId: number) {
  return db
    .selectFrom('application_thread_message')
    .select(messageColumns)
    .where('application_id', '=', applicationId)
    .orderBy('id')
    .execute();
}

export type ThreadMessageRow = Awaited<ReturnType<typeof listThreadMessages>>[number];

export function insertThreadMessage(
  db: Kysely<DB>,
  message: {
    applicationId: number;
    side: ThreadSide;
    authorUserId: number | null;
    authorStaffId: number | null;
    authorName: string;
    body: string;
    at: Date;
  },
) {
  return db
    .insertInto('application_thread_message')
    .values({
      application_id: message.applicationId,
      side: message.side,
      author_user_id: message.authorUserId,
      author_staff_id: message.authorStaffId,
      author_name: message.authorName,
      body: message.body,
      created_at: message.at,
    })
    .returning(messageColumns)
    .executeTakeFirstOrThrow();
}

/** Marks read what `from` wrote on the application's thread (the other side has read it). */
export async function markThreadRead(db: Kysely<DB>, applicationId: number, from: ThreadSide, at: Date): Promise<void> {
  await db
    .updateTable('application_thread_message')
    .set({ read_at: at })
    .where('application_id', '=', applicationId)
    .where('side', '=', from)
    .where('read_at', 'is', null)
    .execute();
}

/** The institution's unread messages on the company's applications, per application. */
export function unreadForCompany(db: Kysely<DB>, companyId: number) {
  return db
    .selectFrom('application_thread_message as t')
    .innerJoin('loan_application as a', 'a.id', 't.application_id')
    .leftJoin('loan_product as p', 'p.id', 'a.product_id')
    .leftJoin('financial_org as o', 'o.id', 'a.org_id')
    .select((eb) => [
      't.application_id',
      'a.source',
      'p.product_name',
      'o.org_name',
      eb.fn.countAll<string>().as('unread'),
    ])
    .where('a.company_id', '=', companyId)
    .where('t.side', '=', 'institution')
    .where('t.read_at', 'is', null)
    .groupBy(['t.application_id', 'a.source', 'p.product_name', 'o.org_name'])
    .orderBy('t.application_id', 'desc')
    .execute();
}

/** The enterprise's unread messages on those of `ids` the institution handles, per application. */
export function unreadForInstitution(db: Kysely<DB>, orgId: number, ids: readonly number[]) {
  return db
    .selectFrom('application_thread_message as t')
    .innerJoin('loan_application as a', 'a.id', 't.application_id')
    .select((eb) => ['t.application_id', eb.fn.countAll<string>().as('unread')])
    .where('a.org_id', '=', orgId)
    .where('t.application_id', 'in', ids)
    .where('t.side', '=', 'enterprise')
    .where('t.read_at', 'is', null)
    .groupBy('t.application_id')
    .execute();
}

/**
 * Takes the thread's SMS slot for `recipient` when its last SMS is at least `everyMs` old (or there was none):
 * true when this call took it, so two messages at once text once.
 */
export async function takeSmsSlot(
  db: Kysely<DB>,
  slot: { applicationId: number; recipient: ThreadSide; now: Date; everyMs: number },
): Promise<boolean> {
  const due = new Date(slot.now.getTime() - slot.everyMs);
  const { rows } = await sql<{ application_id: number }>`
    INSERT INTO application_thread_sms (application_id, recipient_side, last_sent_at)
    VALUES (${slot.applicationId}, ${slot.recipient}, ${slot.now})
    ON CONFLICT (application_id, recipient_side) DO UPDATE SET last_sent_at = excluded.last_sent_at
    WHERE application_thread_sms.last_sent_at <= ${due}
    RETURNING application_id`.execute(db);
  return rows.length > 0;
}

/** Links a message to the files it carries (issue 20, slice desk-rest). */
export async function insertThreadFiles(trx: Kysely<DB>, messageId: number, fileIds: readonly number[]) {
  if (fileIds.length === 0) return;
  await trx
    .insertInto('application_thread_file')
    .values(fileIds.map((fileId) => ({ message_id: messageId, file_id: fileId })))
    .execute();
}

/** The undeleted files of those messages, in upload order. */
export function listThreadFiles(db: Kysely<DB>, messageIds: readonly number[]) {
  if (messageIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('application_thread_file as tf')
    .innerJoin('stored_file as f', 'f.id', 'tf.file_id')
    .select(['tf.message_id', 'f.path', 'f.original_name', 'f.kind', 'f.size_bytes', 'f.created_at'])
    .where('tf.message_id', 'in', [...messageIds])
    .where('f.deleted_at', 'is', null)
    .orderBy('f.id')
    .execute();
}

export type ThreadFileRow = Awaited<ReturnType<typeof listThreadFiles>>[number];
