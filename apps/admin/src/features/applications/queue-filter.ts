/** The queue's status choices (spec §4 codes, the graph's labels); '' is every status. */
export const STATUS_CHOICES = [
  { value: '', label: '全部状态' },
  { value: '1', label: '已提交' },
  { value: '2', label: '平台审核通过' },
  { value: '11', label: '机构已查看' },
  { value: '4', label: '机构已受理' },
  { value: '5', label: '受理失败' },
  { value: '6', label: '已授信' },
  { value: '7', label: '授信失败' },
  { value: '8', label: '已放款' },
  { value: '9', label: '放款失败' },
  { value: '10', label: '已撤回' },
] as const;

/** 1 product applications, 2 needs (the operator reviews submitted needs: 融资需求 + 已提交). */
export const SOURCE_CHOICES = [
  { value: '', label: '全部来源' },
  { value: '1', label: '产品申请' },
  { value: '2', label: '融资需求' },
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
