import { describe, expect, it } from 'vitest';
import { approvableAmount, claimAmount, isProgrammeOpen } from './subsidy-rules.ts';

describe('subsidy rules', () => {
  it('pays a share of the first year of interest (贴息) or of the amount lent (风险补偿)', () => {
    expect(claimAmount('interest', 50, { loanAmount: 90, interestRate: 4, loanPeriod: 12 })).toBe(1.8);
    expect(claimAmount('interest', 50, { loanAmount: 90, interestRate: 4, loanPeriod: 6 })).toBe(0.9);
    expect(claimAmount('interest', 50, { loanAmount: 90, interestRate: 4, loanPeriod: 36 })).toBe(1.8);
    expect(claimAmount('risk', 1, { loanAmount: 90, interestRate: 4, loanPeriod: 36 })).toBe(0.9);
  });

  it('grants at most what is left of the yearly cap', () => {
    expect(approvableAmount(1.8, 50, 0)).toBe(1.8);
    expect(approvableAmount(1.8, 50, 49)).toBe(1);
    expect(approvableAmount(1.8, 50, 50)).toBe(0);
  });

  it('takes claims between its open dates', () => {
    expect(isProgrammeOpen({ openFrom: '2026-01-01', openUntil: null }, '2026-11-27')).toBe(true);
    expect(isProgrammeOpen({ openFrom: '2026-01-01', openUntil: '2026-06-30' }, '2026-11-27')).toBe(false);
    expect(isProgrammeOpen({ openFrom: '2027-01-01', openUntil: null }, '2026-11-27')).toBe(false);
  });
});
