/**
 * The gateway's government dashboard and published response times (docs/gateway-api.md, "Government dashboard"),
 * and the graph's view of one dashboard group.
 */

/** One group's figures: application figures (万元) and response times. */
export interface DashboardFiguresRecord {
  applyCount: number;
  applyAmount: number;
  creditCount: number;
  creditAmount: number;
  loanCount: number;
  loanAmount: number;
  enterpriseCount: number;
  settledCount: number;
  successRate: number | null;
  viewMedianHours: number | null;
  viewShareWithinTarget: number | null;
  decideMedianHours: number | null;
  decideShareWithinTarget: number | null;
}

/** Answer of POST /loan/gov/dashboard. */
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
  byMonth: Array<DashboardFiguresRecord & { month: string }>;
  byInstitution: Array<DashboardFiguresRecord & { orgId: number | null; orgName: string | null }>;
  byDistrict: Array<DashboardFiguresRecord & { districtName: string | null }>;
  byProductType: Array<DashboardFiguresRecord & { productType: number | null }>;
}

/** Body of POST /loan/gov/dashboard. */
export interface DashboardBody {
  startDate?: string;
  endDate?: string;
  orgId?: number;
  districtName?: string;
  productType?: number;
}

/** A dashboard group as the graph serves it (DashboardGroup): key, label and the gateway's figures. */
export interface DashboardGroupSource {
  key: string | null;
  label: string;
  figures: DashboardFiguresRecord;
}

/** Answer of POST /loan/pc/org/responseTime (public). */
export interface PublicResponseTimeRecord {
  orgId: number;
  orgName: string;
  days: number;
  targets: { viewWorkingDays: number; decideWorkingDays: number };
  applications: number;
  view: { reached: number; medianHours: number | null; shareWithinTarget: number | null };
  decide: { reached: number; medianHours: number | null; shareWithinTarget: number | null };
}
