/** The government dashboard and the published response times (docs/gateway-api.md, "Government dashboard"). */
import { z } from 'zod';
import { MAX_ID } from '../fields.ts';
import { calendarDay, int, jsonObject, optional, text } from './input-fields.ts';
import { route } from './route.ts';
import type { DockingCountRecord } from './statistics.ts';

/** One group's figures: the home statistics' application figures (amounts in 万元) and its response times. */
export interface DashboardFiguresRecord extends DockingCountRecord {
  /** Applications decided for good (3, 5, 7, 8, 9). */
  settledCount: number;
  /** loanCount ÷ settledCount (0-1, 3 decimals); null when nothing is settled. */
  successRate: number | null;
  /** Median hours from the start (submission, or a need's claim) to the institution's first view. */
  viewMedianHours: number | null;
  /** Share (0-1) of the due applications viewed within the target. */
  viewShareWithinTarget: number | null;
  /** Median hours from the start to the credit decision (6 or 7). */
  decideMedianHours: number | null;
  decideShareWithinTarget: number | null;
}

export interface DashboardMonthRecord extends DashboardFiguresRecord {
  /** YYYY-MM, Beijing calendar, of the submission. */
  month: string;
}

export interface DashboardInstitutionRecord extends DashboardFiguresRecord {
  /** null: published needs no institution has claimed. */
  orgId: number | null;
  orgName: string | null;
}

export interface DashboardDistrictRecord extends DashboardFiguresRecord {
  /** null: applications without a district (published needs). */
  districtName: string | null;
}

export interface DashboardProductTypeRecord extends DashboardFiguresRecord {
  /** 产品类型 1-6 of the product; null: published needs (no product). */
  productType: number | null;
}

export interface DashboardRecord {
  filters: {
    startDate: string | null;
    endDate: string | null;
    orgId: number | null;
    districtName: string | null;
    productType: number | null;
  };
  /**
   * When the figures were computed (ISO 8601): now, or up to DASHBOARD_REFRESH_MINUTES ago for a view that computes
   * slower than DASHBOARD_LIVE_LIMIT_MS and is kept.
   */
  computedAt: string;
  targets: { viewWorkingDays: number; decideWorkingDays: number };
  totals: DashboardFiguresRecord;
  byMonth: DashboardMonthRecord[];
  byInstitution: DashboardInstitutionRecord[];
  byDistrict: DashboardDistrictRecord[];
  byProductType: DashboardProductTypeRecord[];
}

/** One institution's response times, aggregates only. */
export interface PublicResponseTimeRecord {
  orgId: number;
  orgName: string;
  /** The window: applications started in the last `days` days. */
  days: number;
  targets: { viewWorkingDays: number; decideWorkingDays: number };
  applications: number;
  view: { reached: number; medianHours: number | null; shareWithinTarget: number | null };
  decide: { reached: number; medianHours: number | null; shareWithinTarget: number | null };
}

/** A calendar day of this century (the dashboard's submission days). */
function day(label: string) {
  return calendarDay(label).refine((value) => value >= '2000-01-01' && value <= '2099-12-31', {
    error: `${label}须在 2000 年至 2099 年之间`,
  });
}

/**
 * The government dashboard (staff: gov_viewer and operator): every filter optional. The range is of the submission
 * day (Beijing), both ends included; productType is the product's 产品类型 (1-6), which leaves out published needs
 * (they have no product).
 */
export const govDashboard = route<DashboardRecord>()({
  method: 'POST',
  path: '/loan/gov/dashboard',
  inputIn: 'body',
  input: jsonObject({
    startDate: optional(day('开始日期（startDate）')),
    endDate: optional(day('结束日期（endDate）')),
    orgId: optional(int('机构ID', 1, MAX_ID)),
    districtName: optional(text('所在区县', 20)),
    productType: optional(int('产品类型', 1, 6)),
  }).refine((value) => !value.startDate || !value.endDate || value.startDate <= value.endDate, {
    error: '开始日期不能晚于结束日期',
  }),
});

/** The response times the portal publishes for one institution (public; -1404 when unknown or out of service). */
export const institutionResponseTimes = route<PublicResponseTimeRecord>()({
  method: 'POST',
  path: '/loan/pc/org/responseTime',
  inputIn: 'query',
  input: jsonObject({
    orgId: z
      .unknown()
      .refine((value) => value !== undefined && value !== null && value !== '', { error: '缺少机构ID（orgId）' })
      .pipe(int('机构ID', 1, MAX_ID)),
  }),
});
