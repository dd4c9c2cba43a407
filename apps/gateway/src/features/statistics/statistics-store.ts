import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { LoanStatus, Source } from '../applications/domain/loan-status.ts';
import { logoUrl } from '../catalog/logo-urls.ts';
import { maskCompanyName } from './company-name-mask.ts';
import type {
  DistrictFiguresRecord,
  DockingCountRecord,
  EnterpriseCountRecord,
  LoanCaseRecord,
  LoanRankRecord,
} from './statistics-records.ts';

/** Sums and counts arrive as exact text (numeric, bigint); the wire carries JSON numbers with at most 2 decimals. */
const num = (value: string | number | bigint | null): number => (value === null ? 0 : Number(value));

const RELEASED = LoanStatus.LOAN_RELEASED;

/** The figures each aggregate computes, by the same SQL everywhere so the parts add up to the whole. */
const figures = sql<string>`
  count(*) AS apply_count,
  coalesce(sum(a.apply_amount), 0) AS apply_amount,
  count(a.credit_amount) AS credit_count,
  coalesce(sum(a.credit_amount), 0) AS credit_amount,
  count(*) FILTER (WHERE a.loan_status = ${RELEASED}) AS loan_count,
  coalesce(sum(a.loan_amount) FILTER (WHERE a.loan_status = ${RELEASED}), 0) AS loan_amount`;

interface FigureRow {
  apply_count: string;
  apply_amount: string;
  credit_count: string;
  credit_amount: string;
  loan_count: string;
  loan_amount: string;
}

function toFigures(row: FigureRow) {
  return {
    applyCount: num(row.apply_count),
    applyAmount: num(row.apply_amount),
    creditCount: num(row.credit_count),
    creditAmount: num(row.credit_amount),
    loanCount: num(row.loan_count),
    loanAmount: num(row.loan_amount),
  };
}

/** Every application, in one aggregate. */
export async function dockingCount(db: Kysely<DB>): Promise<DockingCountRecord> {
  const { rows } = await sql<FigureRow & { enterprise_count: string }>`
    SELECT ${figures}, count(DISTINCT a.company_id) AS enterprise_count
    FROM loan_application a`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('aggregate without a row');
  return { ...toFigures(row), enterpriseCount: num(row.enterprise_count) };
}

/** Institutions by amount lent, then number of loans, then id: every institution that released a loan. */
export async function loanRank(db: Kysely<DB>): Promise<LoanRankRecord[]> {
  const { rows } = await sql<{
    id: number;
    org_name: string;
    org_type: number;
    logo: string;
    loan_count: string;
    loan_amount: string;
  }>`
    SELECT o.id, o.org_name, o.org_type, o.logo, r.loan_count, r.loan_amount
    FROM (
      SELECT a.org_id, count(*) AS loan_count, sum(a.loan_amount) AS loan_amount
      FROM loan_application a
      WHERE a.loan_status = ${RELEASED}
      GROUP BY a.org_id
    ) r
    JOIN financial_org o ON o.id = r.org_id
    ORDER BY r.loan_amount DESC, r.loan_count DESC, o.id`.execute(db);
  return rows.map((row, index) => ({
    rank: index + 1,
    orgId: row.id,
    orgName: row.org_name,
    orgType: row.org_type,
    logo: logoUrl(row.logo),
    loanCount: num(row.loan_count),
    loanAmount: num(row.loan_amount),
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

/** Applications made for a product (they name their district), by district, the most lent first. */
export async function districtFigures(db: Kysely<DB>): Promise<DistrictFiguresRecord[]> {
  const { rows } = await sql<FigureRow & { district_name: string }>`
    SELECT a.district_name, ${figures}
    FROM loan_application a
    WHERE a.source = ${Source.PRODUCT} AND a.district_name IS NOT NULL
    GROUP BY a.district_name
    ORDER BY loan_amount DESC, apply_count DESC, a.district_name`.execute(db);
  return rows.map((row) => ({ districtName: row.district_name, ...toFigures(row) }));
}
