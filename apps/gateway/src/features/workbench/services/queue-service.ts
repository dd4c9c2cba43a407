import { beijingDay } from '@sme/contract/beijing-time';
import { GatewayCode } from '@sme/contract/codes';
import { LoanStatus, Source } from '@sme/contract/loan-status';
import { companiesWithAuthorisationInForce } from '#features/accounts/stores/authorisation-store.ts';
import { applicationRecord, eventRecord, needRecord } from '#features/applications/application-records.ts';
import { withSupplementRounds } from '#features/applications/domain/timeline-rounds.ts';
import { applicationNotFound } from '#features/applications/services/application-not-found.ts';
import { logInstitutionAccess } from '#features/applications/services/institution-access.ts';
import { transitionApplication } from '#features/applications/services/transition-service.ts';
import { listEvents } from '#features/applications/stores/application-store.ts';
import { listTimelineRounds } from '#features/applications/stores/supplement-round-store.ts';
import type { Page } from '#features/catalog/domain/paging.ts';
import { ApiError } from '#http/api-error.ts';
import type { WorkbenchContext } from '../context.ts';
import {
  RESTRICTION_MESSAGES,
  type RestrictionReason,
  restrictionOf,
  summaryOnly,
} from '../domain/data-restriction.ts';
import { WORKBENCH_MESSAGES } from '../domain/workbench-messages.ts';
import { workingDaysBefore } from '../domain/working-days.ts';
import type { OrgListParams } from '../params/org-params.ts';
import {
  claimNeed,
  findQueueApplication,
  isPublishedNeed,
  listEscalations,
  listOpenNeeds,
  listOrgManagers,
  listQueue,
  type QueueRow,
} from '../stores/org-queue-store.ts';
import { institutionOf, type StaffContext } from './staff-guard.ts';

/** The cutoffs of the response-time targets at `now`: started before them means waiting past the target. */
export function cutoffsAt(ctx: WorkbenchContext, now: Date) {
  return {
    viewCutoff: workingDaysBefore(now, ctx.settings.viewTargetWorkingDays),
    decideCutoff: workingDaysBefore(now, ctx.settings.decideTargetWorkingDays),
    now,
  };
}

/**
 * An application record as the workbench shows it: the portal's record, when it was claimed, whether overdue; only
 * its summary, with the reason, when the company's data is not the institution's to read (restriction).
 */
export function queueRecord(row: QueueRow, restriction: RestrictionReason | null) {
  const { canWithdraw: _enterpriseOnly, ...full } = applicationRecord(row);
  const record = {
    ...full,
    claimTime: row.claimed_at ? new Date(row.claimed_at).toISOString() : null,
    overdue: row.overdue,
    // Issue 20, slice supplement: 有补件.
    supplementAnswered: row.supplement_answered_at !== null,
  };
  if (restriction === null) return { ...record, restriction: null };
  return { ...summaryOnly(record), restriction: { reason: restriction, message: RESTRICTION_MESSAGES[restriction] } };
}

/**
 * Why each row is restricted for the staff member: institution staff see a withdrawn application, or one of a company
 * with no authorisation in force, as a summary only; the operator (the platform) sees every row whole.
 */
export async function restrictionsFor(ctx: WorkbenchContext, staff: StaffContext, rows: readonly QueueRow[]) {
  if (staff.orgId === null) return rows.map(() => null);
  const { db, clock } = ctx.accounts;
  const inForce = await companiesWithAuthorisationInForce(
    db,
    rows.map((row) => row.company_id),
    clock.now(),
  );
  return rows.map((row) => restrictionOf(row.loan_status, inForce.has(row.company_id)));
}

/** POST /loan/org/list: the institution's applications and needs (every one for the operator). */
export async function orgQueue(
  ctx: WorkbenchContext,
  staff: StaffContext,
  params: OrgListParams,
): Promise<Page<ReturnType<typeof queueRecord>>> {
  const scope = staff.orgId;
  const { rows, total } = await listQueue(ctx.accounts.db, {
    orgId: staff.role === 'operator' ? (params.orgId ?? null) : scope,
    statuses: params.loanStatus,
    source: params.source,
    overdue: params.overdue,
    supplementAnswered: params.supplementAnswered,
    ...cutoffsAt(ctx, ctx.accounts.clock.now()),
    pageNum: params.pageNum,
    pageSize: params.pageSize,
  });
  const restrictions = await restrictionsFor(ctx, staff, rows);
  const records = rows.map((row, index) => queueRecord(row, restrictions[index] ?? null));
  return { records, total, pageNum: params.pageNum, pageSize: params.pageSize };
}

