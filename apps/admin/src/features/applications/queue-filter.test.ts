import { describe, expect, it } from 'vitest';
import { pageCount, queueFilter } from './queue-filter';

describe('queue filter', () => {
  it('sends one status, the overdue flag, or nothing', () => {
    expect(queueFilter('', false)).toEqual({});
    expect(queueFilter('11', true)).toEqual({ statuses: [11], overdue: true });
  });

  it('counts pages', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
  });
});
