import { LOAN_STATUSES } from '@sme/contract/loan-status';
import { describe, expect, it } from 'vitest';
import { loanStatusInfo } from './loan-statuses.ts';

describe('loanStatusInfo', () => {
  it('labels every status of spec §4 with its step and styles', () => {
    expect([...LOAN_STATUSES].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect([1, 2, 3, 11, 4, 5, 6, 7, 8, 9, 10].map((code) => loanStatusInfo(code))).toEqual([
      { code: 1, label: '已提交', step: 1, failure: false, errorStyle: false },
      { code: 2, label: '平台审核通过', step: 2, failure: false, errorStyle: false },
      { code: 3, label: '平台审核未通过', step: 2, failure: true, errorStyle: true },
      { code: 11, label: '机构已查看', step: 3, failure: false, errorStyle: false },
      { code: 4, label: '机构已受理', step: 4, failure: false, errorStyle: false },
      { code: 5, label: '受理失败', step: 4, failure: true, errorStyle: true },
      { code: 6, label: '已授信', step: 5, failure: false, errorStyle: false },
      { code: 7, label: '授信失败', step: 5, failure: true, errorStyle: true },
      { code: 8, label: '已放款', step: 6, failure: false, errorStyle: false },
      { code: 9, label: '放款失败', step: 6, failure: true, errorStyle: true },
      { code: 10, label: '已撤回', step: 1, failure: false, errorStyle: true },
    ]);
  });

  it('keeps an unknown code with a neutral label', () => {
    expect(loanStatusInfo(12)).toMatchObject({ code: 12, label: '未知状态' });
  });
});
