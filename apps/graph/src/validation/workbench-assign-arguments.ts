import { isLoanStatus } from '@sme/contract/loan-status';
import {
  ASSIGNMENT_FILTERS,
  type AssignmentFilter,
  NOTE_MAX,
  QUEUE_KEYWORD_MAX,
  QUEUE_NAME_MIN,
  QUEUE_SORTS,
  type QueueSort,
  type searchQueue,
} from '@sme/contract/routes/desk-assign';
import type { RouteInput } from '@sme/contract/routes/route';
import { InvalidArgumentError } from '#errors/invalid-argument-error.ts';
import type { OrgQueueSearchInput } from '#generated/resolvers-types.ts';
import {
  type Optional,
  optionalInt,
  optionalPositiveId,
  optionalText,
  type PageArgs,
  paging,
  positiveId,
  startEndDays,
} from './arguments.ts';

/** The decision desk's arguments (slice assign) → the gateway's inputs, with the gateway's wording. */

function oneOfText<T extends string>(values: readonly T[], value: Optional<string>, label: string, argument: string) {
  const text = value?.trim();
  if (!text) return undefined;
  if (!(values as readonly string[]).includes(text)) {
    throw new InvalidArgumentError(`${label}取值须为 ${values.join('、')} 之一`, argument);
  }
  return text as T;
}

export function queueSearchBody(
  filter: Optional<OrgQueueSearchInput>,
  page: Optional<PageArgs>,
): RouteInput<typeof searchQueue> {
  const body: Record<string, unknown> = paging(page);
  const keyword = optionalText(filter?.keyword, '关键词', QUEUE_KEYWORD_MAX, 'filter.keyword');
  if (keyword !== undefined && !/^\d+$/.test(keyword) && [...keyword].length < QUEUE_NAME_MIN) {
    throw new InvalidArgumentError(`按企业名称搜索请至少输入${QUEUE_NAME_MIN}个字`, 'filter.keyword');
  }
  const statuses = [...new Set(filter?.statuses ?? [])];
  for (const code of statuses) {
    if (!isLoanStatus(code)) {
      throw new InvalidArgumentError(`状态码不正确：${code}`, 'filter.statuses');
    }
  }
  const { startDate, endDate } = startEndDays(filter, 'filter.');
  const fields = {
    keyword,
    loanStatus: statuses.length > 0 ? statuses : undefined,
    overdue: filter?.overdue ?? undefined,
    assignment: oneOfText<AssignmentFilter>(
      ASSIGNMENT_FILTERS,
      filter?.assignment,
      '分配筛选（assignment）',
      'filter.assignment',
    ),
    managerId: optionalPositiveId(filter?.managerId, '客户经理ID', 'filter.managerId'),
    productId: optionalPositiveId(filter?.productId, '产品ID', 'filter.productId'),
    startDate,
    endDate,
    source: optionalInt(filter?.source, '来源', 1, 2, 'filter.source'),
    orgId: optionalPositiveId(filter?.orgId, '机构ID', 'filter.orgId'),
    sort: oneOfText<QueueSort>(QUEUE_SORTS, filter?.sort, '排序（sort）', 'filter.sort'),
    supplementAnswered: filter?.supplementAnswered === true ? true : undefined,
  };
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) body[key] = value;
  }
  return body;
}

export function noteBody(applicationId: string, body: string): { id: number; body: string } {
  const text = optionalText(body, '备注内容', NOTE_MAX, 'body');
  if (text === undefined) throw new InvalidArgumentError('备注内容不能为空', 'body');
  return { id: positiveId(applicationId, '申请ID', 'applicationId'), body: text };
}

export function reassignBody(id: string, managerId: string): { id: number; managerId: number } {
  return { id: positiveId(id, '申请ID', 'id'), managerId: positiveId(managerId, '客户经理ID', 'managerId') };
}
