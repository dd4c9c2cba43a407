import { describe, expect, it } from 'vitest';
import { amountRangeText, isReferrable, rateRangeText, referralDoneText, referralPath } from './referral-rules';

describe('referral after a decline (issue 9)', () => {
  it('is offered after an institution declined (5, 7) only', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].filter(isReferrable)).toEqual([5, 7]);
  });

  it('writes amount and rate ranges as the catalogue does', () => {
    expect(amountRangeText(10, 500)).toBe('10.00万元-500.00万元');
    expect(amountRangeText(10, null)).toBe('10.00万元起');
    expect(amountRangeText(null, 500)).toBe('最高500.00万元');
    expect(amountRangeText(null, null)).toBe('面议');
    expect(rateRangeText(3.85, 6)).toBe('3.85%-6%');
    expect(rateRangeText(4, 4)).toBe('4%');
    expect(rateRangeText(null, 6)).toBe('最高6%');
    expect(rateRangeText(null, undefined)).toBe('面议');
  });

  it('names the new application and links to its progress view', () => {
    expect(referralDoneText('粤秀银行', '税信贷')).toBe('已转介至「粤秀银行」的「税信贷」，新申请已提交');
    expect(referralPath('42')).toBe('/account/2?id=42');
  });
});
