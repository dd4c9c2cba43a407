import { describe, expect, it } from 'vitest';
import { beijingDate, beijingDateTime, beijingMidnight } from './beijing-time.ts';

describe('Beijing time', () => {
  it('dates an instant by the Beijing calendar: 16:00 UTC is already the next day', () => {
    expect(beijingDate(new Date('2026-11-27T15:59:59Z'))).toBe('2026-11-27');
    expect(beijingDate(new Date('2026-11-27T16:00:00Z'))).toBe('2026-11-28');
  });

  it('starts a date at Beijing midnight, 16:00 UTC the day before', () => {
    expect(beijingMidnight('2026-11-28').toISOString()).toBe('2026-11-27T16:00:00.000Z');
    expect(beijingDate(beijingMidnight('2026-11-28'))).toBe('2026-11-28');
  });

  it('writes an instant as a Beijing date and time to the second', () => {
    expect(beijingDateTime(new Date('2026-11-27T16:30:05.900Z'))).toBe('2026-11-28 00:30:05');
  });
});
