import { describe, expect, it } from 'vitest';
import { refusal } from './refusal.test-support.ts';
import {
  futuresSignUpArgs,
  industryArgs,
  previewSize,
  productClassArgs,
  relatedArgs,
  zoneArgs,
} from './zone-arguments.ts';

describe('zone arguments', () => {
  it('takes zone keys and industry codes of the gateway pattern, with default paging', () => {
    expect(zoneArgs({ key: ' biomedicine ' })).toEqual({ key: 'biomedicine', page: { pageNum: 1, pageSize: 10 } });
    expect(industryArgs({ code: 'foreign-trade', page: { pageNum: 2, pageSize: 5 } })).toEqual({
      code: 'foreign-trade',
      page: { pageNum: 2, pageSize: 5 },
    });
    for (const key of ['Bio', 'a', '生物医药', '../x', 'x'.repeat(40)]) {
      expect(refusal(() => zoneArgs({ key })).message, key).toBe('专区标识格式不正确');
    }
    expect(refusal(() => industryArgs({ code: 'Mining' })).message).toBe('行业格式不正确');
    expect(refusal(() => zoneArgs({ key: 'green', page: { pageSize: 51 } })).message).toBe('每页条数不能大于50');
  });

  it('checks the preview size, the class id and its guarantee methods', () => {
    expect(previewSize(undefined)).toBe(3);
    expect(previewSize(0)).toBe(0);
    expect(refusal(() => previewSize(11)).message).toBe('每类展示数量不能大于10');
    expect(productClassArgs({ id: '7', guaranteeMethods: [4, 1, 4] })).toEqual({
      id: 7,
      guaranteeMethod: '4,1',
      pageNum: 1,
      pageSize: 10,
    });
    expect(productClassArgs({ id: '7', guaranteeMethods: [] }).guaranteeMethod).toBeUndefined();
    expect(refusal(() => productClassArgs({ id: 'x' })).message).toBe('产品类别编号必须是正整数');
    expect(refusal(() => productClassArgs({ id: '1', guaranteeMethods: [9] })).argument).toBe('guaranteeMethods.0');
  });

  it('checks related-product ids and size', () => {
    expect(relatedArgs({ productIds: ['3', '3', '5'] })).toEqual({ ids: [3, 5], size: 4 });
    expect(refusal(() => relatedArgs({ productIds: ['0'] })).argument).toBe('productIds.0');
    expect(refusal(() => relatedArgs({ productIds: [], size: 21 })).message).toBe('数量不能大于20');
    const many = Array.from({ length: 51 }, (_, index) => String(index + 1));
    expect(refusal(() => relatedArgs({ productIds: many })).message).toBe('产品编号最多50个');
  });

  it('checks the futures sign-up with the gateway texts (spec §5 for the mobile)', () => {
    expect(futuresSignUpArgs({ name: ' 陈晓明 ', mobile: '139 1234,0001' })).toEqual({
      name: '陈晓明',
      mobile: '13912340001',
    });
    expect(refusal(() => futuresSignUpArgs({ name: ' ', mobile: '13912340001' })).message).toBe('请输入姓名');
    expect(refusal(() => futuresSignUpArgs({ name: '陈', mobile: '13912340001' })).message).toBe(
      '请输入正确的姓名（2-20个字）',
    );
    expect(refusal(() => futuresSignUpArgs({ name: '陈晓明', mobile: '' })).message).toBe('请输入手机号');
    expect(refusal(() => futuresSignUpArgs({ name: '陈晓明', mobile: '12345' })).message).toBe('请输入正确的手机号');
  });
});
