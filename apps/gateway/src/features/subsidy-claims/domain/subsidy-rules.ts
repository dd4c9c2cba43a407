import type { SubsidyKind } from '@sme/contract/routes/subsidy-claims';

/** The lent loan's figures a claim is computed from (amount 万元, rate percent a year, period months). */
export interface LoanFigures {
  loanAmount: number;
  interestRate: number;
  loanPeriod: number;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * What a loan claims under a programme, in 万元 to two decimals (docs/decisions.md, "Subsidy claim amount"):
 * 贴息 pays `ratePercent` of the first year's interest (the loan's months, at most 12, of the yearly rate);
 * 风险补偿 pays `ratePercent` of the amount lent. The yearly cap is applied at approval, not here.
 */
export function claimAmount(kind: SubsidyKind, ratePercent: number, loan: LoanFigures): number {
  if (kind === 'risk') return cents((loan.loanAmount * ratePercent) / 100);
  const months = Math.min(loan.loanPeriod, 12);
  return cents((((loan.loanAmount * loan.interestRate) / 100) * (months / 12) * ratePercent) / 100);
}

/** What an approval grants: the claim, or what is left of the company's yearly cap; 0 when nothing is left. */
export function approvableAmount(claim: number, yearlyCap: number, approvedThisYear: number): number {
  return Math.max(0, cents(Math.min(claim, yearlyCap - approvedThisYear)));
}

/** Whether a programme takes claims on `day` (YYYY-MM-DD, Beijing). */
export function isProgrammeOpen(programme: { openFrom: string; openUntil: string | null }, day: string): boolean {
  return programme.openFrom <= day && (programme.openUntil === null || day <= programme.openUntil);
}
