import { beijingDay, beijingMidnight } from '@sme/contract/beijing-time';
import { isFailure, LoanStatus } from '@sme/contract/loan-status';
import { logInstitutionAccess } from '#features/applications/services/institution-access.ts';
import { transitionApplication } from '#features/applications/services/transition-service.ts';
import { ApiError } from '#http/api-error.ts';
import type { WorkbenchContext } from '../context.ts';
import { WORKBENCH_MESSAGES } from '../domain/workbench-messages.ts';
import type { OrgTransitionParams } from '../params/org-params.ts';
import type { StaffContext } from './staff-guard.ts';

/**
 * What each move asks of the call beyond the status machine (spec §3: manager, remarks, amounts, dates; §3's
 * cancellation reasons for failures). Checked before the machine, which then decides whether the move is allowed.
 */
function requireFields(ctx: WorkbenchContext, params: OrgTransitionParams, today: string): void {
  const to = params.toStatus;
  const bad = (message: string) => ApiError.badParams(message);
  if (to === LoanStatus.ACCEPTED) {
    if (params.managerId === undefined) throw bad(WORKBENCH_MESSAGES.acceptNeedsManager);
    if (!params.remark) throw bad(WORKBENCH_MESSAGES.acceptNeedsRemark);
  }
  if (to === LoanStatus.CREDIT_GRANTED || to === LoanStatus.LOAN_RELEASED) {
    if (params.amount === undefined) throw bad(WORKBENCH_MESSAGES.amountRequired);
    if (to === LoanStatus.CREDIT_GRANTED && params.amount > ctx.settings.creditCapWan) {
      throw bad(WORKBENCH_MESSAGES.amountOverCap(ctx.settings.creditCapWan));
    }
    if (params.date === undefined) throw bad(WORKBENCH_MESSAGES.dateRequired);
    if (params.date > today) throw bad(WORKBENCH_MESSAGES.dateInFuture);
  }
  if (isFailure(to)) {
    if (params.failureType === undefined) throw bad(WORKBENCH_MESSAGES.failureNeedsType);
    if (!params.failureReason) throw bad(WORKBENCH_MESSAGES.failureNeedsNote);
  }
}

/**
 * POST /loan/org/transition: a move through the one writer of loan_status. Institution staff act as the
 * institution on their own institution's applications only; the operator acts as the platform (the review of
 * needs, 1 → 2 or 3). Every institution move logs its access to the company's data for the ledger.
 */
export async function orgTransition(ctx: WorkbenchContext, staff: StaffContext, params: OrgTransitionParams) {
  const now = ctx.accounts.clock.now();
  const today = beijingDay(now);
  requireFields(ctx, params, today);
  const decidedAt = params.date === undefined || params.date === today ? undefined : beijingMidnight(params.date);
  const institution = staff.role !== 'operator';
  return transitionApplication(ctx.accounts.db, {
    applicationId: params.id,
    to: params.toStatus,
    actor: institution ? 'institution' : 'operator',
    actorId: staff.staffId,
    companyId: null,
    ...(institution ? { scopeOrgId: staff.orgId ?? -1 } : {}),
    remark: params.remark,
    creditAmount: params.toStatus === LoanStatus.CREDIT_GRANTED ? params.amount : undefined,
    loanAmount: params.toStatus === LoanStatus.LOAN_RELEASED ? params.amount : undefined,
    failureType: params.failureType,
    failureReason: params.failureReason,
    managerId: params.toStatus === LoanStatus.ACCEPTED ? params.managerId : undefined,
    decidedAt,
    now,
    afterMove: logInstitutionAccess,
    sms: ctx.accounts.sms,
  });
}
