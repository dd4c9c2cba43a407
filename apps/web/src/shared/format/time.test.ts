import { describe, expect, it } from 'vitest';
import { beijingDate, beijingDateTime, beijingDay, beijingEpochOf, beijingTimeOfDayMs } from './time';

describe('Beijing time', () => {
  it('names the Beijing day of a moment whatever the zone it was written in', () => {
    expect(beijingDate('2026-11-26T16:30:00Z')).toBe('2026-11-27');
    expect(beijingDate('2026-11-26T15:59:59Z')).toBe('2026-11-26');
    expect(beijingDate('2026-11-26T08:30:00-08:00')).toBe('2026-11-27');
    expect(beijingDate('soon')).toBeNull();
  });

  it('writes date and time to the minute, or the second when asked', () => {
    expect(beijingDateTime('2026-11-26T16:05:09Z')).toBe('2026-11-27 00:05');
    expect(beijingDateTime('2026-11-26T16:05:09Z', { seconds: true })).toBe('2026-11-27 00:05:09');
    expect(beijingDateTime('')).toBeNull();
  });

  it('turns a Beijing day and time of day back into the moment', () => {
    const now = Date.parse('2026-11-26T16:05:00Z');
    expect(beijingDay(now)).toBe('2026-11-27');
    expect(beijingTimeOfDayMs(now)).toBe(5 * 60_000);
    expect(beijingEpochOf('2031-11-27', beijingTimeOfDayMs(now))).toBe(Date.parse('2031-11-26T16:05:00Z'));
    expect(beijingEpochOf('27/11/2031', 0)).toBeNull();
  });
});
