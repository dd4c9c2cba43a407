import { describe, expect, it } from 'vitest';
import { timelineStepTitle } from './timeline-steps';

describe('timelineStepTitle', () => {
  it('names a status change by its statuses and a 补充材料 round by what happened', () => {
    const status = { fromStatus: { label: '已提交' }, toStatus: { label: '已查看' } };
    expect(timelineStepTitle({ kind: 'status', ...status })).toBe('已提交 → 已查看');
    expect(timelineStepTitle({ kind: 'status', fromStatus: null, toStatus: { label: '已提交' } })).toBe('已提交');
    expect(timelineStepTitle({ kind: 'supplement_asked', ...status })).toBe('要求补充材料');
    expect(timelineStepTitle({ kind: 'supplement_answered', ...status })).toBe('企业提交补充材料');
  });
});
