/**
 * The institution's decision desk, slice "assign" (issue 20): who handles an application (claim, reassign), the
 * staff's internal notes, and the queue's search (docs/gateway-api.md, "Decision desk: assignment, notes, search").
 */
import { z } from 'zod';
import { MAX_ID } from '../fields.ts';
import { calendarDay, int, jsonObject, optional, orEmpty, paging, required, text } from './input-fields.ts';
import { route, routeWithoutInput } from './route.ts';

/** Characters of one internal note. */
export const NOTE_MAX = 500;
/** A company-name search needs at least this many characters (as the registry's search). */
export const QUEUE_NAME_MIN = 2;
export const QUEUE_KEYWORD_MAX = 50;

/** Which applications by who handles them: 我的 (the caller's), 未分配 (nobody's), 全部. */
export const ASSIGNMENT_FILTERS = ['mine', 'unassigned', 'all'] as const;
export type AssignmentFilter = (typeof ASSIGNMENT_FILTERS)[number];
/** submitted: newest submission first; overdue: waiting past the target first, the longest waiting first. */
export const QUEUE_SORTS = ['submitted', 'overdue'] as const;
export type QueueSort = (typeof QUEUE_SORTS)[number];

/** Who handles an application after a claim or a reassignment. */
export interface AssignmentRecord {
  id: number;
  managerId: number;
  managerName: string;
  managerMobile: string;
}

/** One of the institution's people an application can be assigned to (account managers and staff). */
export interface AssigneeRecord {
  id: number;
  name: string;
  mobile: string;
  /** 'manager' (客户经理) or 'staff' (a workbench login). */
  role: string;
}

/** An internal note: the institution's staff only, never the enterprise nor another institution. */
export interface NoteRecord {
  id: number;
  applicationId: number;
  body: string;
  authorName: string;
  /** ISO instant; shown in Beijing time. */
  createTime: string;
}

const applicationId = required('申请ID（id）', int('申请ID', 1, MAX_ID));

/** POST /loan/org/assign/claim?id=: the caller (org_staff, org_admin) takes an unassigned application. */
export const claimApplication = route<AssignmentRecord>()({
  method: 'POST',
  path: '/loan/org/assign/claim',
  inputIn: 'query',
  input: jsonObject({ id: applicationId }),
});

/** POST /loan/org/assign/reassign: the institution's administrator hands the application to one of its people. */
export const reassignApplication = route<AssignmentRecord>()({
  method: 'POST',
  path: '/loan/org/assign/reassign',
  inputIn: 'body',
  input: jsonObject({
    id: applicationId,
    managerId: required('客户经理ID（managerId）', int('客户经理ID', 1, MAX_ID)),
  }),
});

/** POST /loan/org/assign/people: the institution's active people an application can be assigned to. */
export const assignees = routeWithoutInput<AssigneeRecord[]>()('POST', '/loan/org/assign/people');

/** POST /loan/org/note/list?id=: the application's internal notes, newest first. */
export const applicationNotes = route<NoteRecord[]>()({
  method: 'POST',
  path: '/loan/org/note/list',
  inputIn: 'query',
  input: jsonObject({ id: applicationId }),
});

/** POST /loan/org/note/add: a new internal note (not editable, not deletable). */
export const addApplicationNote = route<NoteRecord>()({
  method: 'POST',
  path: '/loan/org/note/add',
  inputIn: 'body',
  input: jsonObject({
    id: applicationId,
    // Blank is refused by the gateway with its own sentence (备注内容不能为空).
    body: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim() : value),
      optional(text('备注内容', NOTE_MAX)),
    ),
  }),
});

function choice<const T extends readonly string[]>(label: string, values: T) {
  return z.enum(values, { error: `${label}取值须为 ${values.join('、')} 之一` });
}

/**
 * The queue's filters (every one optional): keyword (an application id, an 18-character credit code, or two
 * characters upwards of a company name), statuses, overdue, assignment, manager, product, submission days (Beijing,
 * both ends included), source, institution (operator only), and the sort.
 */
export const queueSearchFilters = {
  keyword: optional(text('关键词', QUEUE_KEYWORD_MAX)),
  loanStatus: optional(
    z
      .array(int('状态', 1, 11), { error: '状态筛选须为状态码列表' })
      .min(1)
      .max(11),
  ),
  overdue: optional(z.boolean({ error: '逾期筛选（overdue）须为 true 或 false' })),
  assignment: optional(choice('分配筛选（assignment）', ASSIGNMENT_FILTERS)),
  managerId: optional(int('客户经理ID', 1, MAX_ID)),
  productId: optional(int('产品ID', 1, MAX_ID)),
  startDate: optional(calendarDay('开始日期（startDate）')),
  endDate: optional(calendarDay('结束日期（endDate）')),
  source: optional(int('来源', 1, 2)),
  orgId: optional(int('机构ID', 1, MAX_ID)),
  sort: optional(choice('排序（sort）', QUEUE_SORTS)),
  /** 有补件 only (the supplement slice's marker). */
  supplementAnswered: optional(z.boolean({ error: '有补件筛选（supplementAnswered）须为 true 或 false' })),
};

/** POST /loan/org/queue/search: the queue, searched, filtered, sorted and paged (records as /loan/org/list's). */
export const searchQueue = route<{
  records: unknown[];
  total: number;
  /** A company-name search's total stopped counting at `total`: there are more. */
  totalIsCapped: boolean;
  pageNum: number;
  pageSize: number;
}>()({
  method: 'POST',
  path: '/loan/org/queue/search',
  inputIn: 'body',
  input: orEmpty(
    jsonObject({ ...paging, ...queueSearchFilters }).refine(
      (value) => !value.startDate || !value.endDate || value.startDate <= value.endDate,
      { error: '开始日期不能晚于结束日期' },
    ),
  ),
});
