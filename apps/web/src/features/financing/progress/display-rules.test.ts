import { describe, expect, it } from 'vitest';
import {
  dateText,
  fileSizeText,
  firstLoanText,
  labelsText,
  orNone,
  rateText,
  showsExpiryRow,
  wanText,
} from './display-rules';

describe('progress display rules (spec §4)', () => {
  it('shows a material’s size in B, KB or MB', () => {
    expect(fileSizeText(900)).toBe('900 B');
    expect(fileSizeText(1536)).toBe('1.5 KB');
    expect(fileSizeText(3 * 1024 * 1024)).toBe('3.0 MB');
  });

  it('shows 无 for an empty remark or expiry', () => {
    expect(orNone(null)).toBe('无');
    expect(orNone('  ')).toBe('无');
    expect(orNone('补充材料')).toBe('补充材料');
  });

  it('shows 无 for a zero or empty rate, a percent otherwise', () => {
    expect(rateText(0)).toBe('无');
    expect(rateText(null)).toBe('无');
    expect(rateText(4.35)).toBe('4.35%');
    expect(rateText(6)).toBe('6.00%');
  });

  it('shows the expiry row only for statuses 1, 2, 3, 4, 5 and 10', () => {
    const shown = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].filter(showsExpiryRow);
    expect(shown).toEqual([1, 2, 3, 4, 5, 10]);
  });

  it('shows amounts in 万元 with two decimals and first loan as 是 / 否 / -', () => {
    expect(wanText(1234.5)).toBe('1,234.50万元');
    expect(firstLoanText(true)).toBe('是');
    expect(firstLoanText(false)).toBe('否');
    expect(firstLoanText(null)).toBe('-');
  });

  it('formats dates and labels', () => {
    expect(dateText('2026-03-04T10:00:00+08:00')).toBe('2026-03-04');
    expect(dateText('2026-03-04T16:30:00Z')).toBe('2026-03-05');
    expect(dateText(null)).toBe('无');
    expect(labelsText([{ label: '抵押' }, { label: '保证' }])).toBe('抵押、保证');
    expect(labelsText([])).toBe('无');
  });
});
