import { describe, expect, it } from 'vitest';
import {
  amountRange,
  checkProduct,
  EMPTY_PRODUCT,
  GUARANTEE_METHODS,
  labelsOf,
  type ProductValues,
  valuesOf,
} from './product-form';

const good: ProductValues = {
  ...EMPTY_PRODUCT,
  productName: ' 科技信用贷 ',
  productType: '1',
  guaranteeMethods: [4, 3],
  repayMethods: [1],
  minAmount: '10',
  maxAmount: '300.5',
  rateMin: '3.45',
  rateMax: '6',
  minPeriod: '6',
  maxPeriod: '36',
};

describe('产品管理 form checks', () => {
  it('turns right values into the mutation input (trimmed, codes sorted, empty numbers null)', () => {
    const checked = checkProduct({ ...good, rateMin: '', rateMax: '' });
    expect(checked).toEqual({
      ok: true,
      input: expect.objectContaining({
        productName: '科技信用贷',
        productType: 1,
        guaranteeMethods: [3, 4],
        minAmount: 10,
        maxAmount: 300.5,
        rateMin: null,
        rateMax: null,
        applyUrlType: 1,
        applyRedirectUrl: null,
      }),
    });
  });

  it.each([
    [{ productName: '' }, 'productName', '请填写产品名称'],
    [{ productName: '贷' }, 'productName', '产品名称须为2-30个字符'],
    [{ productName: '<b>贷</b>' }, 'productName', '产品名称含有不允许的字符'],
    [{ guaranteeMethods: [] }, 'guaranteeMethods', '请至少选择一种担保方式'],
    [{ repayMethods: [] }, 'repayMethods', '请至少选择一种还款方式'],
    [{ minAmount: '500' }, 'minAmount', '最低额度不能大于最高额度'],
    [{ maxAmount: '1.234' }, 'maxAmount', '最高额度须为数字，最多保留2位小数'],
    [{ maxAmount: '100001' }, 'maxAmount', '最高额度不能大于100000'],
    [{ rateMax: '40' }, 'rateMax', '最高年利率不能大于36'],
    [{ rateMin: '7' }, 'rateMin', '最低年利率不能大于最高年利率'],
    [{ minPeriod: '0' }, 'minPeriod', '最短期限不能小于1'],
    [{ minPeriod: '48' }, 'minPeriod', '最短期限不能大于最长期限'],
    [{ maxPeriod: '1.5' }, 'maxPeriod', '最长期限须为整数'],
    [{ summary: '好'.repeat(101) }, 'summary', '产品简介不能超过100个字符'],
    [
      { applyUrlType: '3', applyRedirectUrl: '' },
      'applyRedirectUrl',
      '机构申请链接须为 http:// 或 https:// 开头的有效网址',
    ],
    [
      { applyUrlType: '3', applyRedirectUrl: 'javascript:alert(1)' },
      'applyRedirectUrl',
      '机构申请链接须为 http:// 或 https:// 开头的有效网址',
    ],
  ])('refuses %o at %s', (change, field, message) => {
    const checked = checkProduct({ ...good, ...change });
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.errors[field as keyof ProductValues]).toBe(message);
  });

  it('keeps the link of an institution channel and drops it for the form', () => {
    const channel = checkProduct({ ...good, applyUrlType: '3', applyRedirectUrl: 'https://bank.example.cn/a' });
    expect(channel.ok && channel.input.applyRedirectUrl).toBe('https://bank.example.cn/a');
    const form = checkProduct({ ...good, applyUrlType: '1', applyRedirectUrl: 'https://bank.example.cn/a' });
    expect(form.ok && form.input.applyRedirectUrl).toBeNull();
  });

  it('fills the edit form from a record and labels codes and ranges', () => {
    const values = valuesOf({
      productName: '粤秀税信贷',
      productType: 1,
      guaranteeMethods: [4],
      repayMethods: [1, 3],
      minAmount: null,
      maxAmount: 300,
      rateMin: 3.5,
      rateMax: null,
      minPeriod: 1,
      maxPeriod: 12,
      summary: '',
      introduction: '',
      conditions: '',
      materials: '',
      applyUrlType: 2,
      applyRedirectUrl: 'data:image/png;base64,AAAA',
    });
    expect(values).toMatchObject({
      minAmount: '',
      maxAmount: '300',
      rateMin: '3.5',
      applyUrlType: '1',
      applyRedirectUrl: '',
    });
    expect(labelsOf(GUARANTEE_METHODS, [4, 3])).toBe('信用、保证');
    expect(amountRange(10, 300)).toBe('10.00-300.00万元');
    expect(amountRange(100, null)).toBe('100.00万元起');
    expect(amountRange(1000, 1234.5)).toBe('1,000.00-1,234.50万元');
    expect(amountRange(null, 300)).toBe('最高300.00万元');
    expect(amountRange(null, null)).toBe('面议');
  });
});
