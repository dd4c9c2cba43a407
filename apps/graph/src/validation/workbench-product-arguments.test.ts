import { describe, expect, it } from 'vitest';
import type { OrgProductInput } from '#generated/resolvers-types.ts';
import { refusal } from './refusal.test-support.ts';
import {
  orgProductBody,
  orgProductId,
  orgProductListBody,
  preCreditGrantBody,
  preCreditImportBody,
} from './workbench-product-arguments.ts';

const product: OrgProductInput = {
  productName: ' 科技信用贷 ',
  productType: 1,
  guaranteeMethods: [4, 3],
  repayMethods: [1],
  minAmount: 10,
  maxAmount: 300,
  rateMin: null,
  summary: '  ',
};

// 91440101MA5CXD1A2 + its GB 32100 check character, as the registry fixture computes it.
const CODE = (() => {
  const alphabet = '0123456789ABCDEFGHJKLMNPQRTUWXY';
  const weights = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
  const first17 = '91440101MA5CXD1A2';
  const sum = [...first17].reduce((total, char, i) => total + alphabet.indexOf(char) * (weights[i] as number), 0);
  return `${first17}${alphabet[(31 - (sum % 31)) % 31]}`;
})();

describe('workbench product and pre-credit arguments', () => {
  it('builds the product body: trimmed, codes as arrays, empty values left out, form by default', () => {
    expect(orgProductBody(product)).toEqual({
      productName: '科技信用贷',
      productType: 1,
      guaranteeMethod: [4, 3],
      repayMethod: [1],
      minAmount: 10,
      maxAmount: 300,
      applyUrlType: 1,
    });
  });

  it.each([
    [{ productName: '  ' }, '请填写产品名称', 'input.productName'],
    [{ productName: '贷'.repeat(31) }, '产品名称不能超过30个字符', 'input.productName'],
    [{ productType: 7 }, '产品类型不能大于6', 'input.productType'],
    [{ guaranteeMethods: [] }, '请至少选择一种担保方式', 'input.guaranteeMethods'],
    [{ guaranteeMethods: [6] }, '担保方式取值无效', 'input.guaranteeMethods'],
    [{ repayMethods: [1, 1] }, '还款方式不能重复', 'input.repayMethods'],
    [{ maxAmount: 1.234 }, '最高额度（万元）必须为数字，且最多保留2位小数', 'input.maxAmount'],
    [{ minPeriod: 0 }, '最短期限（月）不能小于1', 'input.minPeriod'],
    [{ applyUrlType: 4 }, '申请方式不能大于3', 'input.applyUrlType'],
  ])('refuses %o', (change, message, argument) => {
    const error = refusal(() => orgProductBody({ ...product, ...change }));
    expect([error.message, error.argument]).toEqual([message, argument]);
  });

  it('checks ids, the list filter and the CSV text', () => {
    expect(orgProductId('12')).toBe(12);
    expect(refusal(() => orgProductId('x')).message).toBe('产品ID必须是正整数');
    expect(orgProductListBody({ onShelf: false, keyword: ' 贷 ' }, { pageSize: 20 })).toEqual({
      pageNum: 1,
      pageSize: 20,
      onShelf: false,
      keyword: '贷',
    });
    expect(preCreditImportBody('a,b', '3')).toEqual({ csv: 'a,b', productId: 3 });
    expect(refusal(() => preCreditImportBody(' ', null)).message).toBe('导入内容为空，请粘贴或上传 CSV');
    expect(refusal(() => preCreditImportBody('x'.repeat(100_001), null)).message).toBe('导入内容不能超过100000个字符');
  });

  it('checks the credit code’s check character and the grant’s shape', () => {
    expect(preCreditGrantBody({ uniformCode: CODE.toLowerCase(), amount: 100.5, validUntil: '2026-12-31' })).toEqual({
      uniformCode: CODE,
      amount: 100.5,
      validUntil: '2026-12-31',
    });
    const wrong = `${CODE.slice(0, 17)}${CODE[17] === '0' ? '1' : '0'}`;
    expect(refusal(() => preCreditGrantBody({ uniformCode: wrong, amount: 1, validUntil: '2026-12-31' })).message).toBe(
      '统一社会信用代码格式或校验位不正确',
    );
    expect(refusal(() => preCreditGrantBody({ uniformCode: CODE, amount: 0, validUntil: '2026-12-31' })).argument).toBe(
      'input.amount',
    );
    expect(refusal(() => preCreditGrantBody({ uniformCode: CODE, amount: 1, validUntil: '2026/12/31' })).message).toBe(
      '到期日期须为有效日期（YYYY-MM-DD）',
    );
  });
});
