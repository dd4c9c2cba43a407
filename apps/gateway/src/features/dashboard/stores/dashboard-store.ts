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
}

/** The response times of one group of applications, keyed by the group's key as text ('all' for the totals). */
export type ResponseTimes = Map<string, ResponseAggregateRow>;

/**
 * The response times of the applications in `scope` that have an institution, grouped like the figures
 * (statistics/application-figures.ts) by each of `dimensions`, by the workbench's response-time SQL (sla-store.ts):
 * one statement, the applications timed once and aggregated per dimension (GROUPING SETS). Keyed by the group key as
 * text ('all' for the totals), per dimension.
 */
export async function responseTimesBy(
  db: Kysely<DB>,
  dimensions: readonly Dimension[],
  scope: ApplicationScope,
  targets: ResponseTargets,
): Promise<Map<Dimension, ResponseTimes>> {
  const grouping = dimensions.filter((dimension) => dimension !== 'all');
  const keyColumn = (index: number) => sql.ref(`t.key_${index}`);
  const sets = [
    ...(dimensions.includes('all') ? [sql`()`] : []),
    ...grouping.map((_, index) => sql`(${keyColumn(index)})`),
  ];
  const keys = grouping.flatMap((_, index) => [
    sql`${keyColumn(index)}::text AS ${sql.ref(`key_${index}`)}`,
    sql`GROUPING(${keyColumn(index)}) AS ${sql.ref(`absent_${index}`)}`,
  ]);
  const { rows } = await sql<ResponseAggregateRow & Record<string, string | number | null>>`
    WITH ${timedApplications({
      where: scopeWhere(scope),
      // The calendar begins with the first start in scope, read in the same statement.
      calendarFrom: sql`(SELECT min(b.start) FROM base b)`,
      now: targets.now,
      viewTargetDays: targets.viewTargetDays,
      decideTargetDays: targets.decideTargetDays,
    })},
    keyed AS MATERIALIZED (
      SELECT t.viewed_at, t.accepted_at, t.decided_at, t.start, t.decide_start, t.view_deadline, t.decide_deadline
             ${sql.join(
               grouping.map((dimension, index) => sql`, ${dimensionKey(dimension, 't')} AS ${sql.ref(`key_${index}`)}`),
               sql``,
             )}
      FROM timed t
    )
    SELECT ${sql.join([...keys, sql`${responseAggregates(targets.now)}`])}
    FROM keyed t
    GROUP BY GROUPING SETS (${sql.join(sets)})`.execute(db);
  const answer = new Map<Dimension, ResponseTimes>(dimensions.map((dimension) => [dimension, new Map()]));
  for (const row of rows) {
    // GROUPING(key) is 0 in the rows of the set grouped by that key, 1 in the others.
    const index = grouping.findIndex((_, i) => Number(row[`absent_${i}`]) === 0);
    const dimension = index === -1 ? 'all' : (grouping[index] as Dimension);
    const key = index === -1 ? 'all' : String(row[`key_${index}`]);
    answer.get(dimension)?.set(key, row);
  }
  return answer;
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
