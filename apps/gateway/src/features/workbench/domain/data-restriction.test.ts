import { describe, expect, it } from 'vitest';
import { restrictionOf, summaryOnly } from './data-restriction.ts';

describe('what an institution sees without the company data', () => {
  it('restricts a withdrawn application, and any without an authorisation in force', () => {
    expect(restrictionOf(10, true)).toBe('withdrawn');
    expect(restrictionOf(10, false)).toBe('withdrawn');
    expect(restrictionOf(4, false)).toBe('authorisation_ended');
    expect(restrictionOf(4, true)).toBeNull();
  });

  it('keeps the summary fields and empties the company, contact and terms', () => {
    const record = {
      id: 7,
      productName: '科技贷',
      applyAmount: 100,
      loanStatus: 10,
      createTime: '2026-03-01T00:00:00.000Z',
      entId: 3,
      entName: '示例公司',
      contactName: '李四',
      contactMobile: '13912345678',
      districtName: '天河区',
      remark: '扩大生产线',
      guaranteeMethod: '1,4',
      managerName: '张经理',
    };
    expect(summaryOnly(record)).toEqual({
      id: 7,
      productName: '科技贷',
      applyAmount: 100,
      loanStatus: 10,
      createTime: '2026-03-01T00:00:00.000Z',
      entId: null,
      entName: null,
      contactName: null,
      contactMobile: null,
      districtName: null,
      remark: null,
      guaranteeMethod: '',
      managerName: null,
    });
  });
});
