import { describe, expect, it } from 'vitest';
import { institutionTypesArgument, successCaseSize } from './statistics-arguments.ts';

describe('successCaseSize', () => {
  it('defaults to 10 and keeps 1-50', () => {
    expect(successCaseSize(undefined)).toBe(10);
    expect(successCaseSize(null)).toBe(10);
    expect(successCaseSize(1)).toBe(1);
    expect(successCaseSize(50)).toBe(50);
  });

  it('refuses sizes outside 1-50', () => {
    expect(() => successCaseSize(0)).toThrow('案例数量不能小于1');
    expect(() => successCaseSize(51)).toThrow('案例数量不能大于50');
  });
});

describe('institutionTypesArgument', () => {
  it('answers known codes once each, in order; none means every type', () => {
    expect(institutionTypesArgument(undefined)).toEqual([]);
    expect(institutionTypesArgument(null)).toEqual([]);
    expect(institutionTypesArgument([10, 1, 2, 1])).toEqual([1, 2, 10]);
  });

  it('refuses an unknown code', () => {
    expect(() => institutionTypesArgument([1, 12])).toThrow('机构类型不正确');
  });
});
