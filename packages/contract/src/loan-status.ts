/**
 * The application statuses of spec §4 (loanStatus) and §3 (source), and what each status means to a reader: final,
 * a failure, shown in the error style, its progress step. Who may move an application between them is the gateway's
 * status machine (apps/gateway/src/features/applications/domain/loan-status.ts); this file imports nothing.
 * Reading of 4 and 11: 11 institution viewed, 4 institution accepted — the reading that agrees with §4's steps.
 */
export const LoanStatus = {
  SUBMITTED: 1,
  REVIEW_PASSED: 2,
  REVIEW_REJECTED: 3,
  ACCEPTED: 4,
  ACCEPT_FAILED: 5,
  CREDIT_GRANTED: 6,
  CREDIT_FAILED: 7,
  LOAN_RELEASED: 8,
  LENDING_FAILED: 9,
  WITHDRAWN: 10,
  VIEWED: 11,
} as const;
export type LoanStatusCode = (typeof LoanStatus)[keyof typeof LoanStatus];
export const LOAN_STATUSES: readonly LoanStatusCode[] = Object.values(LoanStatus);

/**
 * The Chinese name of each loanStatus (spec gap [3]: the spec gives meanings, not texts; ours, record 0025), shown by
 * the graph's answers and the workbench's queue filter. 4 institution accepted, 11 institution viewed.
 */
export const LOAN_STATUS_NAMES: Readonly<Record<LoanStatusCode, string>> = {
  1: '已提交',
  2: '平台审核通过',
  3: '平台审核未通过',
  4: '机构已受理',
  5: '受理失败',
  6: '已授信',
  7: '授信失败',
  8: '已放款',
  9: '放款失败',
  10: '已撤回',
  11: '机构已查看',
};

/** Spec §3 source: 1 applied for a product, 2 a published need (platform-originated, reviewed by the platform). */
export const Source = { PRODUCT: 1, NEED: 2 } as const;
export type SourceCode = (typeof Source)[keyof typeof Source];
/** What the workbench calls each source (spec §3 names none; record 0162). */
export const SOURCE_NAMES: Readonly<Record<SourceCode, string>> = { 1: '产品申请', 2: '融资需求' };

/** The name of an application's source: a published need or else a product application. */
export function sourceName(source: number): string {
  return source === Source.NEED ? SOURCE_NAMES[Source.NEED] : SOURCE_NAMES[Source.PRODUCT];
}

/** Spec §3: loanIndustry 7 is the postal-bank full-process flow, which has no withdraw. */
export const POSTAL_LOAN_INDUSTRY = 7;

export const FINAL_STATUSES: readonly LoanStatusCode[] = [3, 5, 7, 8, 9, 10];
/** Spec §4: failures show a failure reason. */
export const FAILURE_STATUSES: readonly LoanStatusCode[] = [3, 5, 7, 9];
/** Spec §4: shown in the error style. */
export const ERROR_STYLE_STATUSES: readonly LoanStatusCode[] = [3, 5, 7, 9, 10];

export function isLoanStatus(value: number): value is LoanStatusCode {
  return (LOAN_STATUSES as readonly number[]).includes(value);
}
export function isFailure(status: number): boolean {
  return (FAILURE_STATUSES as readonly number[]).includes(status);
}
export function isErrorStyle(status: number): boolean {
  return (ERROR_STYLE_STATUSES as readonly number[]).includes(status);
}
export function isFinal(status: number): boolean {
  return (FINAL_STATUSES as readonly number[]).includes(status);
}

/** Spec §4 progress step (1-6) of a status. */
export function progressStep(status: number): number {
  if (status === 4 || status === 5) return 4;
  if (status === 6 || status === 7) return 5;
  if (status === 8 || status === 9) return 6;
  if (status === 2 || status === 3) return 2;
  if (status === 11) return 3;
  return 1;
}
