import { SOURCE_NAMES, Source } from '@sme/contract/loan-status';
import type { OrgQueueSearchInput, OrgQueueSearchQuery } from '#gql/graphql.ts';
import { csvDocument } from '#shared/format/csv.ts';
import { formatTime, formatWan } from '#shared/format/format.ts';

/** What the desk's search bar holds: keyword, 我的 / 未分配 / 全部, one manager, submission days, sort. */
export interface AssignSearch {
  keyword: string;
  assignment: '' | 'mine' | 'unassigned';
  managerId: string;
  /** Issue 20, slice desk-rest: one of the institution's products. */
  productId?: string;
  startDate: string;
  endDate: string;
  sort: '' | 'overdue';
}

export const EMPTY_SEARCH: AssignSearch = {
  keyword: '',
  assignment: '',
  managerId: '',
  startDate: '',
  endDate: '',
  sort: '',
};

export const ASSIGNMENT_CHOICES = [
  { value: '', label: '全部' },
  { value: 'mine', label: '我的' },
  { value: 'unassigned', label: '未分配' },
] as const;

export const SORT_CHOICES = [
  { value: '', label: '按提交时间' },
  { value: 'overdue', label: '按超时程度' },
] as const;

/** The search's part of the queue's filter: only what is chosen. */
export function assignFilter(search: AssignSearch): OrgQueueSearchInput {
  const filter: OrgQueueSearchInput = {};
  const keyword = search.keyword.trim();
  if (keyword) filter.keyword = keyword;
  if (search.assignment) filter.assignment = search.assignment;
  if (search.managerId) filter.managerId = search.managerId;
  if (search.productId) filter.productId = search.productId;
  if (search.startDate) filter.startDate = search.startDate;
  if (search.endDate) filter.endDate = search.endDate;
  if (search.sort) filter.sort = search.sort;
  return filter;
}

type QueueRecord = OrgQueueSearchQuery['orgQueueSearch']['records'][number];

export const QUEUE_CSV_HEADER = [
  '申请ID',
  '企业名称',
  '产品/需求',
  '机构',
  '申请金额（万元）',
  '状态',
  '超时',
  '客户经理',
  '提交时间',
] as const;

/** The filtered queue as CSV (the dashboard's cells: formula-like text defused). */
export function queueCsv(records: readonly QueueRecord[]): string {
  return csvDocument([
    [...QUEUE_CSV_HEADER],
    ...records.map((record) => [
      record.id,
      record.application.entName ?? '',
      record.application.source === Source.NEED ? SOURCE_NAMES[Source.NEED] : (record.application.productName ?? ''),
      record.application.orgName ?? '',
      formatWan(record.application.applyAmount),
      record.application.status.label,
      record.overdue ? '是' : '否',
      record.application.manager?.name ?? '未分配',
      formatTime(record.application.createTime),
    ]),
  ]);
}
