import { LoanStatus, type LoanStatusCode } from '@sme/contract/loan-status';
import { SUPPLEMENT_LIMITS, type SupplementState } from '@sme/contract/routes/desk-supplement';

/**
 * The statuses at which an institution may ask for materials and the enterprise may answer: viewed (11) and
 * accepted (4), before the credit decision — the stretch the decide target of the response times measures.
 */
const WAITING_STATUSES: readonly number[] = [LoanStatus.VIEWED, LoanStatus.ACCEPTED];

export function isSupplementOpenStatus(status: number): boolean {
  return WAITING_STATUSES.includes(status);
}

/** The failure an unanswered request ends an application with: not accepted (5) from 11, credit refused (7) from 4. */
export function declineStatusOf(status: number): LoanStatusCode | null {
  if (status === LoanStatus.VIEWED) return LoanStatus.ACCEPT_FAILED;
  if (status === LoanStatus.ACCEPTED) return LoanStatus.CREDIT_FAILED;
  return null;
}

/** Spec §3 failure type 2. */
export const MISSING_MATERIALS_FAILURE_TYPE = 2;

/** The failure note when staff give none: what was asked for and by when, within the note's 500 characters. */
export function defaultDeclineReason(content: string, replyBy: string): string {
  const note = `企业未在${replyBy}前提交补充材料：${content}`;
  return note.length <= SUPPLEMENT_LIMITS.textMax ? note : `${note.slice(0, SUPPLEMENT_LIMITS.textMax - 1)}…`;
}

/** A round's state: answered; open while the application waits at 11 or 4; otherwise closed by the application's end. */
export function supplementState(answered: boolean, applicationStatus: number): SupplementState {
  if (answered) return 'answered';
  return isSupplementOpenStatus(applicationStatus) ? 'open' : 'closed';
}

/** An open round whose reply-by date (Beijing) is before today. */
export function isPastReplyBy(state: SupplementState, replyBy: string, today: string): boolean {
  return state === 'open' && replyBy < today;
}

const DAY_MS = 86_400_000;

/** The reply-by date's problem, if any: before today, or more than the limit's days after it (Beijing dates). */
export function replyByIssue(replyBy: string, today: string): 'past' | 'tooLate' | null {
  if (replyBy < today) return 'past';
  const days = (Date.parse(`${replyBy}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS;
  return days > SUPPLEMENT_LIMITS.replyByMaxDays ? 'tooLate' : null;
}

/** The enterprise's message about a request; its SMS is the body without the request's text. */
export function supplementNotice(subject: {
  productName: string | null;
  orgName: string;
  content: string;
  replyBy: string;
}) {
  const what = subject.productName === null ? '您发布的融资需求' : `您申请的「${subject.productName}」`;
  const body = `${what}：${subject.orgName}请您补充材料，请于${subject.replyBy}前在融资申请进度中上传并答复。`;
  return { title: '机构要求补充材料', body: `${body}需要补充：${subject.content}`, smsBody: body };
}
