/** Wire records of the government dashboard and the published response times (docs/gateway-api.md, "Dashboard"). */

/** One group's figures: the application figures (amounts in 万元) and its response times. */
export interface DashboardFiguresRecord {
  applyCount: number;
  applyAmount: number;
  creditCount: number;
  creditAmount: number;
  loanCount: number;
  loanAmount: number;
  enterpriseCount: number;
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
  targets: { viewWorkingDays: number; decideWorkingDays: number };
  totals: DashboardFiguresRecord;
  byMonth: DashboardMonthRecord[];
  byInstitution: DashboardInstitutionRecord[];
  byDistrict: DashboardDistrictRecord[];
  byProductType: DashboardProductTypeRecord[];
}

/** POST /loan/pc/org/responseTime: one institution's response times, aggregates only. */
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
