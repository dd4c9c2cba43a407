import { describe, expect, it } from 'vitest';
import { formatTermRange } from './term';

describe('formatTermRange', () => {
  it('joins both ends in months', () => {
    expect(formatTermRange(3, 36)).toBe('3~36个月');
  });

  it('collapses equal ends', () => {
    expect(formatTermRange(12, 12)).toBe('12个月');
  });

  it('handles one open end', () => {
    expect(formatTermRange(6, null)).toBe('6个月起');
    expect(formatTermRange(null, 60)).toBe('最长60个月');
  });

  it('says the term is set by the institution when unpublished', () => {
    expect(formatTermRange(null, null)).toBe('以机构审批为准');
  });
});
