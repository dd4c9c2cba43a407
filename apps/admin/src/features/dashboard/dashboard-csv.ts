import type { DashboardFiguresFieldsFragment } from '#gql/graphql.ts';
import { csvDocument } from '#shared/format/csv.ts';
import type { DashboardData, DashboardGroup } from './dashboard-data';

export { BOM, csvCell } from '#shared/format/csv.ts';

/**
 * The dashboard as CSV, made in the browser from the figures the page shows (the same answer): one row for the
 * totals and one per group of each dimension. UTF-8 with a byte-order mark, so Excel opens the Chinese correctly;
 * CRLF line ends; amounts in 万元, shares as percentages with one decimal; empty cells where there is no figure.
 */

export const CSV_HEADER = [
  '维度',
  '分组',
  '申请笔数',
  '申请金额（万元）',
  '授信笔数',
  '授信金额（万元）',
  '放款笔数',
  '放款金额（万元）',
  '申请企业数',
  '办结笔数',
  '成功率（%）',
  '查看用时中位数（小时）',
  '按时查看率（%）',
  '决定用时中位数（小时）',
  '按时决定率（%）',
] as const;

/** What the CSV draws from the dashboard: the totals and the groups of each dimension. */
export type DashboardForCsv = Pick<
  DashboardData,
  'totals' | 'byMonth' | 'byInstitution' | 'byDistrict' | 'byProductType'
>;

const percent = (share: number | null) => (share === null ? '' : (share * 100).toFixed(1));
const plain = (value: number | null) => (value === null ? '' : String(value));

function figureCells(figures: DashboardFiguresFieldsFragment): string[] {
  return [
    plain(figures.applyCount),
    plain(figures.applyAmount),
    plain(figures.creditCount),
    plain(figures.creditAmount),
    plain(figures.loanCount),
    plain(figures.loanAmount),
    plain(figures.enterpriseCount),
    plain(figures.settledCount),
    percent(figures.successRate),
    plain(figures.viewMedianHours),
    percent(figures.viewShareWithinTarget),
    plain(figures.decideMedianHours),
    percent(figures.decideShareWithinTarget),
  ];
}

export function dashboardCsv(dashboard: DashboardForCsv): string {
  const rows: string[][] = [[...CSV_HEADER], ['汇总', '全部', ...figureCells(dashboard.totals)]];
  const dimensions: Array<[string, readonly DashboardGroup[]]> = [
    ['月份', dashboard.byMonth],
    ['金融机构', dashboard.byInstitution],
    ['区县', dashboard.byDistrict],
    ['产品类型', dashboard.byProductType],
  ];
  for (const [dimension, groups] of dimensions) {
    for (const group of groups) rows.push([dimension, group.label, ...figureCells(group.figures)]);
  }
  return csvDocument(rows);
}

/** The file's name: 融资数据看板_<range or 全部>.csv. */
export function csvFileName(startDate: string | null, endDate: string | null): string {
  const range = startDate || endDate ? `${startDate ?? '开始'}至${endDate ?? '今'}` : '全部';
  return `融资数据看板_${range}.csv`;
}
