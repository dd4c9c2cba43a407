import { describe, expect, it } from 'vitest';
import { filterKey, filtersOf, UNFILTERED_KEY } from './filter-key.ts';

describe('filterKey', () => {
  it('is one text per set of filters, whatever the order or the absent keys', () => {
    expect(filterKey({ orgId: 3, startDate: '2026-01-01' })).toBe(
      filterKey({ startDate: '2026-01-01', orgId: 3, districtName: undefined }),
    );
    expect(filterKey({})).toBe(UNFILTERED_KEY);
  });

  it('tells different filters apart, a value in one filter from the same value in another', () => {
    const keys = [
      {},
      { orgId: 1 },
      { productType: 1 },
      { districtName: '天河区' },
      { startDate: '2026-01-01' },
      { endDate: '2026-01-01' },
      { startDate: '2026-01-01', endDate: '2026-01-31' },
    ].map(filterKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('names every filter, absent ones as null', () => {
    expect(filtersOf({ orgId: 2 })).toEqual({
      startDate: null,
      endDate: null,
      orgId: 2,
      districtName: null,
      productType: null,
    });
  });
});
