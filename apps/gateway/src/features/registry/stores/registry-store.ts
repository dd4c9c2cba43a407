import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { containsPattern } from '#db/like-pattern.ts';
import type { DB } from '#db/schema.ts';
import { chooseSearchPlan, type SearchPlan, type TermStatistics } from '../domain/search-plan.ts';

/** A registry company as the store answers it. */
export interface RegistryCompanyRow {
  id: number;
  companyName: string;
  uniformCode: string;
  registrationNumber: string;
  legalPerson: string;
  entityType: string;
  district: string;
  street: string;
  /** 存续, 在业, 注销, 吊销. */
  status: string;
  /** YYYY-MM-DD. */
  establishedOn: string;
}

export interface RegistrySearch {
  /** What the name must contain, taken literally (no wildcards). */
  term: string;
  pageNum: number;
  pageSize: number;
}

export interface RegistrySearchPage {
  companies: RegistryCompanyRow[];
  /** Whether a next page has at least one company. */
  hasNextPage: boolean;
  /** The plans that ran, in order (e.g. "id-order, bigram-index" when the walk fell back): for tests and benchmarks. */
  plansRun: string[];
}

export interface SearchOptions {
  /** Run this plan instead of the chosen one (tests compare the plans). */
  plan?: SearchPlan;
  /** The same search as one sequential scan with every index forbidden (the benchmark's baseline). */
  withoutIndexes?: boolean;
}

/** Companies in a running state: the others (注销, 吊销) are found by a search but cannot be added. */
export const OPERATING_STATUSES: readonly string[] = ['存续', '在业'];

type RegistryQuery = SelectQueryBuilder<DB, 'company_registry', object>;

function selectCompanies(query: RegistryQuery) {
  return query.select((eb) => [
    'company_registry.id',
    'company_registry.company_name as companyName',
    'company_registry.uniform_code as uniformCode',
    'company_registry.registration_number as registrationNumber',
    'company_registry.legal_person as legalPerson',
    'company_registry.entity_type as entityType',
    'company_registry.district',
    'company_registry.street',
    'company_registry.status',
    // A date column comes back as a Date from pg (local midnight) and as text elsewhere: text on both.
    sql<string>`to_char(${eb.ref('company_registry.established_on')}, 'YYYY-MM-DD')`.as('establishedOn'),
  ]);
}

/** The company with that unified social credit code, or undefined when the registry has none. */
export async function findRegistryCompanyByCode(
  db: Kysely<DB>,
  uniformCode: string,
): Promise<RegistryCompanyRow | undefined> {
  return selectCompanies(db.selectFrom('company_registry'))
    .where('company_registry.uniform_code', '=', uniformCode)
    .executeTakeFirst();
}

/**
 * Companies whose name contains the term, in id order (the registry's order, stable across pages), one page and
 * whether another follows. The plan is chosen from the bigram counts (search-plan.ts) and pinned with the planner
 * settings of one transaction, so neither PGlite nor PostgreSQL can pick a plan that reads far more than it needs.
 */
export async function searchRegistry(
  db: Kysely<DB>,
  search: RegistrySearch,
  options: SearchOptions = {},
): Promise<RegistrySearchPage> {
  const offset = (search.pageNum - 1) * search.pageSize;
  const page = { pattern: containsPattern(search.term), term: search.term, limit: search.pageSize + 1, offset };
  const plansRun: string[] = [];
  const rows = await db.transaction().execute(async (trx) => {
    if (options.withoutIndexes) return runPlan(trx, { kind: 'sequential' }, page, plansRun);
    const plan = options.plan ?? chooseSearchPlan(await termStatistics(trx, search.term), offset + page.limit);
    return runPlan(trx, plan, page, plansRun);
  });
  return { companies: rows.slice(0, search.pageSize), hasNextPage: rows.length > search.pageSize, plansRun };
}

interface PageQuery {
  term: string;
  pattern: string;
  /** Page size + 1: the extra row tells whether a next page exists. */
  limit: number;
  offset: number;
}

