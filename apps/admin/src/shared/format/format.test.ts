import { describe, expect, it } from 'vitest';
import { beijingToday, formatAmount, formatHours, formatShare, formatTime, formatWan } from './format';

describe('admin formats', () => {
  it('dates today in Beijing', () => {
    expect(beijingToday(new Date('2026-11-25T16:30:00Z'))).toBe('2026-11-26');
    expect(beijingToday(new Date('2026-11-25T15:59:00Z'))).toBe('2026-11-25');
    expect(beijingToday(new Date('2026-03-01T16:30:00Z'))).toBe('2026-03-02');
  });

  it('formats amounts, times, hours and shares', () => {
    expect(formatAmount(100)).toBe('100.00万元');
    expect(formatAmount(12.345)).toBe('12.35万元');
    expect(formatAmount(1234.5)).toBe('1,234.50万元');
    expect(formatAmount(1_000_000)).toBe('1,000,000.00万元');
    expect(formatAmount(null)).toBe('无');
    expect(formatTime('2026-11-25T02:05:00Z')).toBe('2026-11-25 10:05');
    expect(formatTime(null)).toBe('无');
    expect(formatHours(5.25)).toBe('5.3小时');
    expect(formatHours(null)).toBe('—');
    expect(formatShare(0.8456)).toBe('84.6%');
    expect(formatShare(null)).toBe('—');
  });

  it('writes bare 万元 figures with two decimals and separators (tables whose header names the unit)', () => {
    expect(formatWan(1234.5)).toBe('1,234.50');
    expect(formatWan(0)).toBe('0.00');
    expect(formatWan(-1500)).toBe('-1,500.00');
  });
});
