import { uniformCodeCheckChar } from '@sme/contract/uniform-code';
import { describe, expect, it } from 'vitest';
import { calendarDay, checkGrant, parseImport } from './pre-credit-rows.ts';

const FIRST17 = '91440101MA5CXD1A2';
const CODE = `${FIRST17}${uniformCodeCheckChar(FIRST17)}`;
const TODAY = '2026-03-02';

describe('pre-credit rows', () => {
  it('reads days as spreadsheets write them and refuses impossible ones', () => {
    expect(calendarDay('2026/3/2')).toBe('2026-03-02');
    expect(calendarDay('2026-12-31')).toBe('2026-12-31');
    expect(calendarDay('2026-02-29')).toBeNull();
    expect(calendarDay('31/12/2026')).toBeNull();
  });

  it('checks a grant: defaults the start to today, folds the code to capitals', () => {
    expect(checkGrant({ uniformCode: CODE.toLowerCase(), amount: '50', validUntil: '2026-09-30' }, TODAY)).toEqual({
      uniformCode: CODE,
      amount: 50,
      validFrom: TODAY,
      validUntil: '2026-09-30',
      remark: null,
    });
    expect(checkGrant({ uniformCode: CODE, amount: 50, validUntil: '2029-03-03' }, TODAY)).toEqual({
      refused: '有效期不能超过3年',
    });
    expect(checkGrant({ uniformCode: CODE, amount: '1e3', validUntil: '2026-09-30' }, TODAY)).toMatchObject({
      refused: expect.stringContaining('预授信额度'),
    });
  });

  it('parses CSV: header, BOM, blank lines, quotes, separators, bad lines', () => {
    const parsed = parseImport(
      `\uFEFF统一社会信用代码,额度,生效日期,到期日期\r\n\r\n${CODE},"1,000",,2026-12-31,"说""明"\n${CODE}\t5\t\t2026-12-31\n${CODE}，6，，2026-12-31\n${CODE},"7`,
    );
    expect(parsed).toEqual({
      lines: [
        { line: 3, cells: [CODE, '1,000', '', '2026-12-31', '说"明'] },
        { line: 4, cells: [CODE, '5', '', '2026-12-31'] },
        { line: 5, cells: [CODE, '6', '', '2026-12-31'] },
        { line: 6, cells: [], error: '引号不成对' },
      ],
    });
    expect(parseImport('a,b\n')).toEqual({ refused: '导入内容为空，请粘贴或上传 CSV' });
    expect(parseImport(`${CODE},1`)).toMatchObject({
      lines: [{ line: 1, error: expect.stringContaining('列数不对') }],
    });
  });
});