async function runPlan(
  trx: Kysely<DB>,
  plan: SearchPlan,
  page: PageQuery,
  plansRun: string[],
): Promise<RegistryCompanyRow[]> {
  plansRun.push(plan.kind);
  switch (plan.kind) {
    case 'bigram-index':
      await usePlanner(trx, { seqscan: false, indexscan: false, bitmapscan: true });
      return bigramQuery(trx, page);
    case 'sequential':
      await usePlanner(trx, { seqscan: true, indexscan: false, bitmapscan: false });
      return likeQuery(trx, page);
    case 'id-order': {
      await usePlanner(trx, { seqscan: false, indexscan: true, bitmapscan: false });
      const walked = await idOrderQuery(trx, page, plan.examineAtMost);
      // A full page (and its extra row) within the walk is exactly the page: the walk began at the first id.
      if (walked.length === page.limit) return walked;
      return runPlan(trx, { kind: plan.fallback }, page, plansRun);
    }
  }
}

/**
 * The term's bigram count, the companies of its rarest bigram, and the registry's size (under the empty bigram), as
 * the loader counted them: hints, read in one go.
 */
async function termStatistics(db: Kysely<DB>, term: string): Promise<TermStatistics> {
  const result = await sql<{ bigrams: number | string; rarest: number | string | null; companies: number | string }>`
    SELECT count(*) AS bigrams, min(coalesce(b.companies, 0)) AS rarest,
      (SELECT coalesce(max(companies), 0) FROM company_registry_bigram WHERE bigram = '') AS companies
    FROM unnest(company_name_bigrams(${term})) AS t(bigram)
    LEFT JOIN company_registry_bigram b ON b.bigram = t.bigram`.execute(db);
  const row = result.rows[0];
  return {
    bigrams: Number(row?.bigrams ?? 0),
    rarestBigram: Number(row?.rarest ?? 0),
    companies: Number(row?.companies ?? 0),
  };
}

/** Pins the access paths the planner may use for the rest of the transaction. */
async function usePlanner(
  db: Kysely<DB>,
  allowed: { seqscan: boolean; indexscan: boolean; bitmapscan: boolean },
): Promise<void> {
  const value = (on: boolean) => (on ? 'on' : 'off');
  await sql`SELECT set_config('enable_seqscan', ${value(allowed.seqscan)}, true),
    set_config('enable_indexscan', ${value(allowed.indexscan)}, true),
    set_config('enable_indexonlyscan', ${value(allowed.indexscan)}, true),
    set_config('enable_bitmapscan', ${value(allowed.bitmapscan)}, true)`.execute(db);
}

/** The page of the companies of `query` whose name is LIKE the term's pattern, in id order. */
function pageOfMatches(query: RegistryQuery, page: PageQuery): Promise<RegistryCompanyRow[]> {
  return selectCompanies(query)
    .where('company_registry.company_name', 'like', page.pattern)
    .orderBy('company_registry.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** Every company holding all of the term's bigrams (the GIN index), confirmed by LIKE, in id order. */
function bigramQuery(db: Kysely<DB>, page: PageQuery): Promise<RegistryCompanyRow[]> {
  return pageOfMatches(
    db
      .selectFrom('company_registry')
      .where(
        (eb) =>
          sql<boolean>`company_name_bigrams(${eb.ref('company_registry.company_name')}) @> company_name_bigrams(${page.term})`,
      ),
    page,
  );
}

/** The plain query: LIKE over every company, in id order. */
function likeQuery(db: Kysely<DB>, page: PageQuery): Promise<RegistryCompanyRow[]> {
  return pageOfMatches(db.selectFrom('company_registry'), page);
}

/** LIKE over the first `examineAtMost` companies in id order (a primary-key walk that stops at a full page). */
function idOrderQuery(db: Kysely<DB>, page: PageQuery, examineAtMost: number): Promise<RegistryCompanyRow[]> {
  const walked = db
    .selectFrom('company_registry')
    .selectAll()
    .orderBy('id')
    .limit(examineAtMost)
    .as('company_registry');
  return pageOfMatches(db.selectFrom(walked), page);
}
