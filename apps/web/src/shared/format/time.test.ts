import { describe, expect, it } from 'vitest';
import { beijingDate, beijingDateTime } from './time';

// The day, time-of-day and back are the contract's, tested there (packages/contract/src/beijing-time.test.ts).
describe("Beijing time of the graph's ISO texts", () => {
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
});
