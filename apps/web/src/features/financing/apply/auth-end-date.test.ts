import { describe, expect, it } from 'vitest';
import { AUTH_DEFAULT_MS, AUTH_EARLIEST_MS, authEndBounds, authEndDateFor, dayOf } from './auth-end-date';

const NOW = Date.parse('2026-11-24T10:30:00+08:00');

describe('authorisation end date (spec §5, §9)', () => {
  it('defaults to about 5 years ahead and starts about 1 year ahead', () => {
    const bounds = authEndBounds(NOW);
    expect(bounds.initial).toBe(dayOf(NOW + 157_680_000_000));
    expect(bounds.max).toBe(bounds.initial);
    expect(bounds.min).toBe(dayOf(NOW + 31_536_000_000));
  });

  it('sends the default exactly when the day is left as it was', () => {
    expect(authEndDateFor(authEndBounds(NOW).initial, NOW)).toBe(NOW + AUTH_DEFAULT_MS);
  });

  it('never sends earlier than one year ahead, even for the first day picked a while ago', () => {
    const { min } = authEndBounds(NOW);
    const later = NOW + 60_000;
    expect(authEndDateFor(min, later)).toBe(later + AUTH_EARLIEST_MS);
    expect(authEndDateFor('2026-12-01', NOW)).toBe(NOW + AUTH_EARLIEST_MS);
  });

  it('keeps a day in between at the current time of day', () => {
    const sent = authEndDateFor('2029-06-15', NOW);
    expect(dayOf(sent)).toBe('2029-06-15');
    expect(sent).toBe(Date.parse('2029-06-15T10:30:00+08:00'));
  });

  it('picks Beijing days, even just after Beijing midnight while the browser is still on yesterday', () => {
    const justAfterMidnight = Date.parse('2026-11-27T00:10:00+08:00');
    expect(dayOf(justAfterMidnight)).toBe('2026-11-27');
    const sent = authEndDateFor('2030-01-10', justAfterMidnight);
    expect(sent).toBe(Date.parse('2030-01-10T00:10:00+08:00'));
  });
});
