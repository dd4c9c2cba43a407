/**
 * Issue 20, slice threads: per application, the message thread between the enterprise and the institution handling
 * it (docs/gateway-api.md, "Application threads"), and the government dashboard's drill-down into one institution.
 * There is no call to edit or delete a message: a sent message is part of the application's record.
 */
import { z } from 'zod';
import { MAX_ID } from '../fields.ts';
import { THREAD_BODY_MAX, THREAD_BODY_TEXTS, THREAD_FILES_MAX } from './desk-thread-body.ts';
import { calendarDay, int, jsonObject, optional } from './input-fields.ts';
import { route, routeWithoutInput } from './route.ts';

export { THREAD_BODY_MAX, THREAD_FILES_MAX };
/** The most application ids one unread-count call of the workbench's queue asks about (a queue page's rows). */
export const THREAD_UNREAD_IDS_MAX = 50;

export const THREAD_MESSAGES = {
  bodyMissing: THREAD_BODY_TEXTS.bodyMissing,
  bodyTooLong: THREAD_BODY_TEXTS.bodyTooLong,
  bodyNotText: '留言内容必须是文本',
  bodyControl: '留言内容含有不允许的字符',
  applicationMissing: '缺少申请ID（applicationId）',
  idsMissing: '请指定申请ID列表（ids）',
  idsTooMany: `一次最多查询${THREAD_UNREAD_IDS_MAX}个申请`,
  orgMissing: '缺少机构ID（orgId）',
} as const;

/** Line breaks and tabs belong in a message; every other control character is refused. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what it must find.
const BODY_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const threadBody = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() : value),
  z
    .string({
      error: (issue) => (issue.input === undefined ? THREAD_MESSAGES.bodyMissing : THREAD_MESSAGES.bodyNotText),
    })
    .min(1, { error: THREAD_MESSAGES.bodyMissing })
    .max(THREAD_BODY_MAX, { error: THREAD_MESSAGES.bodyTooLong })
    .refine((value) => !BODY_CONTROL.test(value), { error: THREAD_MESSAGES.bodyControl }),
);

const applicationId = z
  .unknown()
  .refine((value) => value !== undefined && value !== null && value !== '', {
    error: THREAD_MESSAGES.applicationMissing,
  })
  .pipe(int('申请ID', 1, MAX_ID));

/** Who wrote a message: the enterprise's member or the institution's staff. */
export type ThreadSide = 'enterprise' | 'institution';

export interface ThreadMessageRecord {
  id: number;
  side: ThreadSide;
  /** The staff member's name, or the company's name for the enterprise's side. */
  authorName: string;
  body: string;
  createTime: string;
  /** Whether the other side has read it. */
  read: boolean;
  /** The files the enterprise attached (also the application's materials); an institution message has none. */
  files: ThreadFileRecord[];
}

/** A file attached to a thread message. */
export interface ThreadFileRecord {
  path: string;
  name: string;
  kind: string;
  size: number;
  uploadTime: string;
}

export interface ThreadRecord {
  applicationId: number;
  /** The institution's name and its assigned account manager (null until one is assigned). */
  orgName: string | null;
  manager: { name: string; mobile: string } | null;
  messages: ThreadMessageRecord[];
}

export interface ThreadSentRecord {
  message: ThreadMessageRecord;
  /** Whether the other side was texted about it (at most once per interval per thread). */
  smsSent: boolean;
}

export interface ThreadUnreadRecord {
  applicationId: number;
  unread: number;
}

/** The enterprise's view of an application with unread messages: what the message centre links to. */
export interface ThreadUnreadApplicationRecord extends ThreadUnreadRecord {
  /** 1 product application, 2 financing need. */
  source: number;
  productName: string | null;
  orgName: string | null;
}

/** The enterprise's thread of one of its applications, oldest first; reading it marks the institution's messages read. */
export const enterpriseThread = route<ThreadRecord>()({
  method: 'POST',
  path: '/loan/pc/thread/list',
  inputIn: 'query',
  input: jsonObject({ applicationId }),
});

