import { describe, expect, it } from 'vitest';
import { eventName, kindName, mayReview, returnReasonProblem, STATUS_OPTIONS } from './subsidy-review-rules';

describe('subsidy review rules (workbench)', () => {
  it('filters by the three statuses, named in Chinese', () => {
    expect(STATUS_OPTIONS).toEqual([
      { value: 'submitted', label: '待审核' },
      { value: 'approved', label: '已通过' },
      { value: 'returned', label: '已退回' },
    ]);
    expect([kindName('interest'), kindName('risk')]).toEqual(['贴息', '风险补偿']);
    expect(['submitted', 'resubmitted', 'approved', 'returned'].map(eventName)).toEqual([
      '企业提交',
      '企业重新提交',
      '审核通过',
      '退回企业',
    ]);
  });

  it('lets only the government reviewer decide, and only a claim waiting for review', () => {
    expect(mayReview('gov_reviewer', 'submitted')).toBe(true);
    expect(mayReview('gov_reviewer', 'returned')).toBe(false);
    expect(mayReview('gov_reviewer', 'approved')).toBe(false);
    for (const role of ['gov_viewer', 'operator', 'org_admin']) expect(mayReview(role, 'submitted')).toBe(false);
  });

  it('needs a return reason of 1-200 characters after trimming', () => {
    expect(returnReasonProblem('  ')).toBe('请填写退回原因');
    expect(returnReasonProblem('请补充盖章页')).toBeNull();
    expect(returnReasonProblem(`${'字'.repeat(200)}  `)).toBeNull();
    expect(returnReasonProblem('字'.repeat(201))).toBe('退回原因不能超过200个字符');
  });
});
