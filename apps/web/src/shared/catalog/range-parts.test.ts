import { describe, expect, it } from 'vitest';
import { formatRateRange } from '../format/rate';
import { formatTermRange } from '../format/term';
import { rangeParts } from './range-parts';

describe('rangeParts', () => {
  it('splits a range after its "~" and keeps both figures whole', () => {
    expect(rangeParts(formatRateRange(3.45, 4.8))).toEqual(['3.45%~', '4.80%']);
    expect(rangeParts(formatTermRange(3, 36))).toEqual(['3~', '36个月']);
  });

  it('leaves a single figure or the unpublished text in one piece', () => {
    expect(rangeParts(formatRateRange(3.45, 3.45))).toEqual(['3.45%']);
    expect(rangeParts(formatTermRange(null, 36))).toEqual(['最长36个月']);
    expect(rangeParts(formatRateRange(null, null))).toEqual(['以机构审批为准']);
  });
});
