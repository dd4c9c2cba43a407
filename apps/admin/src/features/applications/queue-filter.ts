import { LOAN_STATUS_NAMES, type LoanStatusCode, SOURCE_NAMES } from '@sme/contract/loan-status';

/** The statuses a queue lists, in the order of the application's progress (3, a refused need, is never queued). */
const QUEUED_STATUSES: readonly LoanStatusCode[] = [1, 2, 11, 4, 5, 6, 7, 8, 9, 10];

/** The queue's status choices (spec §4 codes and the contract's names); '' is every status. */
export const STATUS_CHOICES = [
  { value: '', label: '全部状态' },
  ...QUEUED_STATUSES.map((code) => ({ value: String(code), label: LOAN_STATUS_NAMES[code] })),
];

/** 1 product applications, 2 needs (the operator reviews submitted needs: 融资需求 + 已提交). */
export const SOURCE_CHOICES = [
  { value: '', label: '全部来源' },
  { value: '1', label: SOURCE_NAMES[1] },
  { value: '2', label: SOURCE_NAMES[2] },
] as const;

export const PAGE_SIZE = 10;

export interface QueueChoice {
  status: string;
  overdueOnly: boolean;
  source?: string;
  /** Operator only: one institution. */
  orgId?: string;
  /** Issue 20, slice supplement: 有补件 only. */
  supplementOnly?: boolean;
}

export interface QueueFilter {
  statuses?: number[];
  overdue?: boolean;
  source?: number;
  orgId?: string;
  supplementAnswered?: boolean;
}

/** The filter the queue sends: one status or all; overdue only when asked for; a source and an institution if chosen. */
export function queueFilter({ status, overdueOnly, source, orgId, supplementOnly }: QueueChoice): QueueFilter {
  const filter: QueueFilter = {};
  if (status) filter.statuses = [Number(status)];
  if (overdueOnly) filter.overdue = true;
  if (source) filter.source = Number(source);
  if (orgId) filter.orgId = orgId;
  if (supplementOnly) filter.supplementAnswered = true;
  return filter;
}
