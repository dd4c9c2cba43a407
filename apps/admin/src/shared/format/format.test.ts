import { describe, expect, it } from 'vitest';
import { formatAmount, formatHours, formatShare, formatTime } from './format';

describe('admin formats', () => {
  it('formats amounts, times, hours and shares', () => {
    expect(formatAmount(100)).toBe('100万元');
    expect(formatAmount(12.345)).toBe('12.35万元');
    expect(formatAmount(null)).toBe('无');
    expect(formatTime('2026-11-25T02:05:00Z')).toBe('2026-11-25 10:05');
    expect(formatTime(null)).toBe('无');
    expect(formatHours(5.25)).toBe('5.3小时');
    expect(formatHours(null)).toBe('—');
    expect(formatShare(0.8456)).toBe('84.6%');
    expect(formatShare(null)).toBe('—');
  });
});
