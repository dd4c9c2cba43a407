import { describe, expect, it } from 'vitest';
import { sessionTiming } from './session-timing.ts';

const limits = { sessionIdleMs: 30 * 60_000, sessionAbsoluteMs: 24 * 3_600_000 };
const now = new Date('2026-03-01T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('sessionTiming', () => {
  it('is fresh within a minute of the last use, and due for a touch from a minute on', () => {
    expect(sessionTiming({ created_at: ago(3_600_000), last_seen_at: ago(59_999) }, now, limits)).toBe('fresh');
    expect(sessionTiming({ created_at: ago(3_600_000), last_seen_at: ago(60_000) }, now, limits)).toBe('touch');
  });

  it('expires after resting the idle limit, or at the absolute limit however busy', () => {
    expect(sessionTiming({ created_at: ago(3_600_000), last_seen_at: ago(30 * 60_000) }, now, limits)).toBe('expired');
    expect(sessionTiming({ created_at: ago(24 * 3_600_000), last_seen_at: ago(0) }, now, limits)).toBe('expired');
  });

  it('reads times given as text as the driver may answer them', () => {
    const row = { created_at: ago(3_600_000).toISOString(), last_seen_at: ago(120_000).toISOString() };
    expect(sessionTiming(row, now, limits)).toBe('touch');
  });
});
