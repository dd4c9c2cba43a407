import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import { countTotal, readPage, readPageOfIds } from '#db/paged-query.ts';
import type { DB } from '#db/schema.ts';
import { type ApplicationRow, applicationColumns } from '#features/applications/stores/application-store.ts';
import { decideClockStart } from './sla-pause-supplement.ts';

export interface QueueFilter {
  /** The institution; null for the operator (every application). */
  orgId: number | null;
  statuses?: number[] | undefined;
  source?: number | undefined;
  /** Only (true) or none of (false) the applications waiting past their target. */
  overdue?: boolean | undefined;
  /** Only the applications with an answer to 补充材料 the institution has not opened (有补件). */
  supplementAnswered?: boolean | undefined;
  viewCutoff: Date;
  decideCutoff: Date;
  /** When the decide clock is read (its 补充材料 pauses run up to now). */
  now: Date;
  pageNum: number;
  pageSize: number;
}

/**
 * Waiting past the target: not yet viewed (1 for a product, 2 for a claimed need) and started before the view
 * cutoff, or viewed or accepted (11, 4) without a credit decision and started before the decide cutoff. A need
 * starts when an institution claimed it, a product application when it was submitted; the decide clock stands still
 * while a 补充材料 request waits for the enterprise.
 */
export function overdueCondition(viewCutoff: Date, decideCutoff: Date, now: Date) {
  return sql<boolean>`(
    (a.loan_status IN (1, 2) AND a.org_id IS NOT NULL AND coalesce(a.claimed_at, a.created_at) < ${viewCutoff})
    OR (a.loan_status IN (11, 4) AND ${decideClockStart(now)} < ${decideCutoff}))`;
}

function filtered(db: Kysely<DB>, filter: QueueFilter) {
  let query = db.selectFrom('loan_application as a');
  if (filter.orgId !== null) query = query.where('a.org_id', '=', filter.orgId);
  if (filter.statuses) query = query.where('a.loan_status', 'in', filter.statuses);
  if (filter.source !== undefined) query = query.where('a.source', '=', filter.source);
  if (filter.overdue !== undefined) {
    const condition = overdueCondition(filter.viewCutoff, filter.decideCutoff, filter.now);
    query = query.where(filter.overdue ? condition : sql<boolean>`NOT ${condition}`);
  }
  // Issue 20, slice supplement: 有补件 only.
  if (filter.supplementAnswered) query = query.where('a.supplement_answered_at', 'is not', null);
  return query;
}

/** One page of the queue, newest first, and its total; the page's ids first, then only their rows joined. */
export async function listQueue(db: Kysely<DB>, filter: QueueFilter): Promise<{ rows: QueueRow[]; total: number }> {
  return readPageOfIds(
    filtered(db, filter).select('a.id').orderBy('a.created_at', 'desc').orderBy('a.id', 'desc'),
    (pageIds) =>
      queueColumns(db, filter).where('a.id', 'in', pageIds).orderBy('a.created_at', 'desc').orderBy('a.id', 'desc'),
    filtered(db, filter).select(countTotal),
    filter,
  );
}

export function queueColumns(db: Kysely<DB>, { viewCutoff, decideCutoff, now }: QueueCutoffs) {
  return applicationColumns(db).select([
    'a.claimed_at',
    overdueCondition(viewCutoff, decideCutoff, now).as('overdue'),
    // Issue 20, slice supplement: the 有补件 marker.
    'a.supplement_answered_at',
  ]);
}

/** The response-time cutoffs at `now` (queue-service's cutoffsAt). */
export interface QueueCutoffs {
  viewCutoff: Date;
  decideCutoff: Date;
  now: Date;
}

export type QueueRow = ApplicationRow & {
  claimed_at: Date | null;
  overdue: boolean;
  supplement_answered_at: Date | null;
};

/** One application of the institution (any for the operator); another institution's answers as unknown. */
export function findQueueApplication(
  db: Kysely<DB>,
  id: number,
  orgId: number | null,
  cutoffs: QueueCutoffs,
): Promise<QueueRow | undefined> {
  let query = queueColumns(db, cutoffs).where('a.id', '=', id);
  if (orgId !== null) query = query.where('a.org_id', '=', orgId);
  return query.executeTakeFirst();
}

