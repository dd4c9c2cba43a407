import { describe, expect, it } from 'vitest';
import {
  cancellationReasons,
  guaranteeMethods,
  institutionTypes,
  loanPurposes,
  loanTypes,
  lookupsForGraphQL,
  productTypes,
  recommendedInstitutionTypes,
  repayMethods,
} from './lists.ts';
import { isKnownCode, lookupOrUnknown, lookupsFromCodes } from './lookup.ts';

const pairs = (list: readonly { code: number; label: string }[]) => list.map(({ code, label }) => [code, label]);

describe('lookup lists (spec §3)', () => {
  it('holds each list with its Chinese labels', () => {
    expect(pairs(guaranteeMethods)).toEqual([
      [1, '抵押'],
      [2, '质押'],
      [3, '保证'],
      [4, '信用'],
      [5, '其他'],
    ]);
    expect(pairs(loanTypes)).toEqual([
      [4, '信用'],
      [3, '保证'],
      [1, '抵押'],
      [2, '质押'],
    ]);
    expect(pairs(institutionTypes)).toEqual([
      [1, '银行'],
      [2, '担保公司'],
      [3, '保险公司'],
      [4, '小额贷款公司'],
      [5, '融资租赁公司'],
      [6, '商业保理公司'],
      [7, '创业投资机构'],
      [8, '消费金融公司'],
      [9, '资产管理公司'],
      [10, '信托公司'],
      [99, '其他'],
    ]);
    expect(recommendedInstitutionTypes.map((entry) => entry.code)).toEqual([1, 2, 4, 5, 6, 10]);
    expect(pairs(productTypes)).toEqual([
      [1, '银行'],
      [2, '担保'],
      [3, '小贷'],
      [4, '融资租赁'],
      [5, '保理'],
      [6, '信托'],
    ]);
    expect(pairs(repayMethods)).toEqual([
      [1, '等额本息'],
      [2, '等额本金'],
      [3, '先息后本'],
      [4, '一次性还本付息'],
      [5, '其他'],
      [6, '随借随还'],
      [7, '按协议约定'],
      [8, '分期还款'],
    ]);
    expect(pairs(loanPurposes)).toEqual([
      [1, '日常经营'],
      [2, '扩大经营'],
      [3, '购买设备'],
      [4, '流动资金周转'],
      [5, '个人消费'],
      [6, '其他'],
    ]);
    expect(pairs(cancellationReasons)).toEqual([
      [1, '资质不符'],
      [2, '资料不全'],
      [3, '客户取消'],
      [4, '其他'],
    ]);
  });

  it('gives GraphQL copies that cannot change the shared lists', () => {
    const copy = lookupsForGraphQL();
    copy.guaranteeMethods.pop();
    expect(guaranteeMethods).toHaveLength(5);
    expect(lookupsForGraphQL().guaranteeMethods).toHaveLength(5);
  });
});

describe('lookupsFromCodes', () => {
  it('labels comma-separated codes in their order', () => {
    expect(lookupsFromCodes(guaranteeMethods, '4,3')).toEqual([
      { code: 4, label: '信用' },
      { code: 3, label: '保证' },
    ]);
  });

  it('skips unknown, malformed and repeated codes instead of failing', () => {
    expect(lookupsFromCodes(repayMethods, '1, 42,abc,,1,6')).toEqual([
      { code: 1, label: '等额本息' },
      { code: 6, label: '随借随还' },
    ]);
  });

  it('answers an empty list for empty or missing codes', () => {
    expect(lookupsFromCodes(guaranteeMethods, '')).toEqual([]);
    expect(lookupsFromCodes(guaranteeMethods, null)).toEqual([]);
  });
});

describe('lookupOrUnknown', () => {
  it('labels a known code and keeps an unknown one as 未知', () => {
    expect(lookupOrUnknown(productTypes, 3)).toEqual({ code: 3, label: '小贷' });
    expect(lookupOrUnknown(productTypes, 7)).toEqual({ code: 7, label: '未知' });
  });
});

describe('isKnownCode', () => {
  it('tells codes of a list from others', () => {
    expect(isKnownCode(institutionTypes, 99)).toBe(true);
    expect(isKnownCode(institutionTypes, 11)).toBe(false);
  });
});
