import { isErrorStyle, isFailure, isLoanStatus, LOAN_STATUS_NAMES, progressStep } from '@sme/contract/loan-status';

export interface LoanStatusView {
  code: number;
  label: string;
  step: number;
  failure: boolean;
  errorStyle: boolean;
}

/**
 * A status with what the pages show of it: the contract's name (a code newer than this service reads 未知状态), step
 * and styles.
 */
export function loanStatusInfo(code: number): LoanStatusView {
  return {
    code,
    label: isLoanStatus(code) ? LOAN_STATUS_NAMES[code] : '未知状态',
    step: progressStep(code),
    failure: isFailure(code),
    errorStyle: isErrorStyle(code),
  };
}