/** Whether an institution opening the application sees it for the first time (its 'viewed' is still to record). */
function newToInstitution(row: QueueRow): boolean {
  if (row.source === Source.PRODUCT) return row.loan_status === LoanStatus.SUBMITTED;
  return row.loan_status === LoanStatus.REVIEW_PASSED && row.org_id !== null;
}

/**
 * POST /loan/org/detail: one application with its timeline and the institution's managers. An institution opening
 * one that is new to it records 'viewed' through the transition service, with the ledger entry of its access to the
 * company's data in the same transaction; a concurrent opening that recorded it first is no error. A withdrawn
 * application, or one of a company with no authorisation in force, shows the institution its summary only and
 * records nothing (no data is read).
 */
export async function orgDetail(ctx: WorkbenchContext, staff: StaffContext, id: number) {
  const { db, clock } = ctx.accounts;
  const scope = staff.role === 'operator' ? null : staff.orgId;
  let row = await findQueueApplication(db, id, scope, cutoffsAt(ctx, clock.now()));
  if (!row) throw applicationNotFound();
  const [restriction] = await restrictionsFor(ctx, staff, [row]);
  if (restriction) {
    const events = await listEvents(db, row.id);
    return { ...queueRecord(row, restriction), events: events.map(eventRecord), managers: [] };
  }
  if (staff.orgId !== null && newToInstitution(row)) {
    await transitionApplication(db, {
      applicationId: id,
      to: LoanStatus.VIEWED,
      actor: 'institution',
      actorId: staff.staffId,
      companyId: null,
      scopeOrgId: staff.orgId,
      now: clock.now(),
      afterMove: logInstitutionAccess,
      sms: ctx.accounts.sms,
    }).catch((error: unknown) => {
      if (!(error instanceof ApiError && error.code === GatewayCode.TRANSITION_REFUSED)) throw error;
    });
    row = await findQueueApplication(db, id, scope, cutoffsAt(ctx, clock.now()));
    if (!row) throw applicationNotFound();
  }
  const [events, rounds, managers] = await Promise.all([
    listEvents(db, row.id),
    listTimelineRounds(db, row.id),
    row.org_id === null ? Promise.resolve([]) : listOrgManagers(db, row.org_id),
  ]);
  return { ...queueRecord(row, null), events: withSupplementRounds(events.map(eventRecord), rounds), managers };
}

/** POST /loan/org/request/list: published needs no institution has claimed yet, of companies with an authorisation in force. */
export async function openNeeds(ctx: WorkbenchContext, page: { pageNum: number; pageSize: number }) {
  const now = ctx.accounts.clock.now();
  const { rows, total } = await listOpenNeeds(ctx.accounts.db, { ...page, today: beijingDay(now), now });
  return { records: rows.map(needRecord), total, ...page };
}

/**
 * POST /loan/org/request/claim: the need becomes the institution's; of two claims at once exactly one wins. A need
 * whose company has no authorisation in force is not open.
 */
export async function claimOpenNeed(ctx: WorkbenchContext, staff: StaffContext, id: number) {
  const { db, clock } = ctx.accounts;
  const orgId = institutionOf(staff);
  const now = clock.now();
  if (await claimNeed(db, { id, orgId, now, today: beijingDay(now) })) return { id, orgId };
  if (await isPublishedNeed(db, id)) throw new ApiError(GatewayCode.NEED_NOT_OPEN, WORKBENCH_MESSAGES.needNotOpen);
  throw applicationNotFound();
}

/** POST /loan/org/escalation/list: applications escalated for waiting past a target (the job's work). */
export async function escalations(
  ctx: WorkbenchContext,
  staff: StaffContext,
  page: { pageNum: number; pageSize: number },
) {
  const { rows, total } = await listEscalations(ctx.accounts.db, { orgId: staff.orgId, ...page });
  const records = rows.map((row) => ({
    id: row.id,
    applicationId: row.application_id,
    stage: row.stage,
    orgId: row.org_id,
    orgName: row.org_name,
    escalatedAt: new Date(row.escalated_at).toISOString(),
    loanStatus: row.loan_status,
    source: row.source,
    entName: row.company_name,
  }));
  return { records, total, ...page };
}
