import { describe, expect, it } from 'vitest';
import { formatRate, formatRateRange } from './rate';

describe('formatRate', () => {
  it('shows a percentage with two decimals', () => {
    expect(formatRate(3.45)).toBe('3.45%');
    expect(formatRate(4)).toBe('4.00%');
  });
});

describe('formatRateRange', () => {
  it('joins both ends', () => {
    expect(formatRateRange(3.45, 4.8)).toBe('3.45%~4.80%');
  });

  it('collapses equal ends', () => {
    expect(formatRateRange(3.85, 3.85)).toBe('3.85%');
  });

  it('handles one open end', () => {
    expect(formatRateRange(3.2, null)).toBe('3.20%起');
    expect(formatRateRange(null, 6)).toBe('最高6.00%');
  });

  it('says the rate is set by the institution when unpublished', () => {
    expect(formatRateRange(null, null)).toBe('以机构审批为准');
  });
});
