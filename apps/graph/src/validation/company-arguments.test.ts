import { uniformCodeCheckChar } from '@sme/contract/uniform-code';
import { describe, expect, it } from 'vitest';
import { addCompanyBody, companySearchParams, setCompanyNameBody } from './company-arguments.ts';
import { refusal } from './refusal.test-support.ts';

function expectRefusal(action: () => unknown, message: string, argument: string): void {
  expect(refusal(action)).toMatchObject({ message, argument });
}

const FIRST_17 = '91440101MA5CXD1A2';
const CODE = FIRST_17 + uniformCodeCheckChar(FIRST_17);
/** The same 17 characters with another check character. */
const WRONG_CHECK = FIRST_17 + (CODE.endsWith('0') ? '1' : '0');

describe('companySearchParams', () => {
  it('trims the name and defaults to the first page of 10', () => {
    expect(companySearchParams(' 示例 ', undefined)).toEqual({ entName: '示例', pageNum: 1, pageSize: 10 });
    expect(companySearchParams('示例', { pageNum: 3, pageSize: 99 })).toEqual({
      entName: '示例',
      pageNum: 3,
      pageSize: 99,
    });
  });

  it('refuses an empty, a one-character or an overlong name, and pages beyond 99', () => {
    expectRefusal(() => companySearchParams('  ', undefined), '请输入企业名称', 'name');
    expectRefusal(() => companySearchParams('示', undefined), '请至少输入2个字', 'name');
    expectRefusal(() => companySearchParams('示'.repeat(51), undefined), '企业名称不能超过50个字符', 'name');
    expectRefusal(() => companySearchParams('示例\u0000', undefined), '企业名称格式错误', 'name');
    expectRefusal(() => companySearchParams('示例', { pageSize: 100 }), '每页条数不能大于99', 'page.pageSize');
    expectRefusal(() => companySearchParams('示例', { pageSize: 0 }), '每页条数不能小于1', 'page.pageSize');
    expectRefusal(() => companySearchParams('示例', { pageNum: 0 }), '页码不能小于1', 'page.pageNum');
  });
});

describe('addCompanyBody', () => {
  it('normalises the credit code and leaves out an empty legal person', () => {
    const lower = `${CODE.slice(0, 9)} ${CODE.slice(9)}`.toLowerCase();
    expect(addCompanyBody({ companyName: ' 示例科技 ', uniformCode: lower, legalPerson: ' ' })).toEqual({
      companyName: '示例科技',
      uniformCode: CODE,
    });
    expect(addCompanyBody({ companyName: '示例科技', uniformCode: CODE, legalPerson: '陈志远' })).toMatchObject({
      legalPerson: '陈志远',
    });
  });

  it('refuses a wrong check character before the gateway', () => {
    expectRefusal(
      () => addCompanyBody({ companyName: '示例科技', uniformCode: WRONG_CHECK }),
      '统一社会信用代码格式错误',
      'input.uniformCode',
    );
    expectRefusal(
      () => addCompanyBody({ companyName: '示例科技', uniformCode: 'ABC' }),
      '统一社会信用代码格式错误',
      'input.uniformCode',
    );
    expectRefusal(
      () => addCompanyBody({ companyName: '示例科技', uniformCode: '' }),
      '请输入统一社会信用代码',
      'input.uniformCode',
    );
    expectRefusal(() => addCompanyBody({ companyName: ' ', uniformCode: CODE }), '请输入企业名称', 'input.companyName');
    expectRefusal(
      () => addCompanyBody({ companyName: '示例科技', uniformCode: CODE, legalPerson: '陈'.repeat(51) }),
      '法定代表人格式不正确',
      'input.legalPerson',
    );
  });
});

describe('setCompanyNameBody', () => {
  it('passes what was given and checks the id', () => {
    expect(setCompanyNameBody({})).toEqual({});
    expect(setCompanyNameBody({ companyId: '7', companyName: ' 示例科技 ' })).toEqual({
      companyId: 7,
      companyName: '示例科技',
    });
    expectRefusal(() => setCompanyNameBody({ companyId: 'x' }), '企业编号必须是正整数', 'companyId');
  });
});
