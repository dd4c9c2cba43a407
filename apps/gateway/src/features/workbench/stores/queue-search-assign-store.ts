import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { countTotal, readPageOfIds } from '#db/paged-query.ts';
import type { DB } from '#db/schema.ts';
import { containsPattern } from '#features/registry/stores/registry-store.ts';
import type { QueueKeyword } from '../domain/assign-search.ts';
import { overdueCondition, type QueueRow, queueColumns } from './org-queue-store.ts';

export interface QueueSearch {
  /** The institution; null for the operator (every application). */
  orgId: number | null;
  keyword: Exclude<QueueKeyword, { kind: 'too-short' }> | null;
  statuses?: number[] | undefined;
  overdue?: boolean | undefined;
  /** Handled by this org_user; null: by nobody; undefined: anyone. */
  handler?: number | null | undefined;
  productId?: number | undefined;
  source?: number | undefined;
  /** Submitted at or after / before these instants. */
  from?: Date | undefined;
  until?: Date | undefined;
  /** Only applications the enterprise answered a 补充材料 round of that the institution has not opened (有补件). */
  supplementAnswered?: boolean | undefined;
  sort: 'submitted' | 'overdue';
  viewCutoff: Date;
  decideCutoff: Date;
  /** When the decide clock is read (its 补充材料 pauses run up to now). */
  now: Date;
  pageNum: number;
  pageSize: number;
}

/**
 * The companies a keyword names, read first (so the planner sees a short list, not a subquery it must guess the size
 * of): by name through the bigram GIN index over company names (the registry search's approach: every company holding
 * all of the term's bigrams, confirmed by LIKE), by credit code through its unique index.
 */
async function companiesOf(db: Kysely<DB>, keyword: Exclude<QueueKeyword, { kind: 'too-short' | 'id' }>) {
  const rows =
    keyword.kind === 'code'
      ? await db.selectFrom('company').select('id').where('uniform_code', '=', keyword.code).execute()
      : await db
          .selectFrom('company')
          .select('id')
          .where(
            (eb) =>
              sql<boolean>`company_name_bigrams(${eb.ref('company_name')}) @> company_name_bigrams(${keyword.term})`,
          )
          .where('company_name', 'like', containsPattern(keyword.term))
          .execute();
  return rows.map((row) => row.id);
}

function searched(db: Kysely<DB>, search: QueueSearch, companyIds: readonly number[] | null) {
  let query = db.selectFrom('loan_application as a');
  if (search.orgId !== null) query = query.where('a.org_id', '=', search.orgId);
  if (search.keyword?.kind === 'id') query = query.where('a.id', '=', search.keyword.id);
  if (companyIds) query = query.where(sql<boolean>`a.company_id = ANY(${sql.val(companyIds)}::int[])`);
  if (search.statuses) query = query.where('a.loan_status', 'in', search.statuses);
  if (search.overdue !== undefined) {
    const condition = overdueCondition(search.viewCutoff, search.decideCutoff, search.now);
    query = query.where(search.overdue ? condition : sql<boolean>`NOT ${condition}`);
  }
  if (search.handler === null) query = query.where('a.manager_id', 'is', null);
  else if (search.handler !== undefined) query = query.where('a.manager_id', '=', search.handler);
  if (search.productId !== undefined) query = query.where('a.product_id', '=', search.productId);
  if (search.source !== undefined) query = query.where('a.source', '=', search.source);
  if (search.supplementAnswered) query = query.where('a.supplement_answered_at', 'is not', null);
  if (search.from) query = query.where('a.created_at', '>=', search.from);
  if (search.until) query = query.where('a.created_at', '<', search.until);
  return query;
}

/** Orders by submission (newest first) or by how overdue (waiting past the target first, longest waiting first). */
function ordered<D, T extends keyof D, O>(query: SelectQueryBuilder<D, T, O>, search: QueueSearch) {
  if (search.sort === 'overdue') {
    return query
      .orderBy(overdueCondition(search.viewCutoff, search.decideCutoff, search.now), 'desc')
      .orderBy(sql`coalesce(a.claimed_at, a.created_at)`, 'asc')
      .orderBy(sql`a.id`, 'asc');
  }
  return query.orderBy(sql`a.created_at`, 'desc').orderBy(sql`a.id`, 'desc');
}

/**
 * One page of the searched queue and its total: the keyword's companies first (none: nothing to read), then the page's
 * ids, then only their rows joined.
 */
export async function searchQueueRows(
  db: Kysely<DB>,
  search: QueueSearch,
): Promise<{ rows: QueueRow[]; total: number }> {
  const keyword = search.keyword;
  const companyIds = keyword && keyword.kind !== 'id' ? await companiesOf(db, keyword) : null;
  if (companyIds?.length === 0) return { rows: [], total: 0 };
  return readPageOfIds(
    ordered(searched(db, search, companyIds).select('a.id'), search),
    (pageIds) => ordered(queueColumns(db, search).where('a.id', 'in', pageIds), search),
    searched(db, search, companyIds).select(countTotal),
    search,
  );
}
