/**
 * The institutions' and the operator's queues, transitions, response times and escalations (docs/gateway-api.md,
 * "Workbench"): staff calls, each behind the staff guard of its action.
 */
import { z } from 'zod';
import { CANCELLATION_REASONS } from '../catalog-codes.ts';
import { APPLY_AMOUNT_MAX, REMARK_MAX } from '../fields.ts';
import { isLoanStatus, LOAN_STATUSES } from '../loan-status.ts';
import type { ApplicationEventRecord, ApplicationRecord, NeedRecord } from './applications.ts';
import { given, int, MAX_ID, money, oneOf, optional, paging, text } from './input-fields.ts';
import { route } from './route.ts';

/** An account manager of the institution, as /loan/org/detail lists them for accepting. */
export interface OrgManagerRecord {
  id: number;
  name: string;
  mobile: string;
}

/** Why an institution keeps only the summary of an application (docs/gateway-api.md, /loan/org/detail). */
export interface OrgDataRestrictionRecord {
  reason: 'withdrawn' | 'authorisation_ended';
  message: string;
}

/**
 * /loan/org/list record (the application record without canWithdraw, plus claimTime and overdue); the detail adds
 * the rest. A restricted record is a summary: the company and its terms are null (the guarantee codes empty).
 */
export interface OrgApplicationRecord extends Omit<ApplicationRecord, 'canWithdraw' | 'entName' | 'loanFor'> {
  entName: string | null;
  loanFor: number | null;
  claimTime: string | null;
  overdue: boolean;
  restriction?: OrgDataRestrictionRecord | null;
  events?: ApplicationEventRecord[];
  managers?: OrgManagerRecord[];
  /** Issue 20, slice supplement: 有补件. */
  supplementAnswered?: boolean;
}

export interface OrgApplicationPageRecord {
  records: OrgApplicationRecord[];
  total: number;
  /** Issue 20, slice desk: the queue search's name search stopped counting at `total`. */
  totalIsCapped?: boolean;
  pageNum: number;
  pageSize: number;
}

export interface NeedPageRecord {
  records: NeedRecord[];
  total: number;
  pageNum: number;
  pageSize: number;
}

export interface TransitionResultRecord {
  id: number;
  loanStatus: number;
}

/** One step's figures of /loan/org/sla (withinTarget, due and the share only for view and decide). */
export interface ResponseStepRecord {
  reached: number;
  medianHours: number | null;
  p90Hours: number | null;
  withinTarget?: number | null;
  due?: number | null;
  shareWithinTarget?: number | null;
}

export interface InstitutionResponseTimesRecord {
  orgId: number;
  orgName: string;
  applications: number;
  view: ResponseStepRecord;
  accept: ResponseStepRecord;
  decide: ResponseStepRecord;
}

export interface ResponseTimesRecord {
  days: number;
  targets: { viewWorkingDays: number; decideWorkingDays: number };
  institutions: InstitutionResponseTimesRecord[];
}

export interface EscalationRecord {
  id: number;
  applicationId: number;
  stage: string;
  orgId: number;
  orgName: string;
  escalatedAt: string;
  loanStatus: number;
  source: number;
  entName: string;
}

export interface EscalationPageRecord {
  records: EscalationRecord[];
  total: number;
  pageNum?: number;
  pageSize?: number;
}

/** The largest status code (a list filters by at most LOAN_STATUSES.length statuses). */
export const LOAN_STATUS_MAX = Math.max(...LOAN_STATUSES);
/** The response times count the submissions of at most this many days. */
export const SLA_DAYS_MAX = 366;

const applicationId = given('缺少申请ID（id）', int('申请ID', 1, MAX_ID));
const STATUS_LIST_MESSAGE = '状态筛选须为状态码或以逗号分隔的状态码';

/** Form-encoded and query clients send the text 'true' / 'false'. */
function looseBoolean(message: string) {
  return z.preprocess(
    (value) => (value === 'true' ? true : value === 'false' ? false : value),
    z.boolean({ error: message }),
  );
}

