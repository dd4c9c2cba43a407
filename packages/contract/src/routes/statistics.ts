/** The home statistics (docs/gateway-api.md, "Institution overview, postal zone and home statistics"); 万元. */
import { int, jsonObject } from './input-fields.ts';
import { route, routeWithoutInput } from './route.ts';

/** Spec §7 loanRank is called with levelTag=1: the ranking of institutions, the only level the platform has. */
export const INSTITUTION_LEVEL = 1;
/** Recent success cases a caller may ask for at once. */
export const MAX_CASES = 50;
const DEFAULT_CASES = 10;

/** Applications submitted, granted credit and released as loans: how many and for how much. */
export interface ApplicationFiguresRecord {
  /** Applications submitted, whatever became of them. */
  applyCount: number;
  applyAmount: number;
  /** Applications an institution granted credit to (statuses 6, 8 and 9 keep their credit amount). */
  creditCount: number;
  creditAmount: number;
  /** Loans released (status 8). */
  loanCount: number;
  loanAmount: number;
}

/** Every application on the platform, made for a product or published as a need. */
export interface DockingCountRecord extends ApplicationFiguresRecord {
  /** Distinct enterprises that applied. */
  enterpriseCount: number;
}

/** One institution that released loans, ranked by amount lent. */
export interface LoanRankRecord {
  rank: number;
  orgId: number;
  orgName: string;
  orgType: number;
  logo: string;
  loanCount: number;
  loanAmount: number;
}

/** One loan released, the enterprise's name masked. */
export interface LoanCaseRecord {
  id: number;
  entName: string;
  productId: number | null;
  productName: string | null;
  orgId: number;
  orgName: string;
  loanAmount: number;
  loanPeriod: number;
  /** ISO date-time the loan was released. */
  lendingTime: string;
  districtName: string | null;
}

export interface EnterpriseCountRecord {
  /** Enterprises registered on the platform (bound to an account). */
  registeredCount: number;
  /** Of them, those whose enterprise real-name certification passed for at least one account. */
  certifiedCount: number;
}

/** Product applications of one district of the region. */
export interface DistrictFiguresRecord extends ApplicationFiguresRecord {
  districtName: string;
}

/** The institutions that released loans, by amount lent. */
export const loanRank = route<LoanRankRecord[]>()({
  method: 'POST',
  path: '/loan/pc/loanRank',
  inputIn: 'query',
  input: jsonObject({
    levelTag: int('排行层级', INSTITUTION_LEVEL, INSTITUTION_LEVEL).default(INSTITUTION_LEVEL),
  }),
});

/** The most recent loans released (`size` of them). */
export const loanCases = route<LoanCaseRecord[]>()({
  method: 'POST',
  path: '/loan/pc/loanCase',
  inputIn: 'query',
  input: jsonObject({ size: int('案例数量', 1, MAX_CASES).default(DEFAULT_CASES) }),
});

export const dockingCount = routeWithoutInput<DockingCountRecord>()('POST', '/loan/pc/dockingCount');

export const districtFigures = routeWithoutInput<DistrictFiguresRecord[]>()('POST', '/loan/pc/thirdStatistics/list');

/** Counted at each call: registrations and certifications write no application event. */
export const enterpriseCount = routeWithoutInput<EnterpriseCountRecord>()('POST', '/loan/pc/index/entCount');
