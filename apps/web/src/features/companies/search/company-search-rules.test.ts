import { describe, expect, it } from 'vitest';
import {
  afterNextPage,
  formIsValid,
  individualBusinessAlert,
  nextPageAction,
  SEARCH_PAGE_SIZE,
  searchableName,
  showNextButton,
  showPreviousButton,
} from './company-search-rules';

const page = (count: number, pageNum = 1, hasNextPage = false) => ({
  items: Array.from({ length: count }, (_, index) => index),
  pageNum,
  hasNextPage,
});

describe('company search rules', () => {
  it('searches from 2 characters, trimmed', () => {
    expect(searchableName(' 示 ')).toBeNull();
    expect(searchableName(' 示例 ')).toBe('示例');
    expect(searchableName('')).toBeNull();
  });

  it('shows 下一页 only for exactly 10 items (spec §9) and 上一页 after the first page', () => {
    expect(SEARCH_PAGE_SIZE).toBe(10);
    expect(showNextButton(page(10))).toBe(true);
    expect(showNextButton(page(9))).toBe(false);
    expect(showNextButton(page(0))).toBe(false);
    expect(showPreviousButton(page(10, 1))).toBe(false);
    expect(showPreviousButton(page(3, 2))).toBe(true);
  });

  it('says "no more data" at once when the answer said no page follows', () => {
    expect(nextPageAction(page(10, 1, true))).toBe('fetch');
    expect(nextPageAction(page(10, 1, false))).toBe('no-more-data');
  });

  it('keeps the current page when the next one comes back empty', () => {
    const current = page(10, 2, true);
    expect(afterNextPage(current, page(0, 3))).toEqual({ page: current, noMoreData: true });
    const next = page(4, 3);
    expect(afterNextPage(current, next)).toEqual({ page: next, noMoreData: false });
  });

  it('needs a name and an 18-character code before sending', () => {
    expect(formIsValid({ companyName: '示例科技', uniformCode: '91440101MA5CXD1A28' })).toBe(true);
    expect(formIsValid({ companyName: ' ', uniformCode: '91440101MA5CXD1A28' })).toBe(false);
    expect(formIsValid({ companyName: '示例科技', uniformCode: '' })).toBe(false);
  });

  it('names the hotline in the individual-business alert', () => {
    expect(individualBusinessAlert('400-800-1234')).toMatch(/个体工商户.*经营者姓名.*400-800-1234/);
  });
});
