import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB } from '#db/schema.ts';
import { pausedSecondsOf } from './sla-pause-supplement.ts';

export interface SlaQuery {
  /** One institution, or null for every institution. */
  orgId: number | null;
  /** Applications started (submitted, or claimed for a need) at or after this instant. */
  since: Date;
  now: Date;
  viewTargetDays: number;
  decideTargetDays: number;
}

/** One step's figures for one institution (hours; null when no application reached the step). */
export interface StepFigures {
  reached: number;
  medianHours: number | null;
  p90Hours: number | null;
  /** Reached within the target, and due (reached, or waiting past the target): the share's parts. */
  withinTarget: number;
  due: number;
}

/** The response-time aggregates of a group of timed applications (responseAggregates). */
export interface ResponseAggregateRow {
  view_reached: string;
  view_median: number | null;
  view_p90: number | null;
  view_within: string;
  view_due: string;
  accept_reached: string;
  accept_median: number | null;
  accept_p90: number | null;
  decide_reached: string;
  decide_median: number | null;
  decide_p90: number | null;
  decide_within: string;
  decide_due: string;
}

export interface SlaRow extends ResponseAggregateRow {
  org_id: number;
  org_name: string;
  applications: string;
}

/** What the timed applications are computed over: which applications, the calendar's first day, now, the targets. */
export interface TimedApplications {
  /** Conditions on `a` (loan_application) and `p` (its loan_product, left joined), ANDed to "has an institution". */
  where: RawBuilder<unknown>;
  /** The calendar starts the day before this instant (the earliest start counted); it may read `base b`. */
  calendarFrom: RawBuilder<unknown>;
  now: Date;
  viewTargetDays: number;
  decideTargetDays: number;
}

/**
 * The CTEs `base`, `cal`, `first_day`, `due`, `paused` and `timed` (without WITH): each application with an
 * institution, its start (submission, or the claim of a need), the first 'viewed' (11), acceptance decision (4/5) and
 * credit decision (6/7) of its timeline (kept on its row by a trigger, migration 0040), and the deadlines of the view
 * and decide targets in working days (Monday to Friday, Beijing calendar: a small calendar numbers the working days,
 * and each calendar day's deadlines are looked up once, so that a deadline is one join). `timed` also carries the grouping columns the dashboard uses: created_at, district_name,
 * product_type. Shared by /loan/org/sla and the government dashboard. The decide step is timed from `decide_start`,
 * the start moved later by the 补充材料 pauses (sla-pause-supplement.ts).
 */
export function timedApplications(input: TimedApplications): RawBuilder<unknown> {
  return sql`
    base AS (
      SELECT a.id, a.org_id, a.created_at, a.district_name, p.product_type,
             coalesce(a.claimed_at, a.created_at) AS start,
             a.sla_paused_seconds, a.sla_paused_since,
             ((coalesce(a.claimed_at, a.created_at) AT TIME ZONE 'UTC') + interval '8 hours')::date AS start_day,
             a.viewed_at, a.accept_decided_at AS accepted_at, a.credit_decided_at AS decided_at
      FROM loan_application a
      LEFT JOIN loan_product p ON p.id = a.product_id
      WHERE a.org_id IS NOT NULL AND ${input.where}
    ),
    cal AS (
      SELECT d::date AS day,
             sum(CASE WHEN extract(isodow FROM d) < 6 THEN 1 ELSE 0 END) OVER (ORDER BY d) AS wd
      FROM generate_series(
        ((${input.calendarFrom}::timestamptz AT TIME ZONE 'UTC') + interval '8 hours')::date - 1,
        ((${input.now}::timestamptz AT TIME ZONE 'UTC') + interval '8 hours')::date + 60,
        interval '1 day') AS d
    ),
    first_day AS (SELECT wd, min(day) AS day FROM cal GROUP BY wd),
    due AS (
      SELECT c.day, v.day AS view_day, d.day AS decide_day
      FROM cal c
      LEFT JOIN first_day v ON v.wd = c.wd + ${input.viewTargetDays}
      LEFT JOIN first_day d ON d.wd = c.wd + ${input.decideTargetDays}
    ),
    paused AS (
      SELECT b.*, ${pausedSecondsOf(sql`coalesce(b.decided_at, ${input.now}::timestamptz)`, 'b')} * interval '1 second' AS pause
      FROM base b
    ),
    timed AS (
      SELECT b.*,
             b.start + b.pause AS decide_start,
             b.start + (c.view_day - b.start_day) * interval '1 day' AS view_deadline,
             b.start + b.pause + (c.decide_day - b.start_day) * interval '1 day' AS decide_deadline
      FROM paused b JOIN due c ON c.day = b.start_day
    )`;
}

/** The response-time aggregates over `timed t` rows (median, p90, within target, due), for any grouping. */
export function responseAggregates(now: Date): RawBuilder<unknown> {
  return sql`
      count(t.viewed_at) AS view_reached,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM t.viewed_at - t.start)) / 3600 AS view_median,
      percentile_cont(0.9) WITHIN GROUP (ORDER BY extract(epoch FROM t.viewed_at - t.start)) / 3600 AS view_p90,
      count(*) FILTER (WHERE t.viewed_at <= t.view_deadline) AS view_within,
      count(*) FILTER (WHERE t.viewed_at IS NOT NULL OR t.view_deadline < ${now}) AS view_due,
      count(t.accepted_at) AS accept_reached,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM t.accepted_at - t.start)) / 3600 AS accept_median,
      percentile_cont(0.9) WITHIN GROUP (ORDER BY extract(epoch FROM t.accepted_at - t.start)) / 3600 AS accept_p90,
      count(t.decided_at) AS decide_reached,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM t.decided_at - t.decide_start)) / 3600 AS decide_median,
      percentile_cont(0.9) WITHIN GROUP (ORDER BY extract(epoch FROM t.decided_at - t.decide_start)) / 3600 AS decide_p90,
      count(*) FILTER (WHERE t.decided_at <= t.decide_deadline) AS decide_within,
      count(*) FILTER (WHERE t.decided_at IS NOT NULL OR t.decide_deadline < ${now}) AS decide_due`;
}

/**
 * Response times per institution from the application events, in one SQL statement: from the start (submission, or
 * the claim of a need) to the first 'viewed' (11), the acceptance decision (4 or 5) and the credit decision (6 or
 * 7): median, p90, and the share within the target.
 */
export async function responseTimeRows(db: Kysely<DB>, query: SlaQuery): Promise<SlaRow[]> {
  const orgFilter = query.orgId === null ? sql`` : sql`AND a.org_id = ${query.orgId}`;
  const where = sql`coalesce(a.claimed_at, a.created_at) >= ${query.since}
        AND coalesce(a.claimed_at, a.created_at) <= ${query.now}
        ${orgFilter}`;
  const result = await sql<SlaRow>`
    WITH ${timedApplications({
      where,
      calendarFrom: sql`${query.since}`,
      now: query.now,
      viewTargetDays: query.viewTargetDays,
      decideTargetDays: query.decideTargetDays,
    })}
    SELECT t.org_id, o.org_name,
      count(*) AS applications,
      ${responseAggregates(query.now)}
    FROM timed t JOIN financial_org o ON o.id = t.org_id
    GROUP BY t.org_id, o.org_name
    ORDER BY t.org_id`.execute(db);
  return result.rows;
}
