import { describe, expect, it } from 'vitest';
import { isValidExpiryDate } from './expiry-date.ts';

describe('need expiry date', () => {
  const now = new Date('2026-03-01T17:00:00Z'); // 2026-03-02 01:00 in Beijing

  it('counts today by the Beijing calendar: 2026-03-02 is today there, 2026-03-03 the first day after', () => {
    expect(isValidExpiryDate('2026-03-02', now)).toBe(false);
    expect(isValidExpiryDate('2026-03-03', now)).toBe(true);
  });

  it('accepts a real date after today, within a year', () => {
    expect(isValidExpiryDate('2026-03-03', now)).toBe(true);
    expect(isValidExpiryDate('2027-03-02', now)).toBe(true);
  });

  it('refuses today, the past, beyond a year and dates that do not exist', () => {
    for (const value of ['2026-03-02', '2026-03-01', '2027-03-03', '2026-02-30', '2026-13-01']) {
      expect(isValidExpiryDate(value, now)).toBe(false);
    }
  });
});
