import { describe, expect, it } from 'vitest';
import { DRILL_HEADINGS, drillOptions, drillRow } from './drill-down-columns';

describe('the drill-down table', () => {
  it('writes a month as response times and declines per failure type', () => {
    const row = drillRow({
      month: '2026-10',
      applyCount: 12,
      viewMedianHours: 5.25,
      viewShareWithinTarget: 0.75,
      decideMedianHours: null,
      decideShareWithinTarget: null,
      declines: { type1: 1, type2: 3, type3: 0, type4: 2 },
    });
    expect(row).toEqual(['2026-10', '12', '5.3小时', '75.0%', '—', '—', '1', '3', '0', '2']);
    expect(row).toHaveLength(DRILL_HEADINGS.length);
  });

  it('offers the institutions of the dashboard, not the unclaimed needs', () => {
    expect(
      drillOptions([
        { key: '3', label: '甲银行' },
        { key: null, label: '待认领需求（无机构）' },
      ]),
    ).toEqual([{ value: '3', label: '甲银行' }]);
  });
});
