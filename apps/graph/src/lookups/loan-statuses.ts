import { isErrorStyle, isFailure, progressStep } from '@sme/contract/loan-status';

/**
 * THE Chinese labels of spec §4 loanStatus (spec gap [3]: the spec gives meanings, not texts; ours, docs/decisions/0025-applications-in-the-graph-labels-managers-apply-entries.md).
 * Reading of 4 and 11 as the gateway's status machine: 4 institution accepted, 11 institution viewed.
 */
export const LOAN_STATUS_LABELS: Readonly<Record<number, string>> = Object.freeze({
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
});

export interface LoanStatusView {
  code: number;
  label: string;
  step: number;
  failure: boolean;
  errorStyle: boolean;
}

/** A status with what the pages show of it; step and styles come from the gateway's status machine module. */
export function loanStatusInfo(code: number): LoanStatusView {
  return {
    code,
    label: LOAN_STATUS_LABELS[code] ?? '未知状态',
    step: progressStep(code),
    failure: isFailure(code),
    errorStyle: isErrorStyle(code),
  };
}
