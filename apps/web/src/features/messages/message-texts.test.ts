import { describe, expect, it } from 'vitest';
import { badgeText, formatMessageTime } from './message-texts';

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
