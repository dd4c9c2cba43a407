import { SUBSIDY_KIND_NAMES, SUBSIDY_LIMITS, SUBSIDY_STATUS_NAMES } from '@sme/contract/routes/subsidy-claims';

/** 贴息审核 (issue 22 §3): what the review page decides without the server. */

/** The queue's status filter: 全部 ('') first, then each status by its Chinese name. */
export const STATUS_OPTIONS: readonly { value: string; label: string }[] = Object.entries(SUBSIDY_STATUS_NAMES).map(
  ([value, label]) => ({ value, label }),
);

export const STATUS_PALETTES: Readonly<Record<string, string>> = {
  submitted: 'orange',
  approved: 'green',
  returned: 'red',
};

export const kindName = (kind: string): string => SUBSIDY_KIND_NAMES[kind as keyof typeof SUBSIDY_KIND_NAMES] ?? kind;

const EVENT_NAMES: Readonly<Record<string, string>> = {
  submitted: '企业提交',
  resubmitted: '企业重新提交',
  approved: '审核通过',
  returned: '退回企业',
};

export const eventName = (action: string): string => EVENT_NAMES[action] ?? action;

/** Only the government reviewer decides, and only a claim waiting for review (the gateway's -8112 otherwise). */
export const mayReview = (role: string, status: string): boolean => role === 'gov_reviewer' && status === 'submitted';

/** The return reason as the gateway takes it (1-200 characters, trimmed), or the message that stops it. */
export function returnReasonProblem(reason: string): string | null {
  const length = [...reason.trim()].length;
  if (length === 0) return '请填写退回原因';
  if (length > SUBSIDY_LIMITS.reasonMax) return `退回原因不能超过${SUBSIDY_LIMITS.reasonMax}个字符`;
  return null;
}
