import { describe, expect, it } from 'vitest';
import {
  AMOUNT_DECIDED_BY_INSTITUTION,
  amountHeadline,
  amountHelperText,
  amountRangeText,
  formatWan,
  formatWanShort,
  wanText,
} from './amount';

describe('formatWan', () => {
  it('shows two decimals', () => {
    expect(formatWan(300)).toBe('300.00');
    expect(formatWan(12.5)).toBe('12.50');
    expect(formatWan(0)).toBe('0.00');
  });

  it('groups thousands', () => {
    expect(formatWan(1234.5)).toBe('1,234.50');
    expect(formatWan(1000000)).toBe('1,000,000.00');
    expect(formatWan(999.99)).toBe('999.99');
  });

  it('rounds to the cent', () => {
    expect(formatWan(0.125)).toBe('0.13');
    expect(formatWan(99.999)).toBe('100.00');
  });

  it('keeps the sign of negative amounts', () => {
    expect(formatWan(-1500)).toBe('-1,500.00');
  });
});

describe('formatWanShort', () => {
  it('drops trailing zeros', () => {
    expect(formatWanShort(300)).toBe('300');
    expect(formatWanShort(12.5)).toBe('12.5');
    expect(formatWanShort(0.05)).toBe('0.05');
    expect(formatWanShort(5000)).toBe('5,000');
  });
});

describe('amountHelperText', () => {
  it('names the ceiling when one is published', () => {
    expect(amountHelperText(10, 300)).toBe('最高300万');
    expect(amountHelperText(null, 50)).toBe('最高50万');
  });

  it('names the floor when only the floor is published', () => {
    expect(amountHelperText(100, null)).toBe('100万以上');
  });

  it('defers to the institution when no ceiling or floor is published', () => {
    expect(amountHelperText(null, null)).toBe(AMOUNT_DECIDED_BY_INSTITUTION);
    expect(amountHelperText(undefined, undefined)).toBe('额度以机构审批为准');
  });
});

describe('amountHeadline', () => {
  it('prefers the ceiling, then the floor', () => {
    expect(amountHeadline(10, 3000)).toEqual({ figure: '3,000.00', unit: '万元' });
    expect(amountHeadline(null, 1234.5)).toEqual({ figure: '1,234.50', unit: '万元' });
    expect(amountHeadline(null, null)).toBeNull();
  });

  it('marks a floor alone with 起, so it never reads as a maximum', () => {
    expect(amountHeadline(100, null)).toEqual({ figure: '100.00', unit: '万元起' });
  });
});

describe('wanText and amountRangeText', () => {
  it('write every amount in 万元 with two decimals and thousands separators', () => {
    expect(wanText(1234.5)).toBe('1,234.50万元');
    expect(wanText(1000)).toBe('1,000.00万元');
    expect(amountRangeText(10, 1500)).toBe('10.00万元-1,500.00万元');
    expect(amountRangeText(100, null)).toBe('100.00万元起');
    expect(amountRangeText(null, 500)).toBe('最高500.00万元');
    expect(amountRangeText(null, null)).toBe('面议');
  });
});
