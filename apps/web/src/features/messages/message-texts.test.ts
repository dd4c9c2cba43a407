import { describe, expect, it } from 'vitest';
import { badgeText, formatMessageTime, threadLinkOf, threadTitleOf } from './message-texts';

describe('message texts', () => {
  it('shows the unread count, 99+ above 99, nothing at zero', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(undefined)).toBeNull();
    expect(badgeText(3)).toBe('3');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });

  it('formats a time to the minute and refuses junk', () => {
    expect(formatMessageTime('junk')).toBe('—');
    expect(formatMessageTime('2026-03-02T06:05:00Z')).toBe('2026-03-02 14:05');
  });
});

describe('unread threads', () => {
  it('link to the progress view of an application or a need, named by its product', () => {
    expect(threadLinkOf({ applicationId: '42', source: 1 })).toBe('/account/2?id=42');
    expect(threadLinkOf({ applicationId: '7', source: 2 })).toBe('/account/3?id=7');
    expect(threadTitleOf({ productName: '助企贷', source: 1 })).toBe('「助企贷」申请的留言');
    expect(threadTitleOf({ productName: null, source: 2 })).toBe('融资需求的留言');
  });
});
