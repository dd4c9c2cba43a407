/** Wire records of the home statistics (docs/gateway-api.md, "Home statistics"); amounts in 万元. */

/** POST /loan/pc/dockingCount: every application on the platform, made for a product or published as a need. */
export interface DockingCountRecord {
  /** Applications submitted, whatever became of them. */
  applyCount: number;
  applyAmount: number;
  /** Applications an institution granted credit to (statuses 6, 8 and 9 keep their credit amount). */
  creditCount: number;
  creditAmount: number;
  /** Loans released (status 8). */
  loanCount: number;
  loanAmount: number;
  /** Distinct enterprises that applied. */
  enterpriseCount: number;
}

/** POST /loan/pc/loanRank: one institution that released loans, ranked by amount lent. */
export interface LoanRankRecord {
  rank: number;
  orgId: number;
  orgName: string;
  orgType: number;
  logo: string;
  loanCount: number;
  loanAmount: number;
}

/** POST /loan/pc/loanCase: one loan released, the enterprise's name masked. */
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

/** POST /loan/pc/index/entCount. */
export interface EnterpriseCountRecord {
  /** Enterprises registered on the platform (bound to an account). */
  registeredCount: number;
  /** Of them, those whose enterprise real-name certification passed for at least one account. */
  certifiedCount: number;
}

/** POST /loan/pc/thirdStatistics/list: product applications of one district of the region. */
export interface DistrictFiguresRecord {
  districtName: string;
  applyCount: number;
  applyAmount: number;
  creditCount: number;
  creditAmount: number;
  loanCount: number;
  loanAmount: number;
}
