import { LoanStatus } from '@sme/contract/loan-status';

/**
 * The statuses at which the institution has accepted the application (受理) or gone on from there: only then is the
 * legal representative's name shown whole (docs/decisions.md, 2026-11-27 "Legal representative on the desk").
 */
const ACCEPTED_OR_LATER: readonly number[] = [
  LoanStatus.ACCEPTED,
  LoanStatus.CREDIT_GRANTED,
  LoanStatus.CREDIT_FAILED,
  LoanStatus.LOAN_RELEASED,
  LoanStatus.LENDING_FAILED,
];

export function legalPersonShownWhole(loanStatus: number): boolean {
  return ACCEPTED_OR_LATER.includes(loanStatus);
}

export const INDIVIDUAL_BUSINESS = '个体工商户';

/** What the company's ledger says the institution did (the subject names the application, as the moves do). */
export const PROFILE_LEDGER_PURPOSES = {
  profile: (subject: string) => `查阅企业概况（${subject}）`,
  govDataFetched: (subject: string) => `从省政务数据服务获取企业税务、社保和水电缴费数据（${subject}）`,
  govDataRead: (subject: string) => `查阅已获取的企业政务数据（${subject}）`,
} as const;

export const PROFILE_MESSAGES = {
  govDataNotConfigured: '本平台未接入省政务数据服务，暂不能获取企业的税务、社保和水电缴费数据',
  govDataUnavailable: '省政务数据服务暂时无法访问，请稍后再试',
} as const;
