import { describe, expect, it } from 'vitest';
import {
  declineStatusOf,
  defaultDeclineReason,
  isPastReplyBy,
  replyByIssue,
  supplementState,
} from './supplement-rules.ts';

describe('补充材料 rules', () => {
  it('declines from viewed as not accepted and from accepted as credit refused, nothing else', () => {
    expect(declineStatusOf(11)).toBe(5);
    expect(declineStatusOf(4)).toBe(7);
    expect(declineStatusOf(6)).toBeNull();
  });

  it('a round is open while the application waits at 11 or 4, closed when it ended unanswered', () => {
    expect(supplementState(false, 11)).toBe('open');
    expect(supplementState(false, 7)).toBe('closed');
    expect(supplementState(true, 7)).toBe('answered');
  });

  it('is past its date only the day after the reply-by date, and only while open', () => {
    expect(isPastReplyBy('open', '2026-11-27', '2026-11-27')).toBe(false);
    expect(isPastReplyBy('open', '2026-11-26', '2026-11-27')).toBe(true);
    expect(isPastReplyBy('answered', '2026-11-26', '2026-11-27')).toBe(false);
  });

  it('takes a reply-by date from today up to 90 days ahead', () => {
    expect(replyByIssue('2026-11-26', '2026-11-27')).toBe('past');
    expect(replyByIssue('2026-11-27', '2026-11-27')).toBeNull();
    expect(replyByIssue('2027-02-25', '2026-11-27')).toBeNull();
    expect(replyByIssue('2027-02-26', '2026-11-27')).toBe('tooLate');
  });

  it('keeps the default failure note within 500 characters', () => {
    expect(defaultDeclineReason('营业执照', '2026-11-30')).toBe('企业未在2026-11-30前提交补充材料：营业执照');
    expect(defaultDeclineReason('材'.repeat(500), '2026-11-30')).toHaveLength(500);
  });
});
