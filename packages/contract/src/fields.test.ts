import { describe, expect, it } from 'vitest';
import {
  APPLY_AMOUNT_MESSAGES,
  applyAmountIssue,
  hasAtMostTwoDecimals,
  isMobile,
  LOAN_PERIOD_MESSAGES,
  loanPeriodIssue,
  maskMobile,
  stripCommasAndSpaces,
} from './fields.ts';

describe('mobile (spec §5)', () => {
  it('takes 11 digits, 1 then 3-9', () => {
    for (const good of ['13800000001', '19912345678']) expect(isMobile(good)).toBe(true);
    for (const bad of ['12800000001', '10123456789', '1380000000', '138000000012', '1380000000a', '+8613800000001']) {
      expect(isMobile(bad)).toBe(false);
    }
  });

  it('strips commas and spaces as typed', () => {
    expect(stripCommasAndSpaces(' 138,0000，0001 ')).toBe('13800000001');
  });
});

describe('money in 万元', () => {
  it('has at most two decimals on its decimal text', () => {
    for (const good of [1, 1.1, 1.25, 0, -2.5, 100000]) expect(hasAtMostTwoDecimals(good)).toBe(true);
    for (const bad of [1.234, 0.1 + 0.2, Number.NaN, Number.POSITIVE_INFINITY, 1e21]) {
      expect(hasAtMostTwoDecimals(bad)).toBe(false);
    }
  });

  it('an application amount is above 0 and at most 100000', () => {
    expect(applyAmountIssue(100_000)).toBeNull();
    expect(applyAmountIssue(0.01)).toBeNull();
    expect(applyAmountIssue(1.234)).toBe('format');
    expect(applyAmountIssue(0)).toBe('positive');
    expect(applyAmountIssue(-1)).toBe('positive');
    expect(applyAmountIssue(100_000.01)).toBe('max');
    expect(APPLY_AMOUNT_MESSAGES.max).toBe('申请金额不能超过100000万元');
  });
});

describe('loan period in months', () => {
  it('is an integer from 1 to 360', () => {
    expect(loanPeriodIssue(1)).toBeNull();
    expect(loanPeriodIssue(360)).toBeNull();
    expect(loanPeriodIssue(1.5)).toBe('integer');
    expect(loanPeriodIssue(1e20)).toBe('integer');
    expect(loanPeriodIssue(0)).toBe('range');
    expect(loanPeriodIssue(361)).toBe('range');
    expect(LOAN_PERIOD_MESSAGES.range).toBe('借款期限须在1至360个月之间');
  });
});

describe('maskMobile', () => {
  it('shows the first 3 and last 4 digits around four asterisks', () => {
    expect(maskMobile('13800000001')).toBe('138****0001');
    expect(maskMobile('19912345678')).toBe('199****5678');
  });

  it('never shows a value that is not an 11-digit mobile', () => {
    expect(maskMobile('')).toBe('****');
    expect(maskMobile('1380000000')).toBe('****');
    expect(maskMobile('+8613800000001')).toBe('****');
  });
});
