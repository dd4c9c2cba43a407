import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { containsPattern } from '#db/like-pattern.ts';
import { countTotal, readPageOfIds } from '#db/paged-query.ts';
import type { DB } from '#db/schema.ts';
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

/** A name naming more companies than this is broad (a trade word such as 科技): read as a subquery, not a list. */
const LISTED_COMPANIES = 300;

/**
 * The companies a keyword names, through the bigram GIN index over company names (the registry search's approach:
 * every company holding all of the term's bigrams, confirmed by LIKE) or the credit code's unique index. Read first as
 * a list when short (so the planner probes the institution's applications per company, and a name naming none reads
 * nothing); a broad name stays a subquery, so the page walks the institution's newest applications and stops at a
 * page's worth instead of carrying thousands of company ids to the database and back.
 */
async function companiesOf(db: Kysely<DB>, keyword: Exclude<QueueKeyword, { kind: 'too-short' | 'id' }>) {
  if (keyword.kind === 'code') {
    const rows = await db.selectFrom('company').select('id').where('uniform_code', '=', keyword.code).execute();
    return rows.map((row) => row.id);
  }
  const named = db
    .selectFrom('company')
    .select('id')
    .where(
      (eb) => sql<boolean>`company_name_bigrams(${eb.ref('company_name')}) @> company_name_bigrams(${keyword.term})`,
    )
    .where('company_name', 'like', containsPattern(keyword.term));
  const listed = await named.limit(LISTED_COMPANIES + 1).execute();
  return listed.length > LISTED_COMPANIES ? named : listed.map((row) => row.id);
}

type Companies = Awaited<ReturnType<typeof companiesOf>>;

function searched(db: Kysely<DB>, search: QueueSearch, companies: Companies | null) {
  let query = db.selectFrom('loan_application as a');
  if (search.orgId !== null) query = query.where('a.org_id', '=', search.orgId);
  if (search.keyword?.kind === 'id') query = query.where('a.id', '=', search.keyword.id);
  if (Array.isArray(companies)) query = query.where(sql<boolean>`a.company_id = ANY(${sql.val(companies)}::int[])`);
  else if (companies) query = query.where('a.company_id', 'in', companies);
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
 * A company-name search's total is counted up to this many matches (and always a page past the one shown): a broad
 * name — a trade word such as 科技 — answers "200+" rather than counting thousands (docs/decisions.md, 2026-11-27).
 */
export const QUEUE_TOTAL_CAP = 200;

/** How many matches a name search's total counts: the cap, or up to one page past the page asked for. */
export function countedUpTo(page: { pageNum: number; pageSize: number }): number {
  return Math.max(QUEUE_TOTAL_CAP, (page.pageNum + 1) * page.pageSize);
}

/**
 * One page of the searched queue and its total (a name search's counted up to countedUpTo; totalIsCapped: there
 * are more): the keyword's companies first (none: nothing to read), then the page's ids, then only their rows joined.
 */
export async function searchQueueRows(
  db: Kysely<DB>,
  search: QueueSearch,
): Promise<{ rows: QueueRow[]; total: number; totalIsCapped: boolean }> {
  const keyword = search.keyword;
  const companies = keyword && keyword.kind !== 'id' ? await companiesOf(db, keyword) : null;
  if (Array.isArray(companies) && companies.length === 0) return { rows: [], total: 0, totalIsCapped: false };
  const upTo = keyword?.kind === 'name' ? countedUpTo(search) : null;
  const matching = searched(db, search, companies).select(sql<number>`1`.as('one'));
  const matches = (upTo === null ? matching : matching.limit(upTo + 1)).as('matches');
  const counted = db.selectFrom(matches).select(countTotal);
  const { rows, total } =
    search.sort === 'overdue' && search.overdue === undefined
      ? await readOverdueFirstPage(db, search, companies, counted)
      : await readPageOfIds(
          ordered(searched(db, search, companies).select('a.id'), search),
          (pageIds) => ordered(queueColumns(db, search).where('a.id', 'in', pageIds), search),
          counted,
          search,
        );
  if (upTo === null || total <= upTo) return { rows, total, totalIsCapped: false };
  return { rows, total: upTo, totalIsCapped: true };
}

/**
 * A page in the overdue order, read in two parts: the overdue applications (waiting ones, a part of an institution's
 * whole queue found through the status index) in order of their start, then, when the page reaches past them, the
 * others. One statement sorting an institution's 153,872 applications by lateness took 256 ms at p50 through the
 * gateway; the overdue part's statement takes 25–32 ms (`npm run bench:province`, record 0156).
 */
async function readOverdueFirstPage(
  db: Kysely<DB>,
  search: QueueSearch,
  companies: Companies | null,
  counted: { executeTakeFirstOrThrow(): Promise<{ total: string | number | bigint }> },
): Promise<{ rows: QueueRow[]; total: number }> {
  const skip = (search.pageNum - 1) * search.pageSize;
  const part = (overdue: boolean, size: number, offset: number) =>
    searched(db, { ...search, overdue }, companies)
      .select('a.id')
      .orderBy(sql`coalesce(a.claimed_at, a.created_at)`, 'asc')
      .orderBy('a.id', 'asc')
      .limit(size)
      .offset(offset)
      .execute();
  const [overdue, count] = await Promise.all([part(true, search.pageSize, skip), counted.executeTakeFirstOrThrow()]);
  let ids = overdue.map((row) => row.id);
  if (ids.length < search.pageSize) {
    const overdueCount =
      ids.length > 0
        ? skip + ids.length
        : Number(
            (
              await searched(db, { ...search, overdue: true }, companies)
                .select(countTotal)
                .executeTakeFirstOrThrow()
            ).total,
          );
    const others = await part(false, search.pageSize - ids.length, Math.max(0, skip - overdueCount));
    ids = [...ids, ...others.map((row) => row.id)];
  }
  const rows = ids.length ? await ordered(queueColumns(db, search).where('a.id', 'in', ids), search).execute() : [];
  return { rows, total: Number(count.total) };
}
