import { describe, expect, it } from 'vitest';
import { pageCount } from './page-count';

describe('pageCount', () => {
  it('counts whole and partial pages, and one page for nothing', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(45, 20)).toBe(3);
  });
});
