import { type RawBuilder, sql } from 'kysely';

/**
 * 补充材料 pauses the response-time clock (issue 20, slice supplement): from an institution's request to the
 * enterprise's answer the decide clock stands still. The pause moves the clock's start later by its length in calendar
 * time: the closed pauses' seconds, and the open one's up to `until`, of the row `alias` (a loan_application's
 * columns sla_paused_seconds and sla_paused_since).
 */
export function pausedSecondsOf(until: RawBuilder<unknown>, alias = 'a'): RawBuilder<number> {
  const seconds = sql.ref(`${alias}.sla_paused_seconds`);
  const since = sql.ref(`${alias}.sla_paused_since`);
  return sql<number>`(${seconds} + CASE WHEN ${since} IS NULL THEN 0
    ELSE greatest(0, extract(epoch FROM ${until} - ${since})) END)`;
}

/** The decide clock's start of `a` at `now`: the start (submission, or a need's claim) moved later by the pauses. */
export function decideClockStart(now: Date): RawBuilder<Date> {
  const paused = pausedSecondsOf(sql`${now}::timestamptz`);
  return sql<Date>`(coalesce(a.claimed_at, a.created_at) + ${paused} * interval '1 second')`;
}
