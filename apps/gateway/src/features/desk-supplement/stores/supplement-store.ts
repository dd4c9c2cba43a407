import { type Kysely, sql } from 'kysely';
import type { DB } from '#db/schema.ts';
import type { SupplementFileRowOf, SupplementRoundRow } from '../domain/supplement-records.ts';

/** An institution's applications (null: the operator, any) or a company's. */
type ApplicationScope = { orgId: number | null } | { companyId: number };

function scopedApplication(db: Kysely<DB>, id: number, scope: ApplicationScope) {
  let query = db
    .selectFrom('loan_application')
    .select(['id', 'company_id', 'org_id', 'loan_status'])
    .where('id', '=', id);
  if ('companyId' in scope) query = query.where('company_id', '=', scope.companyId);
  else if (scope.orgId !== null) query = query.where('org_id', '=', scope.orgId);
  return query;
}

/** The application as a round needs it, locked until the transaction ends; another institution's or company's is none. */
export function lockSupplementApplication(
  trx: Kysely<DB>,
  id: number,
  scope: { orgId: number } | { companyId: number },
) {
  return scopedApplication(trx, id, scope).select('sla_paused_since').forUpdate().executeTakeFirst();
}

/** The application as the list needs it: scoped to an institution (null: the operator, any) or a company. */
export function findSupplementApplication(db: Kysely<DB>, id: number, scope: ApplicationScope) {
  return scopedApplication(db, id, scope).executeTakeFirst();
}

/** A reply-by date as the calls answer it (YYYY-MM-DD), whatever the driver makes of a date column. */
const replyByText = (column: 's.reply_by' | 'reply_by') =>
  sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`.as('reply_by');

/** The rounds of an application, first first. */
export function listSupplements(db: Kysely<DB>, applicationId: number): Promise<SupplementRoundRow[]> {
  return db
    .selectFrom('application_supplement as s')
    .innerJoin('staff_account as st', 'st.id', 's.asked_by')
    .innerJoin('financial_org as o', 'o.id', 's.org_id')
    .select([
      's.id',
      's.application_id',
      's.round',
      's.content',
      replyByText('s.reply_by'),
      's.asked_at',
      'st.display_name as asked_by_name',
      'o.org_name',
      's.answer_text',
      's.answered_at',
    ])
    .where('s.application_id', '=', applicationId)
    .orderBy('s.round')
    .execute();
}

/** The undeleted files of those rounds' answers, in upload order. */
export async function listSupplementFiles(
  db: Kysely<DB>,
  supplementIds: readonly number[],
): Promise<SupplementFileRowOf[]> {
  if (supplementIds.length === 0) return [];
  return db
    .selectFrom('application_supplement_file as sf')
    .innerJoin('stored_file as f', 'f.id', 'sf.file_id')
    .select(['sf.supplement_id', 'f.path', 'f.original_name', 'f.size_bytes', 'f.created_at'])
    .where('sf.supplement_id', 'in', [...supplementIds])
    .where('f.deleted_at', 'is', null)
    .orderBy('f.id')
    .execute();
}

/** The open round of an application, locked; none when every round is answered. */
export function lockOpenSupplement(trx: Kysely<DB>, applicationId: number) {
  return trx
    .selectFrom('application_supplement')
    .select(['id', 'content', replyByText('reply_by')])
    .where('application_id', '=', applicationId)
    .where('answered_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

/** Adds the next round and pauses the application's response-time clock (if not paused already). */
export async function insertSupplement(
  trx: Kysely<DB>,
  round: { applicationId: number; orgId: number; content: string; replyBy: string; staffId: number; at: Date },
): Promise<void> {
  await trx
    .insertInto('application_supplement')
    .values((eb) => ({
      application_id: round.applicationId,
      org_id: round.orgId,
      round: eb
        .selectFrom('application_supplement')
        .select(sql<number>`coalesce(max(round), 0) + 1`.as('next'))
        .where('application_id', '=', round.applicationId),
      content: round.content,
      reply_by: round.replyBy,
      asked_by: round.staffId,
      asked_at: round.at,
    }))
    .execute();
  await trx
    .updateTable('loan_application')
    .set({ sla_paused_since: sql`coalesce(sla_paused_since, ${round.at})` })
    .where('id', '=', round.applicationId)
    .execute();
}

/**
 * Ends the pause of the response-time clock at `at` (its seconds added to the closed pauses); `answered` also sets
 * the queue's 有补件 marker.
 */
export async function resumeClock(trx: Kysely<DB>, applicationId: number, at: Date, answered: boolean): Promise<void> {
  await trx
    .updateTable('loan_application')
    .set({
      sla_paused_seconds: sql`sla_paused_seconds + CASE WHEN sla_paused_since IS NULL THEN 0
        ELSE greatest(0, floor(extract(epoch FROM ${at}::timestamptz - sla_paused_since)))::integer END`,
      sla_paused_since: null,
      ...(answered ? { supplement_answered_at: at } : {}),
    })
    .where('id', '=', applicationId)
    .execute();
}

/** Records the enterprise's answer of the open round and links its files. */
export async function answerSupplement(
  trx: Kysely<DB>,
  answer: { supplementId: number; text: string | null; userId: number; fileIds: readonly number[]; at: Date },
): Promise<void> {
  await trx
    .updateTable('application_supplement')
    .set({ answer_text: answer.text, answered_by: answer.userId, answered_at: answer.at })
    .where('id', '=', answer.supplementId)
    .execute();
  if (answer.fileIds.length === 0) return;
  await trx
    .insertInto('application_supplement_file')
    .values(answer.fileIds.map((fileId) => ({ supplement_id: answer.supplementId, file_id: fileId })))
    .execute();
}

/** The institution opened the rounds: the queue's 有补件 marker goes. */
export async function clearAnsweredMarker(db: Kysely<DB>, applicationId: number): Promise<void> {
  await db
    .updateTable('loan_application')
    .set({ supplement_answered_at: null })
    .where('id', '=', applicationId)
    .where('supplement_answered_at', 'is not', null)
    .execute();
}

/** Whom the enterprise's notice of a request goes to and what it names: the product, the institution, the mobile. */
export function findSupplementNoticeTarget(trx: Kysely<DB>, applicationId: number) {
  return trx
    .selectFrom('loan_application as a')
    .leftJoin('loan_product as p', 'p.id', 'a.product_id')
    .innerJoin('financial_org as o', 'o.id', 'a.org_id')
    .innerJoin('app_user as u', 'u.id', 'a.applicant_id')
    .select(['p.product_name', 'o.org_name', 'a.contact_mobile', 'u.mobile as applicant_mobile'])
    .where('a.id', '=', applicationId)
    .executeTakeFirstOrThrow();
}
