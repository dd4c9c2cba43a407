import { beijingDay, beijingMidnight } from '@sme/contract/beijing-time';
import { GatewayCode } from '@sme/contract/codes';
import { isFailure, isLoanStatus, LoanStatus, type LoanStatusCode, type SourceCode } from '@sme/contract/loan-status';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { sendNoticeSms, writeNotice } from '#features/messages/services/notice-service.ts';
import { ApiError } from '#http/api-error.ts';
import type { SmsSender } from '#outside/sms/sms-sender.ts';
import { APPLICATION_ERRORS } from '../domain/application-messages.ts';
import { type Actor, decideTransition } from '../domain/loan-status.ts';
import { insertEvent, lockApplication, writeStatus } from '../stores/application-store.ts';
import { applicationNotFound } from './application-not-found.ts';
import { acceptingManager, assignInstitution } from './manager-assignment.ts';

export interface TransitionRequest {
  applicationId: number;
  to: number;
  actor: Actor;
  /** The acting account (the enterprise's user); null for the development helper. */
  actorId: number | null;
  /** The enterprise's company: the application must be its own (same answer as an unknown id otherwise). */
  companyId: number | null;
  /** Or choose the actor from the table (development helper: acts as the institution or operator would). */
  actorFromTable?: (source: SourceCode, from: LoanStatusCode, to: LoanStatusCode) => Actor | null;
  remark?: string | undefined;
  creditAmount?: number | undefined;
  loanAmount?: number | undefined;
  failureType?: number | undefined;
  failureReason?: string | undefined;
  /** Moving to 11: the institution viewing a need (needs have none before), and the manager to assign. */
  orgId?: number | undefined;
  /** Moving to 11 or 4: the account manager to assign (of the application's institution). */
  managerId?: number | undefined;
  /** The workbench: the application must be this institution's (same answer as an unknown id otherwise). */
  scopeOrgId?: number | undefined;
  /** The day of the credit or lending decision when it was not now (Beijing midnight of that date). */
  decidedAt?: Date | undefined;
  now: Date;
  /** Runs in the move's transaction after it is written (e.g. logging an institution's access to the data). */
  afterMove?: (trx: Kysely<DB>, move: CompletedMove) => Promise<void>;
  /** Where the enterprise's SMS about an institution's or the operator's move goes, after the commit (none: no SMS). */
  sms?: SmsSender | undefined;
}

export interface CompletedMove {
  applicationId: number;
  companyId: number;
  from: LoanStatusCode;
  to: LoanStatusCode;
  actor: Actor;
  at: Date;
}

/**
 * THE one writer of loan_status: locks the row, checks the move against the status machine, writes the new status
 * with what goes with it, the timeline event and (for a move by an institution or the operator) the enterprise's
 * message, all in one transaction; the message's SMS goes out after the commit and never fails the move.
 */
export async function transitionApplication(
  db: Kysely<DB>,
  request: TransitionRequest,
): Promise<{ id: number; loanStatus: number }> {
  const { moved, sms } = await db.transaction().execute(async (trx) => {
    const row = await lockApplication(trx, request.applicationId, request.companyId);
    if (!row) throw applicationNotFound();
    if (request.scopeOrgId !== undefined && row.org_id !== request.scopeOrgId) throw applicationNotFound();
    const from = row.loan_status as LoanStatusCode;
    const source = row.source as SourceCode;
    const to = request.to;
    const refuse = (reason: string) => new ApiError(GatewayCode.TRANSITION_REFUSED, reason);
    if (!isLoanStatus(to)) throw refuse('目标状态无效');
    const actor = request.actorFromTable?.(source, from, to) ?? request.actor;
    const decision = decideTransition({ source, status: from, loanIndustry: row.loan_industry }, to, actor);
    if (!decision.allowed) throw refuse(decision.reason);
    if (to === LoanStatus.CREDIT_GRANTED && request.creditAmount === undefined) {
      throw ApiError.badParams(APPLICATION_ERRORS.creditAmount);
    }
    if (to === LoanStatus.LOAN_RELEASED && request.loanAmount === undefined) {
      throw ApiError.badParams(APPLICATION_ERRORS.loanAmount);
    }
    if (
      to === LoanStatus.LOAN_RELEASED &&
      row.credit_amount !== null &&
      Number(request.loanAmount) > Number(row.credit_amount)
    ) {
      throw ApiError.badParams(APPLICATION_ERRORS.loanOverCredit);
    }
    if (isFailure(to) && !request.failureReason) throw ApiError.badParams(APPLICATION_ERRORS.failureReason);
    if (request.decidedAt && request.decidedAt.getTime() < dayStart(row.created_at)) {
      throw ApiError.badParams(APPLICATION_ERRORS.decidedBeforeSubmit);
    }
    const remark = request.remark ?? null;
    const assignment =
      to === LoanStatus.VIEWED
        ? await assignInstitution(trx, row, request)
        : to === LoanStatus.ACCEPTED && request.managerId !== undefined
          ? await acceptingManager(trx, row, request.managerId)
          : {};
    await writeStatus(trx, row.id, to, { ...statusFields(to, request, remark), ...assignment }, request.now);
    await insertEvent(trx, {
      applicationId: row.id,
      from,
      to,
      actorKind: actor,
      actorId: request.actorId,
      remark,
      creditAmount: request.creditAmount ?? null,
      loanAmount: request.loanAmount ?? null,
      at: request.now,
    });
    const move = { applicationId: row.id, companyId: row.company_id, from, to, actor, at: request.now };
    await request.afterMove?.(trx, move);
    const notice =
      actor === 'enterprise'
        ? null
        : await writeNotice(trx, {
            applicationId: row.id,
            to,
            creditAmount: request.creditAmount ?? null,
            loanAmount: request.loanAmount ?? null,
            at: request.now,
          });
    return { moved: { id: row.id, loanStatus: to as number }, sms: notice };
  });
  if (sms && request.sms) await sendNoticeSms(request.sms, sms, request.now);
  return moved;
}

/** The Beijing midnight that starts the day of `at`. */
function dayStart(at: Date): number {
  return beijingMidnight(beijingDay(at)).getTime();
}

/** The columns a move fills besides the status. */
function statusFields(to: LoanStatusCode, request: TransitionRequest, remark: string | null) {
  const failure = isFailure(to)
    ? { failure_type: request.failureType ?? null, failure_reason: request.failureReason ?? null }
    : {};
  switch (to) {
    case LoanStatus.ACCEPTED:
    case LoanStatus.ACCEPT_FAILED:
      return { accept_remark: remark, ...failure };
    case LoanStatus.CREDIT_GRANTED:
      return {
        credit_amount: request.creditAmount ?? null,
        credit_time: request.decidedAt ?? request.now,
        credit_remark: remark,
      };
    case LoanStatus.CREDIT_FAILED:
      return { credit_remark: remark, ...failure };
    case LoanStatus.LOAN_RELEASED:
      return {
        loan_amount: request.loanAmount ?? null,
        lending_time: request.decidedAt ?? request.now,
        loan_remark: remark,
      };
    case LoanStatus.LENDING_FAILED:
      return { loan_remark: remark, ...failure };
    default:
      return failure;
  }
}
