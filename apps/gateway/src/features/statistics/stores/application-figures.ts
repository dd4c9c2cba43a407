import { LoanStatus } from '@sme/contract/loan-status';
import type { DashboardFiguresRecord } from '@sme/contract/routes/dashboard';
import type { DockingCountRecord } from '@sme/contract/routes/statistics';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB } from '#db/schema.ts';

/**
 * THE definitions of the application figures (docs/decisions/0050-government-dashboard-and-published-response-times.md, "Government dashboard and published response
 * times"): the portal's home statistics (statistics-store.ts) and the government dashboard (features/dashboard) both
 * read them from here, so the home page's totals are the dashboard's totals.
 *
 * - applications: every application submitted (for a product or published as a need), whatever became of it;
 * - credit: applications holding a credit amount (statuses 6, 8 and 9 keep it);
 * - loans: applications released (8), with their loan amount;
 * - settled: applications the platform or an institution decided for good (3, 5, 7, 8, 9; withdrawals excluded);
 *   the success rate is loans ÷ settled.
 * Amounts are 万元. Dates are of the submission (created_at), Beijing calendar.
 */

/** Which applications count: every filter optional; the date range is of the submission day (Beijing). */
export interface ApplicationScope {
  /** First submission day, YYYY-MM-DD (Beijing). */
  from?: string | undefined;
  /** Last submission day, YYYY-MM-DD (Beijing), included. */
  to?: string | undefined;
  orgId?: number | undefined;
  districtName?: string | undefined;
  /** 产品类型 of the product applied for (1-6); needs have no product and are left out by this filter. */
  productType?: number | undefined;
  /** 1 product applications, 2 needs. */
  source?: number | undefined;
}

/** How the figures are grouped: not at all, by submission month, institution, district or product type. */
export type Dimension = 'all' | 'month' | 'institution' | 'district' | 'productType';

const RELEASED = LoanStatus.LOAN_RELEASED;
const SETTLED = [
  LoanStatus.REVIEW_REJECTED,
  LoanStatus.ACCEPT_FAILED,
  LoanStatus.CREDIT_FAILED,
  LoanStatus.LOAN_RELEASED,
  LoanStatus.LENDING_FAILED,
];

/** Sums and counts arrive as exact text (numeric, bigint); the wire carries JSON numbers. */
export const num = (value: string | number | bigint | null | undefined): number =>
  value === null || value === undefined ? 0 : Number(value);

/** The figures over applications `a`, by the same SQL everywhere so the parts add up to the whole. */
export const FIGURES = sql<string>`
  count(*) AS apply_count,
  coalesce(sum(a.apply_amount), 0) AS apply_amount,
  count(a.credit_amount) AS credit_count,
  coalesce(sum(a.credit_amount), 0) AS credit_amount,
  count(*) FILTER (WHERE a.loan_status = ${RELEASED}) AS loan_count,
  coalesce(sum(a.loan_amount) FILTER (WHERE a.loan_status = ${RELEASED}), 0) AS loan_amount,
  count(DISTINCT a.company_id) AS enterprise_count,
  count(*) FILTER (WHERE a.loan_status IN (${sql.join(SETTLED)})) AS settled_count`;

export interface FigureRow {
  apply_count: string;
  apply_amount: string;
  credit_count: string;
  credit_amount: string;
  loan_count: string;
  loan_amount: string;
  enterprise_count: string;
  settled_count: string;
}

/** The figures of a group of applications: the dashboard record's counts, amounts, settled count and success rate. */
export type Figures = Pick<DashboardFiguresRecord, keyof DockingCountRecord | 'settledCount' | 'successRate'>;

export function toFigures(row: FigureRow): Figures {
  const loanCount = num(row.loan_count);
  const settledCount = num(row.settled_count);
  return {
    applyCount: num(row.apply_count),
    applyAmount: num(row.apply_amount),
    creditCount: num(row.credit_count),
    creditAmount: num(row.credit_amount),
    loanCount,
    loanAmount: num(row.loan_amount),
    enterpriseCount: num(row.enterprise_count),
    settledCount,
    successRate: settledCount === 0 ? null : Math.round((loanCount / settledCount) * 1000) / 1000,
  };
}

