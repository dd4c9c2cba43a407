import { describe, expect, it } from 'vitest';
import { EMPTY_FORM, filterOf } from './dashboard-filter';

describe('filterOf', () => {
  it('sends only what was chosen', () => {
    expect(filterOf(EMPTY_FORM)).toEqual({ filter: {} });
    expect(
      filterOf({
        startDate: '2026-01-01',
        endDate: '2026-01-31',
        institutionId: '3',
        districtName: '天河区',
        productType: '4',
      }),
    ).toEqual({
      filter: {
        startDate: '2026-01-01',
        endDate: '2026-01-31',
        institutionId: '3',
        districtName: '天河区',
        productType: 4,
      },
    });
  });

  it('refuses an impossible day and a reversed range with the gateway’s words', () => {
    expect(filterOf({ ...EMPTY_FORM, startDate: '2026-02-30' })).toEqual({ problem: '开始日期不是有效日期' });
    expect(filterOf({ ...EMPTY_FORM, startDate: '2026-03-02', endDate: '2026-03-01' })).toEqual({
      problem: '开始日期不能晚于结束日期',
    });
  });
});
