import { describe, expect, it } from 'vitest';
import { guaranteeMethods } from '#lookups/lists.ts';
import {
  optionalAmount,
  optionalCode,
  optionalInt,
  optionalPositiveId,
  optionalText,
  paging,
  positiveId,
  startEndDays,
} from './arguments.ts';
import { refusal } from './refusal.test-support.ts';

/** Runs `action` and answers the InvalidArgumentError it throws. */
describe('positiveId', () => {
  it('accepts positive integers given as text or number', () => {
    expect(positiveId('12', '产品编号', 'id')).toBe(12);
    expect(positiveId(' 7 ', '产品编号', 'id')).toBe(7);
    expect(positiveId(3, '产品编号', 'id')).toBe(3);
  });

  it('refuses anything else with a Chinese message naming the argument', () => {
    for (const bad of ['0', '-1', '1.5', 'abc', '', '01', '1e3']) {
      const error = refusal(() => positiveId(bad, '产品编号', 'id'));
      expect(error.message).toBe('产品编号必须是正整数');
      expect(error.argument).toBe('id');
    }
  });

  it('refuses ids beyond the database range', () => {
    expect(refusal(() => positiveId('2147483648', '机构编号', 'id')).message).toBe('机构编号超出范围');
    expect(positiveId('2147483647', '机构编号', 'id')).toBe(2147483647);
  });

  it('treats a missing optional id as not given', () => {
    expect(optionalPositiveId(null, '机构编号', 'x')).toBeUndefined();
    expect(optionalPositiveId(undefined, '机构编号', 'x')).toBeUndefined();
    expect(optionalPositiveId('5', '机构编号', 'x')).toBe(5);
  });
});

describe('paging', () => {
  it('defaults to page 1 of 10', () => {
    expect(paging(undefined)).toEqual({ pageNum: 1, pageSize: 10 });
    expect(paging({ pageNum: null, pageSize: null })).toEqual({ pageNum: 1, pageSize: 10 });
  });

  it('accepts page sizes 1 to 50', () => {
    expect(paging({ pageNum: 3, pageSize: 1 })).toEqual({ pageNum: 3, pageSize: 1 });
    expect(paging({ pageSize: 50 })).toEqual({ pageNum: 1, pageSize: 50 });
  });

  it('refuses page sizes out of range and page numbers below 1', () => {
    expect(refusal(() => paging({ pageSize: 51 }))).toMatchObject({
      message: '每页条数不能大于50',
      argument: 'page.pageSize',
    });
    expect(refusal(() => paging({ pageSize: 0 })).message).toBe('每页条数不能小于1');
    expect(refusal(() => paging({ pageNum: 0 }))).toMatchObject({ message: '页码不能小于1', argument: 'page.pageNum' });
    expect(refusal(() => paging({ pageNum: 100_001 })).message).toBe('页码不能大于100000');
  });
});

describe('optionalInt', () => {
  it('checks integer and range', () => {
    expect(optionalInt(12, '贷款期限', 1, 600, 'term')).toBe(12);
    expect(optionalInt(null, '贷款期限', 1, 600, 'term')).toBeUndefined();
    expect(refusal(() => optionalInt(1.5, '贷款期限', 1, 600, 'term')).message).toBe('贷款期限必须是整数');
    expect(refusal(() => optionalInt(601, '贷款期限', 1, 600, 'term')).message).toBe('贷款期限不能大于600');
  });
});

describe('optionalCode', () => {
  it('accepts codes of the list and refuses others', () => {
    expect(optionalCode(guaranteeMethods, 4, '担保方式', 'g')).toBe(4);
    expect(optionalCode(guaranteeMethods, undefined, '担保方式', 'g')).toBeUndefined();
    expect(refusal(() => optionalCode(guaranteeMethods, 6, '担保方式', 'g')).message).toBe('担保方式不正确');
  });
});

describe('optionalText', () => {
  it('trims, treats blank as not given and counts characters, not bytes', () => {
    expect(optionalText('  科创贷 ', '关键词', 50, 'k')).toBe('科创贷');
    expect(optionalText('   ', '关键词', 50, 'k')).toBeUndefined();
    expect(optionalText('融'.repeat(50), '关键词', 50, 'k')).toHaveLength(50);
    expect(refusal(() => optionalText('融'.repeat(51), '关键词', 50, 'k')).message).toBe('关键词不能超过50个字符');
  });

  it('refuses control characters (NUL, escape, DEL) anywhere in the text with the argument named', () => {
    for (const text of ['科创\u0000贷', '\u0000', '贷\u001b[0m', 'a\u007f', '科\n创']) {
      expect(refusal(() => optionalText(text, '关键词', 50, 'filter.keyword'))).toMatchObject({
        message: '关键词含有不允许的字符',
        argument: 'filter.keyword',
      });
    }
  });
});

describe('optionalAmount', () => {
  it('accepts amounts >= 0 with at most two decimals, including ones binary floats cannot hold exactly', () => {
    expect(optionalAmount(0, '最低金额', 'a')).toBe(0);
    expect(optionalAmount(10.25, '最低金额', 'a')).toBe(10.25);
    expect(optionalAmount(0.29, '最低金额', 'a')).toBe(0.29);
    expect(optionalAmount(1.1, '最低金额', 'a')).toBe(1.1);
    expect(optionalAmount(null, '最低金额', 'a')).toBeUndefined();
  });

  it('refuses negative amounts, more than two decimals and absurd sizes', () => {
    expect(refusal(() => optionalAmount(-1, '最低金额', 'a')).message).toBe('最低金额不能小于0');
    expect(refusal(() => optionalAmount(1.234, '最低金额', 'a')).message).toBe('最低金额必须为数字，且最多保留2位小数');
    expect(refusal(() => optionalAmount(100_000_001, '最高金额', 'a')).message).toBe('最高金额不能大于100000000');
  });
});

describe('startEndDays', () => {
  it('answers the days given, blank or missing ones as not given', () => {
    expect(startEndDays({ startDate: '2026-01-01', endDate: ' 2026-01-31 ' })).toEqual({
      startDate: '2026-01-01',
      endDate: '2026-01-31',
    });
    expect(startEndDays({ startDate: '', endDate: null })).toEqual({ startDate: undefined, endDate: undefined });
    expect(startEndDays(undefined)).toEqual({ startDate: undefined, endDate: undefined });
  });

  it("refuses a malformed day, a day the calendar lacks and a start after the end, at the argument's path", () => {
    const malformed = refusal(() => startEndDays({ startDate: '2026/01/01' }, 'filter.'));
    expect([malformed.message, malformed.argument]).toEqual([
      '开始日期（startDate）格式须为 YYYY-MM-DD',
      'filter.startDate',
    ]);
    const notADay = refusal(() => startEndDays({ endDate: '2026-02-30' }));
    expect([notADay.message, notADay.argument]).toEqual(['结束日期（endDate）不是有效日期', 'endDate']);
    const reversed = refusal(() => startEndDays({ startDate: '2026-02-01', endDate: '2026-01-01' }, 'filter.'));
    expect([reversed.message, reversed.argument]).toEqual(['开始日期不能晚于结束日期', 'filter.startDate']);
  });
});
