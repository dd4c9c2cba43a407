import type { DashboardFiguresRecord, DashboardRecord, govDashboard } from '@sme/contract/routes/dashboard';
import type { ParsedInput } from '@sme/contract/routes/route';
import type { Kysely } from 'kysely';
import pLimit from 'p-limit';
import type { DB } from '#db/schema.ts';
import {
  type ApplicationScope,
  type FigureGroup,
  type Figures,
  figuresBy,
  figureTotals,
} from '#features/statistics/stores/application-figures.ts';
import { responseFigures } from '#features/workbench/services/sla-service.ts';
import type { ResponseAggregateRow } from '#features/workbench/stores/sla-store.ts';
import { filtersOf } from '../domain/filter-key.ts';
import { type ResponseTargets, type ResponseTimes, responseTimesBy } from '../stores/dashboard-store.ts';

/** The dashboard's filters, parsed. */
export type DashboardParams = ParsedInput<typeof govDashboard>;

/** What the dashboard is computed with: the database, the time and the response-time targets. */
export interface DashboardDeps {
  db: Kysely<DB>;
  now: Date;
  viewTargetDays: number;
  decideTargetDays: number;
}

/** The dashboard's statements running at once on a server: 3 of the pool's 10 connections (DATABASE_POOL_MAX). */
const STATEMENTS_AT_ONCE = 3;

const NO_FIGURES: Figures = {
  applyCount: 0,
  applyAmount: 0,
  creditCount: 0,
  creditAmount: 0,
  loanCount: 0,
  loanAmount: 0,
  enterpriseCount: 0,
  settledCount: 0,
  successRate: null,
};

function record(figures: Figures, response: ResponseAggregateRow | undefined): DashboardFiguresRecord {
  const steps = response ? responseFigures(response) : null;
  return {
    ...figures,
    viewMedianHours: steps?.view.medianHours ?? null,
    viewShareWithinTarget: steps?.view.shareWithinTarget ?? null,
    decideMedianHours: steps?.decide.medianHours ?? null,
    decideShareWithinTarget: steps?.decide.shareWithinTarget ?? null,
  };
}

/** The months from the first to the last, YYYY-MM. */
export function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  let [year, month] = first.split('-').map(Number) as [number, number];
  const [lastYear, lastMonth] = last.split('-').map(Number) as [number, number];
  while (year < lastYear || (year === lastYear && month <= lastMonth)) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

type Grouped = Array<FigureGroup & { row: DashboardFiguresRecord }>;

/** What one computation of the dashboard reads with: the scope, the targets, and the statements' turn-taking. */
interface Computation {
  scope: ApplicationScope;
  targets: ResponseTargets;
  limit: ReturnType<typeof pLimit>;
}

function computation(deps: DashboardDeps, params: DashboardParams): Computation {
  const scope: ApplicationScope = {
    from: params.startDate,
    to: params.endDate,
    orgId: params.orgId,
    districtName: params.districtName,
    productType: params.productType,
  };
  const targets: ResponseTargets = {
    now: deps.now,
    viewTargetDays: deps.viewTargetDays,
    decideTargetDays: deps.decideTargetDays,
  };
  // A few statements at once: a server's pool runs them side by side (1.5× faster at a million applications,
  // bench/PERFORMANCE.md) while leaving the rest of the pool to everyone else; the embedded database queues them.
  return { scope, targets, limit: pLimit(STATEMENTS_AT_ONCE) };
}

/** One dimension's groups: their figures with their response times. */
function grouped(groups: FigureGroup[], responses: ResponseTimes | undefined): Grouped {
  return groups.map((group) => ({ ...group, row: record(group.figures, responses?.get(String(group.key))) }));
}

/** The months from the first to the last that has applications, those between without any as zeros. */
function monthAxis(months: Grouped): DashboardRecord['byMonth'] {
  const monthRows = new Map(months.map((group) => [String(group.key), group.row]));
  const found = [...monthRows.keys()].sort();
  const first = found[0];
  const last = found.at(-1);
  const axis = first && last ? monthsBetween(first, last) : [];
  return axis.map((month) => ({ month, ...(monthRows.get(month) ?? record(NO_FIGURES, undefined)) }));
}

/**
 * The dashboard's months alone (the institution drill-down's), as governmentDashboard computes them: its month
 * figures, and the response times by month alone.
 */
export async function dashboardMonths(
  deps: DashboardDeps,
  params: DashboardParams,
): Promise<DashboardRecord['byMonth']> {
  const { scope, targets, limit } = computation(deps, params);
  const [months, responses] = await Promise.all([
    limit(() => figuresBy(deps.db, 'month', scope)),
    limit(() => responseTimesBy(deps.db, ['month'], scope, targets)),
  ]);
  return monthAxis(grouped(months, responses.get('month')));
}

/**
 * POST /loan/gov/dashboard: the application figures (statistics/application-figures.ts, the home page's definitions)
 * and the response times (the workbench's SQL) of the applications in the filters, in total and by month,
 * institution, district and product type. Every group adds up to the totals. Months without applications between
 * the first and the last month that has some are listed with zeros, so a chart's axis has no holes.
 */
export async function governmentDashboard(deps: DashboardDeps, params: DashboardParams): Promise<DashboardRecord> {
  const { scope, targets, limit } = computation(deps, params);
  // The response times in one statement (they time every application once), the figures beside it.
  const [responses, totalFigures, months, institutions, districts, productTypes] = await Promise.all([
    limit(() => responseTimesBy(deps.db, ['all', 'month', 'institution', 'district', 'productType'], scope, targets)),
    limit(() => figureTotals(deps.db, scope)),
    limit(() => figuresBy(deps.db, 'month', scope)),
    limit(() => figuresBy(deps.db, 'institution', scope)),
    limit(() => figuresBy(deps.db, 'district', scope)),
    limit(() => figuresBy(deps.db, 'productType', scope)),
  ]);
  const totals = record(totalFigures, responses.get('all')?.get('all'));
  const byMonth = monthAxis(grouped(months, responses.get('month')));
  const institutionRows = grouped(institutions, responses.get('institution'));
  const districtRows = grouped(districts, responses.get('district'));
  const productTypeRows = grouped(productTypes, responses.get('productType'));

  return {
    filters: filtersOf(params),
    computedAt: deps.now.toISOString(),
    targets: { viewWorkingDays: deps.viewTargetDays, decideWorkingDays: deps.decideTargetDays },
    totals,
    byMonth,
    byInstitution: institutionRows
      .map((group) => ({
        orgId: group.key === null ? null : Number(group.key),
        orgName: group.orgName,
        ...group.row,
      }))
      .sort((x, y) => y.applyCount - x.applyCount || (x.orgId ?? Infinity) - (y.orgId ?? Infinity)),
    byDistrict: districtRows
      .map((group) => ({ districtName: group.key === null ? null : String(group.key), ...group.row }))
      .sort(
        (x, y) => y.applyCount - x.applyCount || (x.districtName ?? '\uffff').localeCompare(y.districtName ?? '\uffff'),
      ),
    byProductType: productTypeRows.map((group) => ({
      productType: group.key === null ? null : Number(group.key),
      ...group.row,
    })),
  };
}
