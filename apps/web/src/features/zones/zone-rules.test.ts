import { describe, expect, it } from 'vitest';
import {
  FILTER_ALL_SCROLL_TOP,
  guaranteeFilterFromParams,
  pageFromParams,
  showsNextPage,
  signUpNameRule,
} from './zone-rules';

describe('zone page rules', () => {
  it('shows the next-page button only for a list of exactly 10 items (spec §9)', () => {
    expect(showsNextPage(10)).toBe(true);
    expect(showsNextPage(9)).toBe(false);
    expect(showsNextPage(0)).toBe(false);
    expect(showsNextPage(11)).toBe(false);
  });

  it('scrolls to 426 px for the filter-all checkbox (spec §9)', () => {
    expect(FILTER_ALL_SCROLL_TOP).toBe(426);
  });

  it('reads the page and the guarantee filter from the address', () => {
    expect(pageFromParams(new URLSearchParams('page=3'))).toBe(3);
    for (const bad of ['page=0', 'page=-1', 'page=1.5', 'page=x', '']) {
      expect(pageFromParams(new URLSearchParams(bad)), bad).toBe(1);
    }
    expect(guaranteeFilterFromParams(new URLSearchParams('gm=4,1,4,9,x'), [1, 2, 3, 4, 5])).toEqual([1, 4]);
    expect(guaranteeFilterFromParams(new URLSearchParams(''), [1, 2])).toEqual([]);
  });

  it('checks the sign-up name with the gateway texts', () => {
    expect(signUpNameRule(' ')).toBe('请输入姓名');
    expect(signUpNameRule('陈')).toBe('请输入正确的姓名（2-20个字）');
    expect(signUpNameRule('<b>')).toBe('请输入正确的姓名（2-20个字）');
    expect(signUpNameRule('陈晓明')).toBeNull();
    expect(signUpNameRule('阿依古丽·买买提')).toBeNull();
    expect(signUpNameRule('Li Hua')).toBeNull();
  });
});