/** The institution's active account managers (the accept call names one). */
export function listOrgManagers(db: Kysely<DB>, orgId: number) {
  return db
    .selectFrom('org_user')
    .select(['id', 'name', 'mobile'])
    .where('org_id', '=', orgId)
    .where('role', '=', 'manager')
    .where('active', '=', true)
    .orderBy('id')
    .execute();
}

/** The company of the application row `a` has a data authorisation in force at `now`. */
function authorisationInForce(now: Date) {
  return sql<boolean>`EXISTS (SELECT 1 FROM data_authorisation d WHERE d.company_id = a.company_id
    AND d.revoked_at IS NULL AND d.auth_end_date > ${now})`;
}

type ApplicationScope = ExpressionBuilder<DB & { a: DB['loan_application'] }, 'a'>;

/**
 * A published need (passed the platform's review) that no institution has claimed, that has not expired and whose
 * company has a data authorisation in force: what the open-need list shows and a claim may take. The SQL form of
 * need-offers' isOpenNeed (domain/offer-rules.ts), with the authorisation checked in the same statement.
 */
function openNeedWhere(eb: ApplicationScope, today: string, now: Date) {
  return eb.and([
    eb('a.source', '=', 2),
    eb('a.loan_status', '=', 2),
    eb('a.org_id', 'is', null),
    eb.or([eb('a.expiry_date', 'is', null), eb('a.expiry_date', '>=', today)]),
    authorisationInForce(now),
  ]);
}

function openNeeds(db: Kysely<DB>, today: string, now: Date) {
  return db.selectFrom('loan_application as a').where((eb) => openNeedWhere(eb, today, now));
}

export async function listOpenNeeds(
  db: Kysely<DB>,
  page: { pageNum: number; pageSize: number; today: string; now: Date },
): Promise<{ rows: ApplicationRow[]; total: number }> {
  return readPageOfIds(
    openNeeds(db, page.today, page.now).select('a.id').orderBy('a.created_at', 'desc').orderBy('a.id', 'desc'),
    (pageIds) =>
      applicationColumns(db).where('a.id', 'in', pageIds).orderBy('a.created_at', 'desc').orderBy('a.id', 'desc'),
    openNeeds(db, page.today, page.now).select(countTotal),
    page,
  );
}

/**
 * Claims an open need for the institution: ONE conditional UPDATE, so of two institutions claiming at once exactly
 * one matches (the other's UPDATE waits for the row, re-reads it, finds org_id set and matches nothing). The status
 * stays 2: the institution's first opening records 'viewed' through the transition service. A need whose company
 * has no authorisation in force is not claimed.
 */
export async function claimNeed(
  db: Kysely<DB>,
  claim: { id: number; orgId: number; now: Date; today: string },
): Promise<boolean> {
  const claimed = await db
    .updateTable('loan_application as a')
    .set({ org_id: claim.orgId, claimed_at: claim.now, updated_at: claim.now })
    .where('a.id', '=', claim.id)
    .where((eb) => openNeedWhere(eb, claim.today, claim.now))
    .returning('id')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** Whether the id is a need institutions have seen published (so a failed claim says "taken", not "unknown"). */
export async function isPublishedNeed(db: Kysely<DB>, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('loan_application')
    .select('id')
    .where('id', '=', id)
    .where('source', '=', 2)
    .where('loan_status', 'not in', [1, 3])
    .executeTakeFirst();
  return row !== undefined;
}

/** Escalations, newest first: an institution's, or every one (the operator). */
export async function listEscalations(
  db: Kysely<DB>,
  page: { orgId: number | null; pageNum: number; pageSize: number },
) {
  let query = db
    .selectFrom('application_escalation as e')
    .innerJoin('loan_application as a', 'a.id', 'e.application_id')
    .innerJoin('financial_org as o', 'o.id', 'e.org_id')
    .innerJoin('company as c', 'c.id', 'a.company_id');
  if (page.orgId !== null) query = query.where('e.org_id', '=', page.orgId);
  return readPage(
    query
      .select([
        'e.id',
        'e.application_id',
        'e.stage',
        'e.org_id',
        'o.org_name',
        'e.escalated_at',
        'a.loan_status',
        'a.source',
        'c.company_name',
      ])
      .orderBy('e.id', 'desc'),
    query.select(countTotal),
    page,
  );
}
