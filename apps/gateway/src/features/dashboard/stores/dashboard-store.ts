import { type Kysely, sql } from 'kysely';
import type { DB } from '#db/schema.ts';
import {
  type ApplicationScope,
  type Dimension,
  dimensionKey,
  scopeWhere,
} from '#features/statistics/stores/application-figures.ts';
import {
  type ResponseAggregateRow,
  responseAggregates,
  timedApplications,
} from '#features/workbench/stores/sla-store.ts';

export interface ResponseTargets {
  now: Date;
  viewTargetDays: number;
  decideTargetDays: number;
  /** Where the working-day calendar begins: the first start in scope (firstStartInScope), or now when none. */
  calendarFrom: Date;
}

/** The first start (submission, or a need's claim) of the applications in `scope` that have an institution. */
export async function firstStartInScope(db: Kysely<DB>, scope: ApplicationScope): Promise<Date | null> {
  const { rows } = await sql<{ first: Date | string | null }>`
    SELECT min(coalesce(a.claimed_at, a.created_at)) AS first
    FROM loan_application a
    LEFT JOIN loan_product p ON p.id = a.product_id
    WHERE a.org_id IS NOT NULL AND ${scopeWhere(scope)}`.execute(db);
  const first = rows[0]?.first;
  return first ? new Date(first) : null;
}

/**
 * The response times of the applications in `scope` that have an institution, grouped like the figures
 * (statistics/application-figures.ts), by the workbench's response-time SQL (sla-store.ts): one statement.
 * Keyed by the group key as text ('all' for the totals).
 */
export async function responseTimesBy(
  db: Kysely<DB>,
  dimension: Dimension,
  scope: ApplicationScope,
  targets: ResponseTargets,
): Promise<Map<string, ResponseAggregateRow>> {
  const { rows } = await sql<ResponseAggregateRow & { key: string | number | null }>`
    WITH ${timedApplications({
      where: scopeWhere(scope),
      calendarFrom: sql`${targets.calendarFrom}::timestamptz`,
      now: targets.now,
      viewTargetDays: targets.viewTargetDays,
      decideTargetDays: targets.decideTargetDays,
    })}
    SELECT ${dimensionKey(dimension, 't')} AS key, ${responseAggregates(targets.now)}
    FROM timed t
    GROUP BY 1`.execute(db);
  return new Map(rows.map((row) => [String(row.key), row]));
}

/** An institution in service (if_normal), by id. */
export function findServingInstitution(db: Kysely<DB>, orgId: number) {
  return db
    .selectFrom('financial_org')
    .select(['id', 'org_name'])
    .where('id', '=', orgId)
    .where('if_normal', '=', true)
    .executeTakeFirst();
}
