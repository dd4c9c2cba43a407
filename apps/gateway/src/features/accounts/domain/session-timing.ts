/** How long a session may rest, and live at all (the accounts' settings). */
export interface SessionLimits {
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
}

/** Refreshing last_seen_at at most once a minute keeps reads from turning into writes. */
const TOUCH_EVERY_MS = 60_000;

/**
 * Where a live session (an enterprise's or a staff member's) stands at `now`: expired (idle too long, or too old),
 * due for its last_seen_at to be refreshed (a minute or more since), or fresh.
 */
export function sessionTiming(
  session: { created_at: Date | string; last_seen_at: Date | string },
  now: Date,
  limits: SessionLimits,
): 'expired' | 'touch' | 'fresh' {
  const idle = now.getTime() - new Date(session.last_seen_at).getTime();
  const age = now.getTime() - new Date(session.created_at).getTime();
  if (idle >= limits.sessionIdleMs || age >= limits.sessionAbsoluteMs) return 'expired';
  return idle >= TOUCH_EVERY_MS ? 'touch' : 'fresh';
}
