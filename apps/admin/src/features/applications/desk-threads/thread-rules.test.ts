import { describe, expect, it } from 'vitest';
import { seesThreads, threadBodyProblem } from './thread-rules';

describe('thread rules', () => {
  it('refuses an empty message and one over 1000 characters', () => {
    expect(threadBodyProblem(' ')).toBe('请填写留言内容');
    expect(threadBodyProblem('长'.repeat(1001))).toBe('留言不能超过1000个字符');
    expect(threadBodyProblem('请补充银行流水')).toBeNull();
  });

  it('shows threads to the institution’s staff only', () => {
    expect(seesThreads('org_staff')).toBe(true);
    expect(seesThreads('org_admin')).toBe(true);
    expect(seesThreads('operator')).toBe(false);
    expect(seesThreads('gov_viewer')).toBe(false);
  });
});
