/** Records of the gateway's home statistics and institution overview (docs/gateway-api.md); amounts in 万元. */

export interface DockingCountRecord {
  applyCount: number;
  applyAmount: number;
  creditCount: number;
  creditAmount: number;
  loanCount: number;
  loanAmount: number;
  enterpriseCount: number;
}

export interface EnterpriseCountRecord {
  registeredCount: number;
  certifiedCount: number;
}

export interface LoanRankRecord {
  rank: number;
  orgId: number;
  orgName: string;
  orgType: number;
  logo: string;
  loanCount: number;
  loanAmount: number;
}

export interface LoanCaseRecord {
  id: number;
  entName: string;
  productId: number | null;
  productName: string | null;
  orgId: number;
  orgName: string;
  loanAmount: number;
  loanPeriod: number;
  lendingTime: string;
  districtName: string | null;
}

export interface DistrictFiguresRecord {
  districtName: string;
  applyCount: number;
  applyAmount: number;
  creditCount: number;
  creditAmount: number;
  loanCount: number;
  loanAmount: number;
}

export interface InstitutionIconRecord {
  id: number;
  orgName: string;
  orgType: number;
  logo: string;
}

export interface InstitutionTypeCountRecord {
  orgType: number;
  count: number;
}

export interface InstitutionCountRecord {
  total: number;
  types: InstitutionTypeCountRecord[];
}
