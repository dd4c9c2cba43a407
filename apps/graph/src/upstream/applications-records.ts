/**
 * The gateway's loan application records (docs/gateway-api.md, "Loan applications and financing needs"): the
 * spec §3 application record, the published need list record, the timeline, manager info, apply method and divisions.
 */

/** Spec §3 application record as /loan/pc/myList and /loan/pc/myDetail answer it. */
export interface ApplicationRecord {
  id: number;
  /** 1 a product application, 2 a published need. */
  source: number;
  productId: number | null;
  productName: string | null;
  productLogo: string | null;
  productType: number | null;
  orgId: number | null;
  orgName: string | null;
  orgUserName: string | null;
  orgUserMobile: string | null;
  managerId: number | null;
  managerName: string | null;
  entId: number;
  entName: string;
  applyAmount: number;
  creditAmount: number | null;
  loanAmount: number | null;
  loanPeriod: number;
  /** Comma-joined guarantee method codes. */
  guaranteeMethod: string;
  repayMethod: number | null;
  loanFor: number;
  interestRate: number | null;
  loanStatus: number;
  loanIndustry: number | null;
  isFirstLoan: number | null;
  failureType: number | null;
  failureReason: string | null;
  createTime: string;
  updateTime: string;
  creditTime: string | null;
  lendingTime: string | null;
  creditRemark: string | null;
  loanRemark: string | null;
  acceptRemark: string | null;
  remark: string | null;
  expiryDate: string | null;
  districtName: string | null;
  streetName: string | null;
  contactName: string | null;
  contactMobile: string | null;
  canWithdraw: boolean;
}

/** Spec §3 published need list record (/loan/pc/request/myList), with the id, expiry, remark and canWithdraw. */
export interface NeedRecord {
  id: number;
  entId: number;
  entName: string;
  applyAmount: number;
  loanFor: number;
  guaranteeMethod: string;
  loanPeriod: number;
  interestRate: number | null;
  loanStatus: number;
  productType: null;
  createTime: string;
  expiryDate: string | null;
  remark: string | null;
  canWithdraw: boolean;
}

/** One status change of the timeline. */
export interface ApplicationEventRecord {
  /** A 补充材料 round's step (issue 20, slice desk-rest); absent: a status change. */
  kind?: string;
  fromStatus: number | null;
  toStatus: number;
  actor: string;
  /** The enterprise's account that acted (masked mobile); null for an institution's or the operator's move. */
  actorAccount: string | null;
  remark: string | null;
  creditAmount: number | null;
  loanAmount: number | null;
  time: string;
}

/** One file attached to the application (/loan/pc/myDetail materials). */
export interface ApplicationMaterialRecord {
  path: string;
  name: string;
  kind: string;
  contentType: string;
  size: number;
  /** ISO 8601. */
  uploadTime: string;
}

/** /loan/pc/myDetail: the application record with its timeline and attached materials. */
export interface ApplicationDetailRecord extends ApplicationRecord {
  events: ApplicationEventRecord[];
  materials: ApplicationMaterialRecord[];
}

/**
 * What a GraphQL LoanApplication resolves from: a list or detail application record, or a need list record with
 * its source set (the need list record has fewer fields; the missing ones resolve to null).
 */
export type LoanApplicationSource =
  | ApplicationRecord
  | ApplicationDetailRecord
  | (NeedRecord & { source: 2; updateTime?: undefined; events?: undefined })
  | StaffApplicationSource;

/**
 * An application as the workbench reads it (/loan/org/list, /loan/org/detail): its manager comes with it, so the
 * staff view never asks the enterprise's manager-info call (which only answers an enterprise session).
 */
export type StaffApplicationSource = Omit<ApplicationRecord, 'entName' | 'loanFor'> & {
  /** Null in the summary of a withdrawn application or one without a data authorisation in force. */
  entName: string | null;
  loanFor: number | null;
  staffManager: ManagerRecord | null;
  events?: ApplicationEventRecord[];
};

export interface ApplicationPageRecord<T> {
  records: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

/** Answer of apply, publish and cancel. */
export interface SubmittedRecord {
  id: number;
  loanStatus: number;
}

/** Spec §3 manager info (/org/financial/user/detail/{id}). */
export interface ManagerRecord {
  id: number;
  name: string;
  mobile: string;
  orgId: number;
  orgName: string;
}

/** Spec §3 apply-method record. */
export interface ApplyMethodRecord {
  urlType: number;
  redirectUrl: string | null;
}

/** /zzzttt/address/data: one district (level 1) or street (level 2). */
export interface DivisionRecord {
  code: string;
  name: string;
  level: number;
}

/** POST /loan/product/pc/apply body (spec gap [8], ours). */
export interface ProductApplyBody {
  productId: number;
  applyAmount: number;
  loanPeriod: number;
  guaranteeMethods: number[];
  repayMethod: number;
  loanFor: number;
  isFirstLoan: 0 | 1;
  districtName: string;
  streetName: string;
  contactName: string;
  contactMobile: string;
  materialPaths: string[];
  idempotencyKey: string;
  authEndDate?: number;
}

/** POST /loan/pc/apply body. */
export interface NeedPublishBody {
  applyAmount: number;
  loanFor: number;
  guaranteeMethods: number[];
  loanPeriod: number;
  interestRate: number;
  expiryDate: string;
  remark?: string;
  idempotencyKey: string;
  authEndDate?: number;
}

/** What a GraphQL LoanApplicationPage resolves from. */
export type LoanApplicationPageRecord = ApplicationPageRecord<LoanApplicationSource>;
