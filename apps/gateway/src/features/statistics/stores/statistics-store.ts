import { LoanStatus, Source } from '@sme/contract/loan-status';
import type {
  DistrictFiguresRecord,
  DockingCountRecord,
  EnterpriseCountRecord,
  LoanCaseRecord,
  LoanRankRecord,
} from '@sme/contract/routes/statistics';
import { type Kysely, sql } from 'kysely';
import type { DB } from '#db/schema.ts';
import { logoUrl } from '#features/catalog/domain/logo-urls.ts';
import { maskCompanyName } from '../domain/company-name-mask.ts';
import { type Figures, figuresBy, figureTotals, num } from './application-figures.ts';

const RELEASED = LoanStatus.LOAN_RELEASED;

/** The home figures' part of the shared figures (the dashboard's carry more). */
function homeFigures(figures: Figures) {
  return {
    applyCount: figures.applyCount,
    applyAmount: figures.applyAmount,
    creditCount: figures.creditCount,
    creditAmount: figures.creditAmount,
    loanCount: figures.loanCount,
    loanAmount: figures.loanAmount,
  };
}

/** Every application, in one aggregate: the dashboard's totals without a filter. */
export async function dockingCount(db: Kysely<DB>): Promise<DockingCountRecord> {
  const figures = await figureTotals(db, {});
  return { ...homeFigures(figures), enterpriseCount: figures.enterpriseCount };
}

/**
 * Institutions by amount lent, then number of loans, then id: every institution that released a loan — the
 * dashboard's figures by institution, those that lent.
 */
export async function loanRank(db: Kysely<DB>): Promise<LoanRankRecord[]> {
  const groups = await figuresBy(db, 'institution', {});
  return groups
    .filter((group) => group.key !== null && group.figures.loanCount > 0)
    .sort(
      (x, y) =>
        y.figures.loanAmount - x.figures.loanAmount ||
        y.figures.loanCount - x.figures.loanCount ||
        Number(x.key) - Number(y.key),
    )
    .map((group, index) => ({
      rank: index + 1,
      orgId: Number(group.key),
      orgName: group.orgName ?? '',
      orgType: group.orgType ?? 0,
      logo: logoUrl(group.logo ?? ''),
      loanCount: group.figures.loanCount,
      loanAmount: group.figures.loanAmount,
    }));
}

/** The newest loans released, newest first. */
export async function loanCases(db: Kysely<DB>, size: number): Promise<LoanCaseRecord[]> {
  const rows = await db
    .selectFrom('loan_application as a')
    .innerJoin('company as c', 'c.id', 'a.company_id')
    .innerJoin('financial_org as o', 'o.id', 'a.org_id')
    .leftJoin('loan_product as p', 'p.id', 'a.product_id')
    .select([
      'a.id',
      'c.company_name',
      'a.product_id',
      'p.product_name',
      'o.id as org_id',
      'o.org_name',
      'a.loan_amount',
      'a.loan_period',
      'a.lending_time',
      'a.district_name',
    ])
    .where('a.loan_status', '=', RELEASED)
    .orderBy('a.lending_time', 'desc')
    .orderBy('a.id', 'desc')
    .limit(size)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    entName: maskCompanyName(row.company_name),
    productId: row.product_id,
    productName: row.product_name,
    orgId: row.org_id,
    orgName: row.org_name,
    loanAmount: num(row.loan_amount),
    loanPeriod: row.loan_period,
    lendingTime: (row.lending_time ?? new Date(0)).toISOString(),
    districtName: row.district_name,
  }));
}

/** Enterprises bound to an account, and those certified by at least one of their accounts. */
export async function enterpriseCount(db: Kysely<DB>): Promise<EnterpriseCountRecord> {
  const { rows } = await sql<{ registered: string; certified: string }>`
    SELECT count(DISTINCT uc.company_id) AS registered,
           count(DISTINCT uc.company_id) FILTER (WHERE uc.certified) AS certified
    FROM user_company uc`.execute(db);
  const row = rows[0];
  return { registeredCount: num(row?.registered ?? null), certifiedCount: num(row?.certified ?? null) };
}

/**
 * Applications made for a product (they name their district), by district, the most lent first: the dashboard's
 * figures by district for product applications.
 */
export async function districtFigures(db: Kysely<DB>): Promise<DistrictFiguresRecord[]> {
  const groups = await figuresBy(db, 'district', { source: Source.PRODUCT });
  return groups
    .filter((group): group is typeof group & { key: string } => typeof group.key === 'string')
    .map((group) => ({ districtName: group.key, ...homeFigures(group.figures) }))
    .sort(
      (x, y) =>
        y.loanAmount - x.loanAmount ||
        y.applyCount - x.applyCount ||
        (x.districtName < y.districtName ? -1 : x.districtName > y.districtName ? 1 : 0),
    );
}

/**
 * How far below the newest event id the version still counts events. A transaction that commits an event after
 * later ids have committed (ids are taken at insert, not at commit) changes the count as long as its id is in this
 * window; more events than this taken while one transaction is open would be needed to miss it, and then the next
 * event shows the change.
 */
export const STATISTICS_VERSION_WINDOW = 10_000;

/**
 * Reads the statistics' version (statistics-version.ts): the catalogue's version, the newest event id and the number
 * of events in the window below it — two index lookups, where counting every event cost 0.3 s at 2.7 million
 * (`npm run bench:province`). The query is compiled once.
 */
export function statisticsVersionRead(db: Kysely<DB>): () => Promise<string> {
  const query = sql<{ version: string }>`
    SELECT (SELECT version FROM catalog_version WHERE id = 1)::text || ':' || newest.id::text || ':' ||
           (SELECT count(*) FROM loan_application_event e
             WHERE e.id > newest.id - ${sql.lit(STATISTICS_VERSION_WINDOW)})::text AS version
    FROM (SELECT coalesce(max(id), 0) AS id FROM loan_application_event) newest`.compile(db);
  return async () => {
    const row = (await db.executeQuery(query)).rows[0];
    if (!row) throw new Error('statistics version without a row');
    return row.version;
  };
}
