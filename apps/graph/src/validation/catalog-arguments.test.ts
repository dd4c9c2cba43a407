import { describe, expect, it } from 'vitest';
import { InvalidArgumentError } from '#errors/invalid-argument-error.ts';
import { institutionListParams, productListParams, topProductsParams } from './catalog-arguments.ts';

describe('productListParams', () => {
  it('turns the GraphQL filter into the gateway body, leaving absent filters out', () => {
    expect(productListParams({})).toEqual({ pageNum: 1, pageSize: 10 });
    expect(
      productListParams({
        filter: {
          guaranteeMethod: 4,
          productType: 1,
          institutionId: '3',
          minAmount: 10,
          maxAmount: 300.5,
          term: 12,
          keyword: ' 科创 ',
        },
        page: { pageNum: 2, pageSize: 20 },
      }),
    ).toEqual({
      pageNum: 2,
      pageSize: 20,
      guaranteeMethod: 4,
      productType: 1,
      orgId: 3,
      minAmount: 10,
      maxAmount: 300.5,
      loanPeriod: 12,
      keyword: '科创',
    });
  });

  it('refuses a lower amount above the upper one', () => {
    expect(() => productListParams({ filter: { minAmount: 500, maxAmount: 100 } })).toThrow(
      new InvalidArgumentError('最低金额不能大于最高金额', 'filter.minAmount'),
    );
  });

  it('refuses unknown codes, bad ids, long keywords and bad terms', () => {
    expect(() => productListParams({ filter: { guaranteeMethod: 9 } })).toThrow('担保方式不正确');
    expect(() => productListParams({ filter: { productType: 7 } })).toThrow('产品类型不正确');
    expect(() => productListParams({ filter: { institutionId: 'x' } })).toThrow('机构编号必须是正整数');
    expect(() => productListParams({ filter: { keyword: 'a'.repeat(51) } })).toThrow('关键词不能超过50个字符');
    expect(() => productListParams({ filter: { keyword: '科创\u0000' } })).toThrow('关键词含有不允许的字符');
    expect(() => productListParams({ filter: { term: 0 } })).toThrow('贷款期限不能小于1');
  });
});

describe('topProductsParams', () => {
  it('defaults the size to 6 and checks its range and the name', () => {
    expect(topProductsParams({})).toEqual({ size: 6 });
    expect(topProductsParams({ size: 3, guaranteeMethod: 1, productName: '贷' })).toEqual({
      size: 3,
      guaranteeMethod: 1,
      productName: '贷',
    });
    expect(() => topProductsParams({ size: 51 })).toThrow('数量不能大于50');
    expect(() => topProductsParams({ productName: '贷'.repeat(51) })).toThrow('产品名称不能超过50个字符');
    expect(() => topProductsParams({ productName: '贷\u0000' })).toThrow('产品名称含有不允许的字符');
  });
});

describe('institutionListParams', () => {
  it('maps the institution type and keyword', () => {
    expect(institutionListParams({ filter: { institutionType: 99, keyword: '银行' }, page: { pageSize: 5 } })).toEqual({
      pageNum: 1,
      pageSize: 5,
      orgType: 99,
      keyword: '银行',
    });
    expect(() => institutionListParams({ filter: { institutionType: 11 } })).toThrow('机构类型不正确');
  });
});
