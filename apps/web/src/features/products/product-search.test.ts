import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  amountKeystrokes,
  changeProductSearch,
  hasFilters,
  parseAmount,
  parseProductSearch,
  productSearchToParams,
  toProductFilter,
} from './product-search';

const parse = (query: string) => parseProductSearch(new URLSearchParams(query));

describe('parseProductSearch', () => {
  it('reads every filter and the page', () => {
    expect(parse('guarantee=4&type=1&org=3&minAmount=50&maxAmount=300.5&term=12&keyword=科创&page=2')).toEqual({
      guaranteeMethod: 4,
      productType: 1,
      institutionId: '3',
      minAmount: 50,
      maxAmount: 300.5,
      term: 12,
      keyword: '科创',
      page: 2,
    });
  });

  it('starts on page 1 with no filters', () => {
    expect(parse('')).toEqual({ page: 1 });
  });

  it('ignores values that do not parse', () => {
    expect(parse('guarantee=abc&type=-1&org=1e3&minAmount=1.234&term=0&keyword=%20%20&page=x')).toEqual({ page: 1 });
  });

  it('swaps a reversed amount range', () => {
    expect(parse('minAmount=500&maxAmount=100')).toMatchObject({ minAmount: 100, maxAmount: 500 });
  });

  it('trims the keyword and caps it at 50 characters', () => {
    expect(parse(`keyword=${encodeURIComponent(`  ${'贷'.repeat(60)}  `)}`).keyword).toBe('贷'.repeat(50));
  });
});

describe('productSearchToParams', () => {
  it('round-trips through the URL', () => {
    const search = parse('guarantee=2&org=7&maxAmount=1000&keyword=设备&page=3');
    expect(parse(productSearchToParams(search).toString())).toEqual(search);
  });

  it('leaves out page 1 and empty values', () => {
    expect(productSearchToParams({ page: 1 }).toString()).toBe('');
    expect(productSearchToParams({ page: 1, productType: 2 }).toString()).toBe('type=2');
  });
});

describe('changeProductSearch', () => {
  it('goes back to page 1 when a filter changes', () => {
    expect(changeProductSearch({ page: 4, term: 12 }, { guaranteeMethod: 1 })).toEqual({
      page: 1,
      term: 12,
      guaranteeMethod: 1,
    });
  });

  it('clears a filter set to undefined and keeps an explicit page', () => {
    expect(changeProductSearch({ page: 1, term: 12 }, { term: undefined })).toEqual({ page: 1 });
    expect(changeProductSearch({ page: 1, term: 12 }, { page: 5 })).toEqual({ page: 5, term: 12 });
  });
});

describe('toProductFilter and hasFilters', () => {
  it('drops the page from the filter', () => {
    expect(toProductFilter({ page: 2, keyword: '贷' })).toEqual({ keyword: '贷' });
    expect(hasFilters({ page: 2 })).toBe(false);
    expect(hasFilters({ page: 1, minAmount: 0 })).toBe(true);
  });
});

describe('parseAmount', () => {
  it('keeps only digits and one point with two decimals of what is typed into an amount filter', () => {
    expect(amountKeystrokes('abc')).toBe('');
    expect(amountKeystrokes('1e3')).toBe('13');
    expect(amountKeystrokes('12.345')).toBe('12.34');
    expect(amountKeystrokes('1.2.3')).toBe('1.23');
    expect(amountKeystrokes('1,000.5万')).toBe('1000.5');
    expect(amountKeystrokes('100.')).toBe('100.');
  });

  it('accepts amounts in 万元 with at most two decimals', () => {
    expect(parseAmount('100')).toBe(100);
    expect(parseAmount(' 12.5 ')).toBe(12.5);
    expect(parseAmount('0')).toBe(0);
    expect(parseAmount('1.234')).toBeUndefined();
    expect(parseAmount('-5')).toBeUndefined();
    expect(parseAmount('')).toBeUndefined();
  });
});

describe('activeFilterCount', () => {
  it('counts the filter bar choices, the amount range once and never the keyword or the page', () => {
    expect(activeFilterCount({ page: 3, keyword: '贷' })).toBe(0);
    expect(activeFilterCount({ page: 1, guaranteeMethod: 4, term: 12 })).toBe(2);
    expect(activeFilterCount({ page: 1, minAmount: 0, maxAmount: 500 })).toBe(1);
    expect(
      activeFilterCount({ page: 1, guaranteeMethod: 1, productType: 2, term: 6, institutionId: '3', maxAmount: 9 }),
    ).toBe(5);
  });
});