/** Beijing day of an instant column, as SQL. */
const beijing = (column: RawBuilder<unknown>) => sql`((${column} AT TIME ZONE 'UTC') + interval '8 hours')`;

/**
 * The scope's conditions on `a` (loan_application) and `p` (its loan_product, left joined), always a valid boolean
 * expression. The date range compares the instant with the Beijing day's bounds, so an index on created_at serves it.
 */
export function scopeWhere(scope: ApplicationScope): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [sql`true`];
  if (scope.from) parts.push(sql`a.created_at >= ((${scope.from}::timestamp - interval '8 hours') AT TIME ZONE 'UTC')`);
  if (scope.to) {
    parts.push(sql`a.created_at < ((${scope.to}::timestamp + interval '16 hours') AT TIME ZONE 'UTC')`);
  }
  if (scope.orgId !== undefined) parts.push(sql`a.org_id = ${scope.orgId}`);
  if (scope.districtName !== undefined) parts.push(sql`a.district_name = ${scope.districtName}`);
  if (scope.productType !== undefined) parts.push(sql`p.product_type = ${scope.productType}`);
  if (scope.source !== undefined) parts.push(sql`a.source = ${scope.source}`);
  return sql.join(parts, sql` AND `);
}

/** The grouping key of a dimension over an alias with created_at, org_id, district_name and product_type. */
export function dimensionKey(dimension: Dimension, alias: 'a' | 't'): RawBuilder<unknown> {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  switch (dimension) {
    case 'all':
      return sql`'all'`;
    case 'month':
      return sql`to_char(${beijing(column('created_at'))}, 'YYYY-MM')`;
    case 'institution':
      return sql`${column('org_id')}`;
    case 'district':
      return sql`${column('district_name')}`;
    case 'productType':
      return sql`${alias === 'a' ? sql.ref('p.product_type') : column('product_type')}`;
  }
}

/** A group's key: the month (YYYY-MM), institution id, district name or product type; null where it has none. */
export type GroupKey = string | number | null;

export interface FigureGroup {
  key: GroupKey;
  /** The institution's name (institution dimension only). */
  orgName: string | null;
  orgType: number | null;
  logo: string | null;
  figures: Figures;
}

/** The figures of the applications in `scope`, grouped by `dimension`, in the order of their keys. */
export async function figuresBy(db: Kysely<DB>, dimension: Dimension, scope: ApplicationScope): Promise<FigureGroup[]> {
  const byInstitution = dimension === 'institution';
  const { rows } = await sql<
    FigureRow & { key: GroupKey; org_name: string | null; org_type: number | null; logo: string | null }
  >`
    SELECT g.*, o.org_name, o.org_type, o.logo
    FROM (
      SELECT ${dimensionKey(dimension, 'a')} AS key, ${FIGURES}
      FROM loan_application a
      LEFT JOIN loan_product p ON p.id = a.product_id
      WHERE ${scopeWhere(scope)}
      GROUP BY 1
    ) g
    LEFT JOIN financial_org o ON ${byInstitution ? sql`o.id = g.key` : sql`false`}
    ORDER BY g.key NULLS LAST`.execute(db);
  return rows.map((row) => ({
    key: row.key,
    orgName: row.org_name,
    orgType: row.org_type,
    logo: row.logo,
    figures: toFigures(row),
  }));
}

/** The figures of every application in `scope`, in one aggregate (an empty scope gives zeros, never no row). */
export async function figureTotals(db: Kysely<DB>, scope: ApplicationScope): Promise<Figures> {
  const { rows } = await sql<FigureRow>`
    SELECT ${FIGURES}
    FROM loan_application a
    LEFT JOIN loan_product p ON p.id = a.product_id
    WHERE ${scopeWhere(scope)}`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('aggregate without a row');
  return toFigures(row);
}
