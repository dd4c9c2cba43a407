/**
 * The application status machine (spec §4 loanStatus; transitions are spec gap [2], ours: docs/decisions/0024-loan-applications-in-the-gateway-statuses-transitions-one.md). The
 * statuses themselves and their meaning to readers are the contract's (@sme/contract/loan-status).
 */
import {
  LoanStatus,
  type LoanStatusCode,
  POSTAL_LOAN_INDUSTRY,
  Source,
  type SourceCode,
} from '@sme/contract/loan-status';

export type Actor = 'enterprise' | 'operator' | 'institution';

interface Transition {
  from: LoanStatusCode;
  to: LoanStatusCode;
  actor: Actor;
  sources: readonly SourceCode[];
}

const BOTH: readonly SourceCode[] = [Source.PRODUCT, Source.NEED];
const S = LoanStatus;

/** THE table of allowed transitions: who may move an application of which source from one status to another. */
export const TRANSITIONS: readonly Transition[] = [
  { from: S.SUBMITTED, to: S.VIEWED, actor: 'institution', sources: [Source.PRODUCT] },
  { from: S.SUBMITTED, to: S.WITHDRAWN, actor: 'enterprise', sources: BOTH },
  { from: S.SUBMITTED, to: S.REVIEW_PASSED, actor: 'operator', sources: [Source.NEED] },
  { from: S.SUBMITTED, to: S.REVIEW_REJECTED, actor: 'operator', sources: [Source.NEED] },
  { from: S.REVIEW_PASSED, to: S.VIEWED, actor: 'institution', sources: [Source.NEED] },
  { from: S.REVIEW_PASSED, to: S.WITHDRAWN, actor: 'enterprise', sources: [Source.NEED] },
  { from: S.VIEWED, to: S.ACCEPTED, actor: 'institution', sources: BOTH },
  { from: S.VIEWED, to: S.ACCEPT_FAILED, actor: 'institution', sources: BOTH },
  { from: S.VIEWED, to: S.WITHDRAWN, actor: 'enterprise', sources: BOTH },
  { from: S.ACCEPTED, to: S.CREDIT_GRANTED, actor: 'institution', sources: BOTH },
  { from: S.ACCEPTED, to: S.CREDIT_FAILED, actor: 'institution', sources: BOTH },
  { from: S.CREDIT_GRANTED, to: S.LOAN_RELEASED, actor: 'institution', sources: BOTH },
  { from: S.CREDIT_GRANTED, to: S.LENDING_FAILED, actor: 'institution', sources: BOTH },
];

export interface ApplicationState {
  source: SourceCode;
  status: LoanStatusCode;
  loanIndustry: number | null;
}

export const WITHDRAW_MESSAGES = {
  postal: '邮储全流程业务不支持撤回',
  withdrawn: '该申请已撤回或已结束，不能重复撤回',
  reviewRejected: '该申请未通过平台审核，不能撤回',
  accepted: '该申请已被机构受理，不能撤回',
  acceptFailed: '该申请受理失败，已结束，不能撤回',
  creditGranted: '该申请已授信，不能撤回',
  creditFailed: '该申请授信失败，已结束，不能撤回',
  released: '该申请已放款，不能撤回',
  lendingFailed: '该申请放款失败，已结束，不能撤回',
  other: '该申请当前状态不能撤回',
} as const;

const WITHDRAW_REFUSALS: Partial<Record<LoanStatusCode, string>> = {
  3: WITHDRAW_MESSAGES.reviewRejected,
  4: WITHDRAW_MESSAGES.accepted,
  5: WITHDRAW_MESSAGES.acceptFailed,
  6: WITHDRAW_MESSAGES.creditGranted,
  7: WITHDRAW_MESSAGES.creditFailed,
  8: WITHDRAW_MESSAGES.released,
  9: WITHDRAW_MESSAGES.lendingFailed,
  10: WITHDRAW_MESSAGES.withdrawn,
};

export const TRANSITION_REFUSED = '当前状态不允许该操作';

export type Decision = { allowed: true } | { allowed: false; reason: string };

/** Whether `actor` may move an application in `state` to `to`, and if not, why (a Chinese sentence). */
export function decideTransition(state: ApplicationState, to: LoanStatusCode, actor: Actor): Decision {
  const withdraw = to === LoanStatus.WITHDRAWN && actor === 'enterprise';
  if (withdraw && state.loanIndustry === POSTAL_LOAN_INDUSTRY)
    return { allowed: false, reason: WITHDRAW_MESSAGES.postal };
  const rule = TRANSITIONS.find(
    (row) => row.from === state.status && row.to === to && row.actor === actor && row.sources.includes(state.source),
  );
  if (rule) return { allowed: true };
  if (withdraw) return { allowed: false, reason: WITHDRAW_REFUSALS[state.status] ?? WITHDRAW_MESSAGES.other };
  return { allowed: false, reason: TRANSITION_REFUSED };
}

/** Whether the enterprise may withdraw now (spec §4), for the client's withdraw button. */
export function canWithdraw(state: ApplicationState): boolean {
  return decideTransition(state, LoanStatus.WITHDRAWN, 'enterprise').allowed;
}

/** The actor the table names for a move (the development helper acts as it), or null when no rule has it. */
export function actorOf(source: SourceCode, from: LoanStatusCode, to: LoanStatusCode): Actor | null {
  return TRANSITIONS.find((row) => row.from === from && row.to === to && row.sources.includes(source))?.actor ?? null;
}
