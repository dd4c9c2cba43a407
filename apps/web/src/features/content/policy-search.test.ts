import { describe, expect, it } from 'vitest';
import { calendarDay, isFiltered, parsePolicySearch, policyFilter, policySearchToParams } from './policy-search';

const parse = (query: string) => parsePolicySearch(new URLSearchParams(query));

describe('the policy list selection in the URL', () => {
  it('reads keyword, department, dates and page, and writes them back the same', () => {
    const search = parse('keyword=贴息&dept=粤秀示范区科学技术局&from=2025-01-01&to=2025-12-31&page=3');
    expect(search).toEqual({
      keyword: '贴息',
      department: '粤秀示范区科学技术局',
      publishedFrom: '2025-01-01',
      publishedTo: '2025-12-31',
      page: 3,
    });
    expect(parsePolicySearch(policySearchToParams(search))).toEqual(search);
  });

  it('drops what does not parse, trims and caps text, and swaps a reversed range', () => {
    expect(parse('page=0&from=2025-02-30&to=tomorrow&keyword=%20%20')).toEqual({ page: 1 });
    expect(parse('page=-2').page).toBe(1);
    expect(parse(`keyword=${'政'.repeat(60)}`).keyword).toHaveLength(50);
    expect(parse('from=2026-03-01&to=2025-03-01')).toMatchObject({
      publishedFrom: '2025-03-01',
      publishedTo: '2026-03-01',
    });
  });

  it('leaves page 1 and empty filters out of the URL and the GraphQL filter', () => {
    expect(policySearchToParams({ page: 1 }).toString()).toBe('');
    expect(policyFilter({ page: 2 })).toEqual({});
    expect(isFiltered({ page: 2 })).toBe(false);
    expect(isFiltered({ page: 1, department: '粤秀示范区财政局' })).toBe(true);
  });

  it('accepts only days the calendar has', () => {
    expect(calendarDay('2024-02-29')).toBe('2024-02-29');
    expect(calendarDay('2025-02-29')).toBeUndefined();
    expect(calendarDay('2025-1-1')).toBeUndefined();
  });
});
