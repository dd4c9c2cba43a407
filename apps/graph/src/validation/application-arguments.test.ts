import { describe, expect, it } from 'vitest';
import type { ProductApplicationInput } from '#generated/resolvers-types.ts';
import { applicationPage, divisionArgs, needPublishBody, productApplyBody } from './application-arguments.ts';
import { applicationIdArg } from './arguments.ts';
import { refusal } from './refusal.test-support.ts';

const input: ProductApplicationInput = {
  productId: '12',
  applyAmount: 120.5,
  loanPeriod: 12,
  guaranteeMethods: [4, 1, 4],
  repayMethod: 1,
  loanFor: 4,
  isFirstLoan: false,
  districtName: ' 天河区 ',
  streetName: '石牌街道',
  contactName: '李四',
  contactMobile: '13912345678',
  idempotencyKey: 'form-key-0001',
};

describe('productApplyBody', () => {
  it('makes the gateway body: ids as numbers, duplicates dropped, names trimmed, first loan as 0/1', () => {
    expect(productApplyBody({ ...input, authEndDate: 1_900_000_000_000 })).toEqual({
      productId: 12,
      applyAmount: 120.5,
      loanPeriod: 12,
      guaranteeMethods: [4, 1],
      repayMethod: 1,
      loanFor: 4,
      isFirstLoan: 0,
      districtName: '天河区',
      streetName: '石牌街道',
      contactName: '李四',
      contactMobile: '13912345678',
      materialPaths: [],
      idempotencyKey: 'form-key-0001',
      authEndDate: 1_900_000_000_000,
    });
    expect(productApplyBody(input)).not.toHaveProperty('authEndDate');
  });

  it.each([
    [{ applyAmount: 0 }, '申请金额必须大于0', 'input.applyAmount'],
    [{ applyAmount: 1.005 }, '申请金额必须为数字，且最多保留2位小数', 'input.applyAmount'],
    [{ applyAmount: 100_000.01 }, '申请金额不能超过100000万元', 'input.applyAmount'],
    [{ loanPeriod: 361 }, '借款期限须在1至360个月之间', 'input.loanPeriod'],
    [{ loanPeriod: 1.5 }, '借款期限必须为整数', 'input.loanPeriod'],
    [{ guaranteeMethods: [] }, '请选择担保方式', 'input.guaranteeMethods'],
    [{ guaranteeMethods: [6] }, '请选择担保方式', 'input.guaranteeMethods'],
    [{ repayMethod: 9 }, '请选择还款方式', 'input.repayMethod'],
    [{ loanFor: 7 }, '请选择借款用途', 'input.loanFor'],
    [{ streetName: '  ' }, '请填写所在街道', 'input.streetName'],
    [{ contactMobile: '2391234567' }, '联系人手机号格式不正确', 'input.contactMobile'],
    [{ idempotencyKey: 'short' }, '缺少或无效的提交标识（8-64位字母、数字、-或_）', 'input.idempotencyKey'],
    [{ materialPaths: ['a', 'a'] }, '申请材料不能重复', 'input.materialPaths'],
    [{ materialPaths: Array.from({ length: 21 }, (_, i) => `p${i}`) }, '申请材料最多20个', 'input.materialPaths'],
    [{ productId: '0' }, '产品ID必须是正整数', 'input.productId'],
    [{ authEndDate: Number.NaN }, '授权截止日期格式不正确', 'input.authEndDate'],
  ])('refuses %j', (change, message, argument) => {
    expect(refusal(() => productApplyBody({ ...input, ...change }))).toMatchObject({ message, argument });
  });
});

describe('needPublishBody', () => {
  const need = {
    applyAmount: 300,
    loanFor: 2,
    guaranteeMethods: [3, 4],
    loanPeriod: 24,
    interestRate: 5.85,
    expiryDate: '2026-06-30',
    idempotencyKey: 'need-key-0001',
  };

  it('leaves an empty remark out', () => {
    expect(needPublishBody({ ...need, remark: '  ' })).toEqual(need);
    expect(needPublishBody({ ...need, remark: ' 扩产 ' })).toEqual({ ...need, remark: '扩产' });
  });

  it('passes the data authorisation end date when sent, and refuses one that is not a number', () => {
    expect(needPublishBody({ ...need, authEndDate: 1_900_000_000_000 })).toEqual({
      ...need,
      authEndDate: 1_900_000_000_000,
    });
    expect(needPublishBody({ ...need, authEndDate: null })).not.toHaveProperty('authEndDate');
    expect(refusal(() => needPublishBody({ ...need, authEndDate: Number.NaN })).argument).toBe('input.authEndDate');
  });

  it('refuses a rate above 36, a malformed date and a long remark', () => {
    expect(refusal(() => needPublishBody({ ...need, interestRate: 36.01 })).message).toBe('可接受最高利率不能大于36');
    expect(refusal(() => needPublishBody({ ...need, expiryDate: '2026/06/30' })).argument).toBe('input.expiryDate');
    expect(refusal(() => needPublishBody({ ...need, remark: '长'.repeat(501) })).message).toBe(
      '需求说明不能超过500个字符',
    );
  });
});

describe('paging, ids and divisions', () => {
  it('pages 8 at a time unless asked (spec §9)', () => {
    expect(applicationPage(undefined)).toEqual({ pageNum: 1, pageSize: 8 });
    expect(applicationPage({ pageNum: 2, pageSize: 20 })).toEqual({ pageNum: 2, pageSize: 20 });
    expect(refusal(() => applicationPage({ pageSize: 51 })).message).toBe('每页条数不能大于50');
  });

  it('checks ids and division arguments', () => {
    expect(applicationIdArg('57')).toBe(57);
    expect(refusal(() => applicationIdArg('abc')).message).toBe('申请ID必须是正整数');
    expect(divisionArgs({ level: 1, parentCode: 'ignored' })).toEqual({ level: 1 });
    expect(divisionArgs({ level: 2, parentCode: ' 440106 ' })).toEqual({ level: 2, parentCode: '440106' });
    expect(refusal(() => divisionArgs({ level: 2 })).argument).toBe('parentCode');
    expect(refusal(() => divisionArgs({ level: 0 })).message).toBe('行政区划级别须为1（区）或2（街道）');
  });
});
