import type { policyPage } from '@sme/contract/routes/content';
import type { ParsedInput } from '@sme/contract/routes/route';
import { type Kysely, sql } from 'kysely';
import { containsPattern } from '#db/like-pattern.ts';
import { countTotal, readRecordPage } from '#db/paged-query.ts';
import type { DB } from '#db/schema.ts';
import type { Page } from '#features/catalog/domain/paging.ts';
import { toCount } from '#features/catalog/domain/sql-values.ts';
import {
  type DepartmentRecord,
  type PolicyDetail,
  type PolicyRecord,
  toPolicyDetail,
  toPolicyRecord,
} from '../domain/content-rows.ts';

const publishDay = sql<string>`to_char(publish_date, 'YYYY-MM-DD')`.as('publish_day');
/** The columns of a PolicyRecord; the detail adds the sections. */
const SUMMARY_COLUMNS = ['id', 'title', 'department', 'document_no', 'summary', publishDay] as const;

/** Published policies matching the filter. */
function matchingPolicies(db: Kysely<DB>, filter: ParsedInput<typeof policyPage>) {
  return db
    .selectFrom('enterprise_policy')
    .where('published', '=', true)
    .where((eb) => {
      const conditions = [];
      if (filter.keyword !== undefined) {
        const pattern = containsPattern(filter.keyword);
        conditions.push(
          eb.or([eb('title', 'ilike', pattern), eb('summary', 'ilike', pattern), eb('document_no', 'ilike', pattern)]),
        );
      }
      if (filter.department !== undefined) conditions.push(eb('department', '=', filter.department));
      if (filter.publishDateFrom !== undefined) conditions.push(eb('publish_date', '>=', filter.publishDateFrom));
      if (filter.publishDateTo !== undefined) conditions.push(eb('publish_date', '<=', filter.publishDateTo));
      return eb.and(conditions);
    });
}

/** A page of published policies, newest first. */
export async function listPolicies(
  db: Kysely<DB>,
  filter: ParsedInput<typeof policyPage>,
): Promise<Page<PolicyRecord>> {
  const matching = matchingPolicies(db, filter);
  return readRecordPage(
    matching.select(SUMMARY_COLUMNS).orderBy('publish_date', 'desc').orderBy('id', 'desc'),
    matching.select(countTotal),
    filter,
    toPolicyRecord,
  );
}

/** One published policy with its text; null when unknown or withdrawn. */
export async function findPolicy(db: Kysely<DB>, id: number): Promise<PolicyDetail | null> {
  const row = await db
    .selectFrom('enterprise_policy')
    .select([...SUMMARY_COLUMNS, 'sections'])
    .where('id', '=', id)
    .where('published', '=', true)
    .executeTakeFirst();
  return row ? toPolicyDetail(row) : null;
}

/** The departments that have published policies, the most prolific first. */
export async function listDepartments(db: Kysely<DB>): Promise<DepartmentRecord[]> {
  const rows = await db
    .selectFrom('enterprise_policy')
    .where('published', '=', true)
    .select((eb) => ['department', eb.fn.countAll<string | number | bigint>().as('policy_count')])
    .groupBy('department')
    .orderBy('policy_count', 'desc')
    .orderBy('department', 'asc')
    .execute();
  return rows.map((row) => ({ department: row.department, policyCount: toCount(row.policy_count) }));
}
