import { isErrorStyle, isFailure, LOAN_STATUS_NAMES, progressStep } from '@sme/contract/loan-status';

/** The names of spec §4 loanStatus, the contract's (a code newer than this service reads 未知状态). */
export const LOAN_STATUS_LABELS: Readonly<Record<number, string>> = LOAN_STATUS_NAMES;

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
