/**
 * The gateway's workbench records (docs/gateway-api.md, "Workbench"): the staff member, the login steps, the
 * institution's view of an application, response times and escalations.
 */
import type { ApplicationEventRecord, ApplicationRecord, NeedRecord } from '@sme/contract/routes/applications';

/** Staff of /auth/staff/totp and /auth/staff/me; orgId/orgName null for the operator and the government viewer. */
export interface StaffRecord {
  id: number;
  username: string;
  name: string;
  role: string;
  roleName: string;
  orgId: number | null;
  orgName: string | null;
}

/** Answer of /auth/staff/login: the TOTP step, or on first login the enrolment with its secret. */
export interface StaffLoginStepRecord {
  next: 'totp' | 'enrol';
  ticket: string;
  secret?: string;
  otpauthUri?: string;
}

/** Answer of /auth/staff/totp. */
export interface StaffSessionRecord {
  token: string;
  staff: StaffRecord;
}

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

/** Body of /loan/org/list. */
export interface OrgListBody {
  pageNum: number;
  pageSize: number;
  /** One status code or a comma list. */
  loanStatus?: string;
  overdue?: boolean;
  source?: number;
  orgId?: number;
  /** Issue 20, slice supplement: 有补件 only. */
  supplementAnswered?: boolean;
}

/** Body of /loan/org/transition. */
export interface TransitionBody {
  id: number;
  toStatus: number;
  remark?: string;
  amount?: number;
  date?: string;
  failureType?: number;
  failureReason?: string;
  managerId?: number;
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