/** POST /loan/org/list: paging, status filter (one code or a comma list), overdue filter, source. */
export const orgApplicationList = route<OrgApplicationPageRecord>()({
  method: 'POST',
  path: '/loan/org/list',
  inputIn: 'body',
  input: z.preprocess(
    (value) => value ?? {},
    z.object({
      ...paging,
      loanStatus: optional(
        z.preprocess(
          (value) =>
            typeof value === 'string'
              ? value.split(',').map((part) => Number(part.trim()))
              : typeof value === 'number'
                ? [value]
                : value,
          z
            .array(z.number({ error: STATUS_LIST_MESSAGE }).refine(isLoanStatus, { error: STATUS_LIST_MESSAGE }), {
              error: STATUS_LIST_MESSAGE,
            })
            .min(1, { error: STATUS_LIST_MESSAGE })
            .max(LOAN_STATUSES.length, { error: STATUS_LIST_MESSAGE }),
        ),
      ),
      overdue: optional(looseBoolean('逾期筛选（overdue）须为 true 或 false')),
      source: optional(int('来源', 1, 2)),
      orgId: optional(int('机构ID', 1, MAX_ID)),
      // Issue 20, slice supplement: 有补件 only.
      supplementAnswered: optional(looseBoolean('有补件筛选（supplementAnswered）须为 true 或 false')),
    }),
  ),
});

/** POST /loan/org/detail?id=: one application with its timeline and the institution's managers. */
export const orgApplicationDetail = route<OrgApplicationRecord>()({
  method: 'POST',
  path: '/loan/org/detail',
  inputIn: 'query',
  input: z.object({ id: applicationId }),
});

const dateField = z
  .string({ error: '日期（date）格式须为 YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: '日期（date）格式须为 YYYY-MM-DD' })
  .refine(
    (value) => {
      const parsed = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
    },
    { error: '日期（date）不是有效日期' },
  );

/** POST /loan/org/transition: a move through the status machine, with what the move asks for. */
export const orgApplicationTransition = route<TransitionResultRecord>()({
  method: 'POST',
  path: '/loan/org/transition',
  inputIn: 'body',
  input: z.object({
    id: applicationId,
    toStatus: given('缺少目标状态（toStatus）', oneOf('目标状态', LOAN_STATUSES)),
    remark: optional(text('备注', REMARK_MAX)),
    amount: optional(money('金额', 0.01, APPLY_AMOUNT_MAX)),
    date: optional(dateField),
    failureType: optional(oneOf('失败原因类型', CANCELLATION_REASONS)),
    failureReason: optional(text('失败说明', REMARK_MAX)),
    managerId: optional(int('客户经理ID', 1, MAX_ID)),
  }),
});

const listPage = z.preprocess((value) => value ?? {}, z.object({ ...paging }));

/** POST /loan/org/request/list: published needs no institution has claimed yet. */
export const openNeedList = route<NeedPageRecord>()({
  method: 'POST',
  path: '/loan/org/request/list',
  inputIn: 'body',
  input: listPage,
});

/** POST /loan/org/request/claim?id=: the need becomes the caller's institution's. */
export const needClaim = route<{ id: number; orgId: number }>()({
  method: 'POST',
  path: '/loan/org/request/claim',
  inputIn: 'query',
  input: z.object({ id: applicationId }),
});

/** GET /loan/org/sla: the window of submissions counted (default: the last 90 days). */
export const responseTimeList = route<ResponseTimesRecord>()({
  method: 'GET',
  path: '/loan/org/sla',
  inputIn: 'query',
  input: z.object({ days: optional(int('统计天数', 1, SLA_DAYS_MAX)) }),
});

/** POST /loan/org/escalation/list: applications escalated for waiting past a target. */
export const escalationList = route<EscalationPageRecord>()({
  method: 'POST',
  path: '/loan/org/escalation/list',
  inputIn: 'body',
  input: listPage,
});
