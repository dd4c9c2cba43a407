import { uniformCodeCheckChar } from '@sme/contract/uniform-code';
import { describe, expect, it } from 'vitest';
import { parseImportFile } from './import-accounts-file.ts';

const CODE = `91440101MA5CXD1A2${uniformCodeCheckChar('91440101MA5CXD1A2')}`;
const HEADER = 'mobile,companyName,uniformCode';
const OLD_HEADER = `${HEADER},legalPerson`;

describe('parseImportFile', () => {
  it('reads the accounts of a well-formed file with their line numbers (BOM, CRLF and blank lines allowed)', () => {
    const parsed = parseImportFile(`\uFEFF${HEADER}\r\n\r\n13912345678,示例智造科技（广州）有限公司,${CODE}\r\n`);
    expect(parsed).toEqual({
      rows: [{ line: 3, mobile: '13912345678', companyName: '示例智造科技（广州）有限公司', uniformCode: CODE }],
      errors: [],
    });
  });

  it('accepts the older layout with a legalPerson column and ignores it (the registry names the legal person)', () => {
    const parsed = parseImportFile(`${OLD_HEADER}\n13912345678,示例公司,${CODE.toLowerCase()},任何人`);
    expect(parsed.rows).toEqual([{ line: 2, mobile: '13912345678', companyName: '示例公司', uniformCode: CODE }]);
    expect(parsed.errors).toEqual([]);
  });

  it('names every bad line in Chinese and keeps none of them', () => {
    const wrongCheck = `${CODE.slice(0, 17)}${CODE[17] === '0' ? '1' : '0'}`;
    const parsed = parseImportFile(
      [HEADER, `1391234567,甲公司,${CODE}`, `13912345678,乙,${wrongCheck}`, '13912345679,"丙,公司",x'].join('\n'),
    );
    expect(parsed.errors).toEqual([
      '第2行：手机号格式不正确',
      '第3行：统一社会信用代码不正确',
      '第3行：企业名称不正确',
      '第4行：应有 3 列，且不含引号',
    ]);
    expect(parsed.rows).toEqual([]);
  });

  it('refuses a wrong header and an empty file', () => {
    expect(parseImportFile('phone,name\n').errors).toEqual(['第1行：表头应为 mobile,companyName,uniformCode']);
    expect(parseImportFile(`${HEADER},extra\n`).errors).toEqual(['第1行：表头应为 mobile,companyName,uniformCode']);
    expect(parseImportFile(`${HEADER}\n`).errors).toEqual(['文件中没有要导入的账号']);
  });

  it('refuses a repeated line', () => {
    const line = `13912345678,示例公司,${CODE}`;
    expect(parseImportFile([HEADER, line, line].join('\n')).errors).toEqual(['第3行：与前面的行重复']);
  });
});
