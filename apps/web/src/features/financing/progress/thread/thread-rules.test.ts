import { describe, expect, it } from 'vitest';
import { hasThread, threadBodyProblem } from './thread-rules';

describe('threadBodyProblem', () => {
  it('refuses an empty message and one over 1000 characters, as the gateway does', () => {
    expect(threadBodyProblem('  \n ')).toBe('请填写留言内容');
    expect(threadBodyProblem('长'.repeat(1001))).toBe('留言不能超过1000个字符');
    expect(threadBodyProblem(` ${'长'.repeat(1000)} `)).toBeNull();
  });
});

describe('hasThread', () => {
  it('has a thread once an institution handles the application', () => {
    expect(hasThread('3')).toBe(true);
    expect(hasThread(null)).toBe(false);
  });
});
