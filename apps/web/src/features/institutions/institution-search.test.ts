import { describe, expect, it } from 'vitest';
import { institutionSearchToParams, parseInstitutionSearch } from './institution-search';

describe('institution search in the URL', () => {
  it('reads type, keyword and page', () => {
    expect(parseInstitutionSearch(new URLSearchParams('type=2&keyword=%20担保%20&page=3'))).toEqual({
      institutionType: 2,
      keyword: '担保',
      page: 3,
    });
  });

  it('ignores values that do not parse', () => {
    expect(parseInstitutionSearch(new URLSearchParams('type=x&keyword=&page=0'))).toEqual({ page: 1 });
  });

  it('round-trips and leaves out page 1', () => {
    expect(institutionSearchToParams({ page: 1 }).toString()).toBe('');
    const search = { institutionType: 99, keyword: '银行', page: 2 };
    expect(parseInstitutionSearch(institutionSearchToParams(search))).toEqual(search);
  });
});