/** A message's files: up to 5 stored paths the author uploaded (the staff's since issue 20, slice staff-files). */
const threadFilePaths = z
  .array(z.string({ error: THREAD_BODY_TEXTS.filePath }).min(1).max(500), { error: THREAD_BODY_TEXTS.filePath })
  .max(THREAD_FILES_MAX, { error: THREAD_BODY_TEXTS.filesTooMany })
  .default([]);

/** The enterprise's message, with up to THREAD_FILES_MAX files it uploaded (checked by content at upload). */
export const enterpriseThreadSend = route<ThreadSentRecord>()({
  method: 'POST',
  path: '/loan/pc/thread/send',
  inputIn: 'body',
  input: jsonObject({
    applicationId,
    body: threadBody,
    filePaths: threadFilePaths,
  }),
});

/** The company's unread thread messages: in total (the portal's 消息 badge) and per application. */
export const enterpriseThreadUnread = routeWithoutInput<{
  count: number;
  applications: ThreadUnreadApplicationRecord[];
}>()('GET', '/loan/pc/thread/unread');

/** The institution's thread of an application it handles; reading it marks the enterprise's messages read. */
export const orgThread = route<ThreadRecord>()({
  method: 'POST',
  path: '/loan/org/thread/list',
  inputIn: 'query',
  input: jsonObject({ applicationId }),
});

/** A staff member's message, with up to THREAD_FILES_MAX files they uploaded (/loan/org/thread/file/upload). */
export const orgThreadSend = route<ThreadSentRecord>()({
  method: 'POST',
  path: '/loan/org/thread/send',
  inputIn: 'body',
  input: jsonObject({ applicationId, body: threadBody, filePaths: threadFilePaths }),
});

/** The enterprise's unread messages per application of a queue page (the queue row's marker); others' ids count 0. */
export const orgThreadUnread = route<{ records: ThreadUnreadRecord[] }>()({
  method: 'POST',
  path: '/loan/org/thread/unread',
  inputIn: 'body',
  input: jsonObject({
    ids: z
      .array(int('申请ID', 1, MAX_ID), { error: THREAD_MESSAGES.idsMissing })
      .min(1, { error: THREAD_MESSAGES.idsMissing })
      .max(THREAD_UNREAD_IDS_MAX, { error: THREAD_MESSAGES.idsTooMany }),
  }),
});

/** One month of an institution's drill-down: response times and declines by failure type (figures only). */
export interface OrgDrillMonthRecord {
  /** YYYY-MM, Beijing calendar, of the submission. */
  month: string;
  applyCount: number;
  viewMedianHours: number | null;
  viewShareWithinTarget: number | null;
  decideMedianHours: number | null;
  decideShareWithinTarget: number | null;
  /** Declined applications (5, 7, 9) by failure type 1 资质不符, 2 资料不全, 3 客户取消, 4 其他. */
  declines: { type1: number; type2: number; type3: number; type4: number };
}

export interface OrgDrillDownRecord {
  orgId: number;
  orgName: string;
  targets: { viewWorkingDays: number; decideWorkingDays: number };
  months: OrgDrillMonthRecord[];
  declineTotals: { type1: number; type2: number; type3: number; type4: number };
}

/** The government dashboard's drill-down into one institution (staff: gov_viewer and operator); an unknown one: -1404. */
export const govOrgDrillDown = route<OrgDrillDownRecord>()({
  method: 'POST',
  path: '/loan/gov/dashboard/org',
  inputIn: 'body',
  input: jsonObject({
    orgId: z
      .unknown()
      .refine((value) => value !== undefined && value !== null && value !== '', { error: THREAD_MESSAGES.orgMissing })
      .pipe(int('机构ID', 1, MAX_ID)),
    startDate: optional(calendarDay('开始日期（startDate）')),
    endDate: optional(calendarDay('结束日期（endDate）')),
  }).refine((value) => !value.startDate || !value.endDate || value.startDate <= value.endDate, {
    error: '开始日期不能晚于结束日期',
  }),
});
