import { describe, expect, it } from 'vitest';
import { beijingDay, beijingDayTime, beijingEpochOf, beijingMidnight, beijingTimeOfDayMs } from './beijing-time.ts';

describe('Beijing time', () => {
  it('dates an instant by the Beijing calendar: 16:00 UTC is already the next day', () => {
    expect(beijingDay(new Date('2026-11-27T15:59:59Z'))).toBe('2026-11-27');
    expect(beijingDay(Date.parse('2026-11-27T16:00:00Z'))).toBe('2026-11-28');
  });

  it('starts a day at Beijing midnight, 16:00 UTC the day before', () => {
    expect(beijingMidnight('2026-11-28').toISOString()).toBe('2026-11-27T16:00:00.000Z');
    expect(beijingDay(beijingMidnight('2026-11-28'))).toBe('2026-11-28');
  });

  it('writes an instant as a Beijing date and time, to the minute or to the second', () => {
    const at = new Date('2026-11-27T16:30:05.900Z');
    expect(beijingDayTime(at)).toBe('2026-11-28 00:30');
    expect(beijingDayTime(at, { seconds: true })).toBe('2026-11-28 00:30:05');
  });

  it('splits an instant into a Beijing day and time of day, and joins them again', () => {
    const at = Date.parse('2026-11-28T09:15:00+08:00');
    const timeOfDay = beijingTimeOfDayMs(at);
    expect(timeOfDay).toBe((9 * 60 + 15) * 60_000);
    expect(beijingEpochOf(beijingDay(at), timeOfDay)).toBe(at);
    expect(beijingEpochOf('28/11/2026', 0)).toBeNull();
  });
});
