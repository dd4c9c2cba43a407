import type { GraphQLResolveInfo } from 'graphql';
import type { ProductRecord, InstitutionRecord } from '../upstream/records.ts';
import type { PolicyRecord, PolicyDepartmentRecord, ArticleRecord } from '../upstream/content-records.ts';
import type { LookupEntry } from '../lookups/lookup.ts';
import type { CaptchaRecord } from '@sme/contract/routes/captcha';
import type { LoginCompanyRecord } from '../upstream/account-records.ts';
import type { AccountCompanyRecord, UserInfoRecord, DataAuthorisationStateRecord, DataAuthorisationRecord } from '@sme/contract/routes/accounts';
import type { ProtocolRecord, ProtocolDetailRecord } from '@sme/contract/routes/protocols';
import type { LegalPersonCheckRecord, FaceCheckRecord, FaceCheckStartRecord, LegalPersonConfirmationRecord } from '@sme/contract/routes/identity';
import type { RegistryRecord, RegistrySearchPage } from '@sme/contract/routes/registry';
import type { ImportDetailRecord } from '@sme/contract/routes/imports';
import type { CanteenUserRecord } from '@sme/contract/routes/canteen';
import type { DataAuthorisationLedgerRecord } from '@sme/contract/routes/authorisation';
import type { DataAuthorisationRevocationResultRecord } from '../upstream/authorisation-records.ts';
import type { LoanApplicationSource, LoanApplicationPageRecord } from '../upstream/applications-records.ts';
import type { ApplicationEventRecord, ManagerRecord, ApplyMethodRecord } from '@sme/contract/routes/applications';
import type { LoanStatusView } from '../lookups/loan-statuses.ts';
import type { DivisionRecord } from '@sme/contract/routes/divisions';
import type { QuotaEstimateRecord, PreCreditRecord, CreditSummaryRecord, EquitySubmittedRecord } from '@sme/contract/routes/estimates';
import type { PreCreditStateRecord } from '../upstream/estimate-records.ts';
import type { ZoneProductsRecord, ProductClassProductsRecord, IndustryProductsRecord } from '@sme/contract/routes/zones';
import type { ProductClassRecord } from '../upstream/zone-records.ts';
import type { LoanRankRecord, LoanCaseRecord } from '@sme/contract/routes/statistics';
import type { InstitutionIconRecord, InstitutionCountRecord, InstitutionTypeCountRecord } from '@sme/contract/routes/institution-overview';
import type { StaffRecord, StaffLoginStepRecord } from '@sme/contract/routes/staff-auth';
import type { OrgApplicationRecord, OrgApplicationPageRecord, ResponseTimesRecord, InstitutionResponseTimesRecord, ResponseStepRecord, EscalationPageRecord, EscalationRecord } from '@sme/contract/routes/org-queue';
import type { OrgProductRecord, OrgProductPageRecord, PreCreditRowRecord, PreCreditImportRecord, OrgPreCreditRecord, OrgPreCreditPageRecord } from '@sme/contract/routes/org-products';
import type { MessageRecord, MessagePageRecord } from '@sme/contract/routes/messages';
import type { DashboardRecord, DashboardFiguresRecord, PublicResponseTimeRecord } from '@sme/contract/routes/dashboard';
import type { DashboardGroupSource } from '../upstream/dashboard-group.ts';
import type { ReferralOptionsRecord, ReferralOptionRecord, ReferralRecord } from '@sme/contract/routes/referrals';
import type { OrgSupplementsRecord, SupplementRecord } from '@sme/contract/routes/desk-supplement';
import type { ThreadRecord, ThreadMessageRecord, ThreadUnreadApplicationRecord, OrgDrillDownRecord } from '@sme/contract/routes/desk-threads';
import type { AssignmentRecord, AssigneeRecord, NoteRecord } from '@sme/contract/routes/desk-assign';
import type { AuditEntryRecord } from '@sme/contract/routes/staff-audit';
import type { NeedOffersRecord, OfferRecord, OrgOfferPageRecord, OfferFiguresRecord } from '@sme/contract/routes/need-offers';
import type { PolicyMatchRecord } from '@sme/contract/routes/policy-match';
import type { SubsidyLoanFigures, SubsidyProgrammeOptionRecord, SubsidyClaimRecord, SubsidyClaimRowRecord, SubsidyProgrammeFiguresRecord } from '@sme/contract/routes/subsidy-claims';
import type { GraphContext } from '../context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

/** A company of the logged-in account. */
export type AccountCompany = {
  __typename?: 'AccountCompany';
  companyName: Scalars['String']['output'];
  /** true for the session's current company. */
  current: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** Real-name verified. */
  ifCertification: Scalars['Boolean']['output'];
  uniformCode: Scalars['String']['output'];
};

/** Spec §3 add-company form: the values of a chosen search result. */
export type AddCompanyInput = {
  /** 企业名称, as the registry spells it. */
  companyName: Scalars['String']['input'];
  /** 法定代表人; optional, only compared with the registry. */
  legalPerson?: InputMaybe<Scalars['String']['input']>;
  /** 统一社会信用代码 (18 characters, check character verified). */
  uniformCode: Scalars['String']['input'];
};

export type AddressDivision = {
  __typename?: 'AddressDivision';
  /** GB/T 2260 code (6 digits for districts, 9 for streets). */
  code: Scalars['String']['output'];
  level: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

/** A file attached to an application (/loan/pc/myDetail materials). */
export type ApplicationMaterial = {
  __typename?: 'ApplicationMaterial';
  contentType: Scalars['String']['output'];
  /** Detected type: jpg, png, gif, pdf, doc, docx, xls, xlsx, zip or rar. */
  kind: Scalars['String']['output'];
  /** The file name as uploaded. */
  name: Scalars['String']['output'];
  /** Stored path (f/yyyymm/…): the portal opens it under /files/. */
  path: Scalars['String']['output'];
  /** Bytes. */
  size: Scalars['Int']['output'];
  /** ISO 8601. */
  uploadTime: Scalars['String']['output'];
};

/** Applications (or needs) of the company by where they stand. */
export type ApplicationTally = {
  __typename?: 'ApplicationTally';
  /** Status 6. */
  credited: Scalars['Int']['output'];
  /** Statuses 3, 5, 7, 9. */
  failed: Scalars['Int']['output'];
  /** Statuses 1, 2, 4, 11: with the platform or an institution. */
  inProgress: Scalars['Int']['output'];
  /** Status 8. */
  lent: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
  /** Status 10. */
  withdrawn: Scalars['Int']['output'];
};

export type ApplicationThread = {
  __typename?: 'ApplicationThread';
  applicationId: Scalars['ID']['output'];
  /** The institution handling the application. */
  institutionName: Maybe<Scalars['String']['output']>;
  /** Its assigned account manager; null until one is assigned. */
  manager: Maybe<ThreadManager>;
  messages: Array<ThreadMessage>;
};

/** Spec §3 apply-method record: urlType 1 our form, 2 a QR image (redirectUrl is the image), otherwise a link. */
export type ApplyMethod = {
  __typename?: 'ApplyMethod';
  redirectUrl: Maybe<Scalars['String']['output']>;
  urlType: Scalars['Int']['output'];
};

/** An article of one of the information pages. */
export type Article = {
  __typename?: 'Article';
  /** Regional finance: the district it is about; null otherwise. */
  district: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  kind: ArticleKind;
  /** Publication day, YYYY-MM-DD. */
  publishDate: Scalars['String']['output'];
  /** The text; null in the news and regional finance lists (detail only). */
  sections: Maybe<Array<ContentSection>>;
  /** Who published it. */
  source: Scalars['String']['output'];
  summary: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** What an article of our content model is about: the page it belongs to. */
export type ArticleKind =
  /** /compensate */
  | 'COMPENSATION'
  /** /news/{id} */
  | 'NEWS'
  /** /regionalFinance */
  | 'REGIONAL_FINANCE'
  /** /reloanPolicy */
  | 'RELOAN_POLICY';

/** A page of articles. */
export type ArticlePage = {
  __typename?: 'ArticlePage';
  pageNum: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  records: Array<Article>;
  total: Scalars['Int']['output'];
};

/** The person a canteen session is for. */
export type CanteenUser = {
  __typename?: 'CanteenUser';
  /** The portal company the session was opened from; empty when the account has none. */
  companyName: Scalars['String']['output'];
  /** Masked mobile: first 3 digits, four asterisks, the last 4. */
  maskedMobile: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** A slider puzzle: the background with the hole, the piece, and the piece's vertical position. */
export type Captcha = {
  __typename?: 'Captcha';
  /** The piece, as a PNG data URL. */
  cutoutImage: Scalars['String']['output'];
  /** Identifies this puzzle in checkCaptcha. */
  key: Scalars['String']['output'];
  /** Background with the hole, as a PNG data URL 255 px wide. */
  shadeImage: Scalars['String']['output'];
  /** Top of the piece in image pixels. */
  y: Scalars['Int']['output'];
};

export type CompanyProfile = {
  __typename?: 'CompanyProfile';
  applicationId: Scalars['ID']['output'];
  /** ISO 8601: the end of the authorisation in force. */
  authorisationUntil: Scalars['String']['output'];
  certified: Scalars['Boolean']['output'];
  /** ISO 8601; null when not certified (or certified before the time was kept). */
  certifiedAt: Maybe<Scalars['String']['output']>;
  companyName: Scalars['String']['output'];
  /** The platform's credit summary, as the enterprise sees it (legalPerson as above). */
  creditSummary: CreditSummary;
  /** The company's applications and needs with this institution only, newest first (at most 50). */
  history: Array<CompanyProfileHistoryEntry>;
  /** 行业; null: the registry does not record it. */
  industry: Maybe<Scalars['String']['output']>;
  /** 法定代表人: masked (林*燕) until the institution has accepted the application (status 4, 6, 7, 8, 9). */
  legalPerson: Scalars['String']['output'];
  legalPersonMasked: Scalars['Boolean']['output'];
  /** The company's pre-credit limits from this institution only. */
  preCredits: Array<CompanyProfilePreCredit>;
  /** ISO 8601: when this read was made and recorded. */
  readAt: Scalars['String']['output'];
  /** 注册资本; null: the registry does not record it. */
  registeredCapital: Maybe<Scalars['String']['output']>;
  /** The registry's entry; null when the registry does not know the credit code. */
  registry: Maybe<CompanyProfileRegistry>;
  /** 统一社会信用代码. */
  uniformCode: Scalars['String']['output'];
};

export type CompanyProfileHistoryEntry = {
  __typename?: 'CompanyProfileHistoryEntry';
  /** 万元. */
  applyAmount: Maybe<Scalars['Float']['output']>;
  /** ISO 8601. */
  createTime: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  loanStatus: Scalars['Int']['output'];
  productName: Maybe<Scalars['String']['output']>;
  /** 1 product application, 2 published need. */
  source: Scalars['Int']['output'];
  /** The status with its label (as the queue shows it). */
  status: LoanStatusInfo;
};

export type CompanyProfilePreCredit = {
  __typename?: 'CompanyProfilePreCredit';
  /** 万元. */
  amount: Scalars['Float']['output'];
  id: Scalars['ID']['output'];
  productName: Maybe<Scalars['String']['output']>;
  /** 1 生效中, 2 已用信, 3 已撤销, 4 已过期, 5 未生效. */
  status: Scalars['Int']['output'];
  /** YYYY-MM-DD. */
  validFrom: Scalars['String']['output'];
  validUntil: Scalars['String']['output'];
};

export type CompanyProfileRegistry = {
  __typename?: 'CompanyProfileRegistry';
  district: Scalars['String']['output'];
  /** 企业类型, e.g. 有限责任公司, 个体工商户. */
  entityType: Scalars['String']['output'];
  /** 成立日期, YYYY-MM-DD. */
  establishedOn: Scalars['String']['output'];
  /** Whether the company is a 个体工商户. */
  individualBusiness: Scalars['Boolean']['output'];
  /** 注册号. */
  registrationNumber: Scalars['String']['output'];
  /** 登记状态: 存续, 在业, 注销, 吊销. */
  status: Scalars['String']['output'];
  street: Scalars['String']['output'];
};

/** One page of a company search. */
export type CompanySearchPage = {
  __typename?: 'CompanySearchPage';
  /** Whether the next page holds at least one company. */
  hasNextPage: Scalars['Boolean']['output'];
  items: Array<RegistryCompany>;
  pageNum: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
};

export type ConfirmLegalPersonInput = {
  /** The separate consent to the face check (人脸识别授权); must be true. */
  faceConsent: Scalars['Boolean']['input'];
  /** 身份证号: 15 or 18 digits (a final X allowed). */
  idNumber: Scalars['String']['input'];
  /** 法定代表人姓名, as in the registry. */
  name: Scalars['String']['input'];
};

/** A titled part of a text; the heading may be empty (a lead without a title). */
export type ContentSection = {
  __typename?: 'ContentSection';
  heading: Scalars['String']['output'];
  /** Plain-text paragraphs (never HTML). */
  paragraphs: Array<Scalars['String']['output']>;
};

/** 平台信用信息摘要: what the platform itself records about the company. */
export type CreditSummary = {
  __typename?: 'CreditSummary';
  applications: ApplicationTally;
  authorisationInForce: Scalars['Boolean']['output'];
  /** ISO 8601: the end of the authorisation in force; null when none is. */
  authorisationUntil: Maybe<Scalars['String']['output']>;
  companyName: Scalars['String']['output'];
  generatedAt: Scalars['String']['output'];
  legalPerson: Scalars['String']['output'];
  needs: ApplicationTally;
  /** Says what it is and that it is not a credit bureau's report. */
  notice: Scalars['String']['output'];
  /** 万元. */
  preCreditInForceAmount: Scalars['Float']['output'];
  preCreditInForceCount: Scalars['Int']['output'];
  /** The registry's facts; null when the registry does not know the company. */
  registry: Maybe<CreditSummaryRegistry>;
  title: Scalars['String']['output'];
  uniformCode: Scalars['String']['output'];
};

export type CreditSummaryRegistry = {
  __typename?: 'CreditSummaryRegistry';
  district: Scalars['String']['output'];
  entityType: Scalars['String']['output'];
  /** YYYY-MM-DD. */
  establishedOn: Scalars['String']['output'];
  status: Scalars['String']['output'];
  street: Scalars['String']['output'];
};

/** Figures of a set of applications: the home statistics' definitions plus success rate and response times. */
export type DashboardFigures = {
  __typename?: 'DashboardFigures';
  /** 万元 asked for. */
  applyAmount: Scalars['Float']['output'];
  /** Applications submitted (for a product or as a published need), whatever became of them. */
  applyCount: Scalars['Int']['output'];
  /** 万元 of credit granted. */
  creditAmount: Scalars['Float']['output'];
  /** Applications granted credit (statuses 6, 8 and 9 keep their credit). */
  creditCount: Scalars['Int']['output'];
  /** Median hours from the start to the credit decision (granted or refused); null if none. */
  decideMedianHours: Maybe<Scalars['Float']['output']>;
  /** Share (0-1) of the applications due that were decided within the target; null if none is due. */
  decideShareWithinTarget: Maybe<Scalars['Float']['output']>;
  /** Distinct enterprises that applied. */
  enterpriseCount: Scalars['Int']['output'];
  /** 万元 lent. */
  loanAmount: Scalars['Float']['output'];
  /** Loans released (status 8). */
  loanCount: Scalars['Int']['output'];
  /** Applications decided for good: refused by the platform's review, not accepted, credit refused, lent, loan refused. */
  settledCount: Scalars['Int']['output'];
  /** loanCount ÷ settledCount (0-1); null when nothing is settled. */
  successRate: Maybe<Scalars['Float']['output']>;
  /** Median hours from the start (submission, or a need's claim) to the institution's first view; null if none. */
  viewMedianHours: Maybe<Scalars['Float']['output']>;
  /** Share (0-1) of the applications due that were viewed within the target; null if none is due. */
  viewShareWithinTarget: Maybe<Scalars['Float']['output']>;
};

/** Every filter is optional; absent filters count every application. */
export type DashboardFilter = {
  /** One district of the region (e.g. 天河区); published needs name no district. */
  districtName?: InputMaybe<Scalars['String']['input']>;
  /** Last submission day, YYYY-MM-DD (Beijing), included. */
  endDate?: InputMaybe<Scalars['String']['input']>;
  /** One institution. */
  institutionId?: InputMaybe<Scalars['ID']['input']>;
  /** 产品类型 of the product applied for (1-6, the productTypes lookup); leaves out published needs. */
  productType?: InputMaybe<Scalars['Int']['input']>;
  /** First submission day, YYYY-MM-DD (Beijing), included. */
  startDate?: InputMaybe<Scalars['String']['input']>;
};

/** One group of the dashboard: what it is and its figures. */
export type DashboardGroup = {
  __typename?: 'DashboardGroup';
  /** The group's figures. */
  figures: DashboardFigures;
  /** The month (YYYY-MM), institution id, district name or product type code; null for the group of those without. */
  key: Maybe<Scalars['ID']['output']>;
  /** What the pages show: the month, the institution's or district's name, the product type's name (Chinese). */
  label: Scalars['String']['output'];
};

/** An authorisation in force. */
export type DataAuthorisation = {
  __typename?: 'DataAuthorisation';
  /** ISO 8601: the end of its validity. */
  authEndDate: Scalars['String']['output'];
  /** ISO 8601. */
  grantedAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

/** One line of the ledger. */
export type DataAuthorisationLedgerEntry = {
  __typename?: 'DataAuthorisationLedgerEntry';
  /** The company's account that granted, revoked or consented (masked mobile, 138****0001); null for an access. */
  actorAccount: Maybe<Scalars['String']['output']>;
  /** ISO 8601. */
  at: Scalars['String']['output'];
  /** ISO 8601: the end of the granted (or revoked) authorisation's validity; null for an access or a referral. */
  authEndDate: Maybe<Scalars['String']['output']>;
  /** What happened, in Chinese. */
  detail: Scalars['String']['output'];
  /** Stable within the company's ledger. */
  id: Scalars['ID']['output'];
  kind: DataAuthorisationLedgerKind;
  /** The institution of an access or a referral; null for grants and revocations. */
  orgName: Maybe<Scalars['String']['output']>;
};

/** What happened to the company's data authorisation. */
export type DataAuthorisationLedgerKind =
  /** An institution read the company's data (also: received an application's data and materials by a referral). */
  | 'ACCESS'
  /** The company granted the authorisation (with its first application). */
  | 'GRANT'
  /** The company consented to refer a declined application to another institution (detail: the consent text). */
  | 'REFERRAL'
  /** The legal representative revoked it. */
  | 'REVOCATION';

/** A page of the authorisation ledger. */
export type DataAuthorisationLedgerPage = {
  __typename?: 'DataAuthorisationLedgerPage';
  pageNum: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  records: Array<DataAuthorisationLedgerEntry>;
  total: Scalars['Int']['output'];
};

/** A revocation. */
export type DataAuthorisationRevocation = {
  __typename?: 'DataAuthorisationRevocation';
  /** The sealed termination document's stored paths (read under filePrefix, e.g. /files/f/202611/….pdf). */
  documentPaths: Array<Scalars['String']['output']>;
  reason: Scalars['String']['output'];
  /** ISO 8601. */
  revokedAt: Scalars['String']['output'];
};

/** The answer of a revocation. */
export type DataAuthorisationRevocationResult = {
  __typename?: 'DataAuthorisationRevocationResult';
  /** How many authorisations were revoked. */
  revoked: Scalars['Int']['output'];
  /** The state after the revocation. */
  state: DataAuthorisationState;
};

/** What /cancelAuthorization shows about the session's company. */
export type DataAuthorisationState = {
  __typename?: 'DataAuthorisationState';
  /** Authorisations in force, oldest first; null when the caller may not revoke (the records are not shown). */
  authorisations: Maybe<Array<DataAuthorisation>>;
  companyName: Scalars['String']['output'];
  hasCheckedFace: Scalars['Boolean']['output'];
  /** false while the account has no company. */
  hasCompany: Scalars['Boolean']['output'];
  ifCertification: Scalars['Boolean']['output'];
  /** true when the session's company has an authorisation in force (any member of the company may read it). */
  inForce: Scalars['Boolean']['output'];
  /** The company's latest revocation; null when none, or when the caller may not revoke. */
  lastRevocation: Maybe<DataAuthorisationRevocation>;
  /** The caller may revoke: certified for the company with its face check passed (the legal representative). */
  mayRevoke: Scalars['Boolean']['output'];
};

/** Declined applications (5, 7, 9) by failure type. */
export type DeclineCounts = {
  __typename?: 'DeclineCounts';
  /** 1 资质不符 */
  type1: Scalars['Int']['output'];
  /** 2 资料不全 */
  type2: Scalars['Int']['output'];
  /** 3 客户取消 */
  type3: Scalars['Int']['output'];
  /** 4 其他 */
  type4: Scalars['Int']['output'];
};

export type DeskAuthorisation = {
  __typename?: 'DeskAuthorisation';
  /** ISO 8601: when it was revoked (state revoked). */
  revokedAt: Maybe<Scalars['String']['output']>;
  /** in_force, revoked, expired or none. */
  state: Scalars['String']['output'];
  /** ISO 8601: the end of the authorisation in force (or of the last one). */
  until: Maybe<Scalars['String']['output']>;
};

export type DeskMaterials = {
  __typename?: 'DeskMaterials';
  /** Every file attached to the application, in upload order; open one under /staff-files/<application id>/<path>. */
  materials: Array<ApplicationMaterial>;
  /** Whether the institution allows downloads (?download=1 on the file route). */
  mayDownload: Scalars['Boolean']['output'];
};

/** Figures of the applications made for a product in one district. */
export type DistrictFigures = {
  __typename?: 'DistrictFigures';
  applyAmount: Scalars['Float']['output'];
  applyCount: Scalars['Int']['output'];
  creditAmount: Scalars['Float']['output'];
  creditCount: Scalars['Int']['output'];
  districtName: Scalars['String']['output'];
  loanAmount: Scalars['Float']['output'];
  loanCount: Scalars['Int']['output'];
};

export type EnterpriseFigures = {
  __typename?: 'EnterpriseFigures';
  /** Of them, those with enterprise real-name certification. */
  certifiedCount: Scalars['Int']['output'];
  /** Enterprises bound to an account on the platform. */
  registeredCount: Scalars['Int']['output'];
};

export type EquityApplicationInput = {
  /** 万元, > 0, at most 2 decimals. */
  amount: Scalars['Float']['input'];
  /** 企业发展阶段 code (equityCompanyStages). */
  companyStage: Scalars['Int']['input'];
  contactMobile: Scalars['String']['input'];
  contactName: Scalars['String']['input'];
  /** 8-64 characters [A-Za-z0-9_-], made once per form. */
  idempotencyKey: Scalars['String']['input'];
  /** A venture-capital institution (type 7) the request is addressed to; none: every investor of the platform. */
  investorId?: InputMaybe<Scalars['ID']['input']>;
  remark?: InputMaybe<Scalars['String']['input']>;
  /** Share offered in percent, > 0 and <= 100, at most 2 decimals. */
  sharePercent: Scalars['Float']['input'];
  useOfFunds: Scalars['String']['input'];
};

export type EquityApplicationResult = {
  __typename?: 'EquityApplicationResult';
  /** ISO 8601. */
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** 1 submitted. */
  status: Scalars['Int']['output'];
};

export type Escalation = {
  __typename?: 'Escalation';
  applicationId: Scalars['ID']['output'];
  entName: Scalars['String']['output'];
  escalatedAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  loanStatus: Scalars['Int']['output'];
  orgId: Scalars['ID']['output'];
  orgName: Scalars['String']['output'];
  source: Scalars['Int']['output'];
  /** view or decide. */
  stage: Scalars['String']['output'];
};

export type EscalationPage = {
  __typename?: 'EscalationPage';
  records: Array<Escalation>;
  total: Scalars['Int']['output'];
};

/** One face check of the account's membership of a company. */
export type FaceCheck = {
  __typename?: 'FaceCheck';
  companyId: Scalars['ID']['output'];
  companyName: Scalars['String']['output'];
  /** Why it failed; null unless FAILED. */
  failReason: Maybe<Scalars['String']['output']>;
  /** ISO 8601; null while PENDING. */
  finishedAt: Maybe<Scalars['String']['output']>;
  /** The membership now: face check passed (identifyStatus 6). */
  hasCheckedFace: Scalars['Boolean']['output'];
  /** The ID number checked, masked (first 3 and last 4 characters). */
  idNumberMasked: Scalars['String']['output'];
  /** The membership now: certified (ifCertification). */
  ifCertification: Scalars['Boolean']['output'];
  /** The legal representative checked, masked (林*燕). */
  legalPersonMasked: Scalars['String']['output'];
  /** ISO 8601. */
  startedAt: Scalars['String']['output'];
  status: FaceCheckStatus;
};

/** A started face check. */
export type FaceCheckStart = {
  __typename?: 'FaceCheckStart';
  /** Identifies the check for faceResult; of use only to this account. */
  certToken: Scalars['String']['output'];
  /** Seconds the check may take before it counts as failed. */
  expiresIn: Scalars['Int']['output'];
  /** The provider's page to open (http or https). */
  url: Scalars['String']['output'];
};

export type FaceCheckStatus =
  | 'FAILED'
  | 'PASSED'
  /** Waiting for the person to finish at the provider. */
  | 'PENDING';

/** Applications on the platform and what became of them. */
export type FinancingFigures = {
  __typename?: 'FinancingFigures';
  /** 万元 asked for. */
  applyAmount: Scalars['Float']['output'];
  /** Applications submitted (for a product or as a published need). */
  applyCount: Scalars['Int']['output'];
  /** 万元 of credit granted. */
  creditAmount: Scalars['Float']['output'];
  /** Applications granted credit. */
  creditCount: Scalars['Int']['output'];
  /** Distinct enterprises that applied. */
  enterpriseCount: Scalars['Int']['output'];
  /** 万元 lent. */
  loanAmount: Scalars['Float']['output'];
  /** Loans released. */
  loanCount: Scalars['Int']['output'];
};

export type FinancingNeedInput = {
  applyAmount: Scalars['Float']['input'];
  /**
   * End of the enterprise data authorisation (spec §1, §5) as epoch milliseconds, 1-5+ years ahead; required when the
   * company has no authorisation in force (its first application or need), ignored otherwise.
   */
  authEndDate?: InputMaybe<Scalars['Float']['input']>;
  /** YYYY-MM-DD, after today and within a year. */
  expiryDate: Scalars['String']['input'];
  guaranteeMethods: Array<Scalars['Int']['input']>;
  idempotencyKey: Scalars['String']['input'];
  /** Highest acceptable annual rate in percent, 0-36. */
  interestRate: Scalars['Float']['input'];
  loanFor: Scalars['Int']['input'];
  loanPeriod: Scalars['Int']['input'];
  remark?: InputMaybe<Scalars['String']['input']>;
};

/** The dashboard's answer: the filters it was computed with, the targets, the totals and the groups. */
export type GovDashboard = {
  __typename?: 'GovDashboard';
  /** By district (key: its name); the group without a key holds applications without a district (published needs). */
  byDistrict: Array<DashboardGroup>;
  /** By institution (key: its id); the group without a key holds published needs no institution has claimed. */
  byInstitution: Array<DashboardGroup>;
  /** By month of submission (key YYYY-MM), from the first month with applications to the last, without holes. */
  byMonth: Array<DashboardGroup>;
  /** By product type (key: the code); the group without a key holds published needs (no product). */
  byProductType: Array<DashboardGroup>;
  /**
   * When these figures were computed (ISO 8601). Usually now; a view that computes slowly (at a province's size) is kept
   * and computed again in the background, so its figures may be some minutes old.
   */
  computedAt: Scalars['String']['output'];
  /** Working days from the start to the credit decision that count as on time. */
  decideTargetWorkingDays: Scalars['Int']['output'];
  /** The district asked for, or null. */
  districtName: Maybe<Scalars['String']['output']>;
  /** The last submission day asked for, or null. */
  endDate: Maybe<Scalars['String']['output']>;
  /** The institution asked for, or null. */
  institutionId: Maybe<Scalars['ID']['output']>;
  /** 意向报价 on the needs submitted in the dashboard's date range (/loan/gov/offer/figures). */
  offers: OfferFigures;
  /** The product type asked for, or null. */
  productType: Maybe<Scalars['Int']['output']>;
  /** The first submission day asked for, or null. */
  startDate: Maybe<Scalars['String']['output']>;
  /** Every application in the filters. */
  totals: DashboardFigures;
  /** Working days from the start to the institution's first view that count as on time. */
  viewTargetWorkingDays: Scalars['Int']['output'];
};

export type GovDataInsuredMonth = {
  __typename?: 'GovDataInsuredMonth';
  employees: Scalars['Int']['output'];
  /** YYYY-MM. */
  month: Scalars['String']['output'];
};

export type GovDataPack = {
  __typename?: 'GovDataPack';
  /** 社保参保人数 per month, oldest first. */
  insuredByMonth: Array<GovDataInsuredMonth>;
  /** 纳税信用等级 A, B, M, C or D; null: not rated yet. */
  taxCreditRating: Maybe<Scalars['String']['output']>;
  /** Taxes paid per year, oldest first. */
  taxesByYear: Array<GovDataTaxYear>;
  /** Utility bills per month. */
  utilities: Array<GovDataUtilityBill>;
};

export type GovDataPackAnswer = {
  __typename?: 'GovDataPackAnswer';
  /** False where the platform has no government data service (then message says so and nothing else is given). */
  configured: Scalars['Boolean']['output'];
  /** ISO 8601: when the pack shown was fetched (获取时间); null when none was. */
  fetchedAt: Maybe<Scalars['String']['output']>;
  message: Maybe<Scalars['String']['output']>;
  /** null: not configured, or the service has no records of the company. */
  pack: Maybe<GovDataPack>;
};

export type GovDataTaxYear = {
  __typename?: 'GovDataTaxYear';
  /** 万元. */
  amount: Scalars['Float']['output'];
  year: Scalars['Int']['output'];
};

export type GovDataUtilityBill = {
  __typename?: 'GovDataUtilityBill';
  /** 元. */
  amount: Scalars['Float']['output'];
  /** 电费, 水费 or 燃气费. */
  kind: Scalars['String']['output'];
  /** YYYY-MM. */
  month: Scalars['String']['output'];
  paidOnTime: Scalars['Boolean']['output'];
};

/** Spec §3 import detail of the logged-in account. */
export type ImportDetail = {
  __typename?: 'ImportDetail';
  /** The invitation page has been shown (spec ifAlerted). */
  ifAlerted: Scalars['Boolean']['output'];
  /** The account was imported from a partner platform (spec ifImport). */
  ifImport: Scalars['Boolean']['output'];
  /** The partner platform's name as the portal shows it; null for an account that was not imported. */
  partnerName: Maybe<Scalars['String']['output']>;
  /** The partner platform's code, e.g. shb; null for an account that was not imported. */
  source: Maybe<Scalars['String']['output']>;
};

/** An industry products are tagged with. */
export type Industry = {
  __typename?: 'Industry';
  code: Scalars['String']['output'];
  description: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** An industry and one page of its products. */
export type IndustryProducts = {
  __typename?: 'IndustryProducts';
  industry: Industry;
  products: ProductPage;
};

/** A bank, guarantee company or other financial institution. */
export type Institution = {
  __typename?: 'Institution';
  /** Office address. */
  address: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** false when the institution is disabled (该机构已停用). */
  ifNormal: Scalars['Boolean']['output'];
  /** 机构类型. */
  institutionType: Lookup;
  /** Introduction (plain text). */
  introduction: Scalars['String']['output'];
  /** Logo image URL (a data: URL for seeded institutions). */
  logo: Scalars['String']['output'];
  /** Full name. */
  name: Scalars['String']['output'];
  /** Contact telephone. */
  phone: Scalars['String']['output'];
  /** Number of products on shelf. */
  productCount: Scalars['Int']['output'];
  /**
   * The institution's response times over the last year as the portal publishes them (/loan/pc/org/responseTime):
   * aggregates only, no application; null when the institution is out of service.
   */
  responseTimes: Maybe<PublishedResponseTimes>;
};

export type InstitutionCounts = {
  __typename?: 'InstitutionCounts';
  /** One entry per type with at least one institution in service, by type code. */
  byType: Array<InstitutionTypeCount>;
  /** Institutions in service of every type. */
  total: Scalars['Int']['output'];
};

export type InstitutionDrillDown = {
  __typename?: 'InstitutionDrillDown';
  decideTargetWorkingDays: Scalars['Int']['output'];
  /** Declines of the whole range by failure type. */
  declineTotals: DeclineCounts;
  institutionId: Scalars['ID']['output'];
  institutionName: Scalars['String']['output'];
  /** From the first month with applications to the last, without holes. */
  months: Array<InstitutionDrillDownMonth>;
  viewTargetWorkingDays: Scalars['Int']['output'];
};

export type InstitutionDrillDownMonth = {
  __typename?: 'InstitutionDrillDownMonth';
  applyCount: Scalars['Int']['output'];
  decideMedianHours: Maybe<Scalars['Float']['output']>;
  decideShareWithinTarget: Maybe<Scalars['Float']['output']>;
  declines: DeclineCounts;
  /** YYYY-MM (Beijing) of the submission. */
  month: Scalars['String']['output'];
  viewMedianHours: Maybe<Scalars['Float']['output']>;
  viewShareWithinTarget: Maybe<Scalars['Float']['output']>;
};

/** Filters of the institution list. */
export type InstitutionFilter = {
  /** 机构类型 code. */
  institutionType?: InputMaybe<Scalars['Int']['input']>;
  /** Words in the institution name (at most 50 characters). */
  keyword?: InputMaybe<Scalars['String']['input']>;
};

/** An institution in service as the logo wall shows it. */
export type InstitutionIcon = {
  __typename?: 'InstitutionIcon';
  id: Scalars['ID']['output'];
  institutionType: Lookup;
  /** Logo image URL. */
  logo: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** Spec §3 manager info (/org/financial/user/detail/{id}). */
export type InstitutionManager = {
  __typename?: 'InstitutionManager';
  id: Scalars['ID']['output'];
  mobile: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** A page of institutions. */
export type InstitutionPage = {
  __typename?: 'InstitutionPage';
  pageNum: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  records: Array<Institution>;
  total: Scalars['Int']['output'];
};

export type InstitutionResponseTimes = {
  __typename?: 'InstitutionResponseTimes';
  accept: ResponseStep;
  applications: Scalars['Int']['output'];
  decide: ResponseStep;
  orgId: Scalars['ID']['output'];
  orgName: Scalars['String']['output'];
  view: ResponseStep;
};

export type InstitutionTypeCount = {
  __typename?: 'InstitutionTypeCount';
  count: Scalars['Int']['output'];
  institutionType: Lookup;
};

/** A confirmed identity waiting for its face check. */
export type LegalPersonConfirmation = {
  __typename?: 'LegalPersonConfirmation';
  /** Seconds the userCode stays valid. */
  expiresIn: Scalars['Int']['output'];
  /** One-time code for startFaceCheck. */
  userCode: Scalars['String']['output'];
};

/** An institution in the ranking of amounts lent. */
export type LenderRank = {
  __typename?: 'LenderRank';
  institutionId: Scalars['ID']['output'];
  institutionName: Scalars['String']['output'];
  institutionType: Lookup;
  /** 万元 lent. */
  loanAmount: Scalars['Float']['output'];
  /** Loans released. */
  loanCount: Scalars['Int']['output'];
  /** Logo image URL. */
  logo: Scalars['String']['output'];
  /** 1 for the institution that lent most. */
  rank: Scalars['Int']['output'];
};

/** Something happened that a page may want to read again. */
export type LiveEvent = {
  __typename?: 'LiveEvent';
  /** The application it is about; null for dashboard.changed and for a message without one. */
  applicationId: Maybe<Scalars['ID']['output']>;
  /** The event's id (increasing). */
  id: Scalars['ID']['output'];
  /** application.new, application.status, application.claimed, supplement.asked, supplement.answered, thread.message, message.new or dashboard.changed. */
  topic: Scalars['String']['output'];
};

/** An application for a product (source 1) or a published need (source 2): spec §3 application record. */
export type LoanApplication = {
  __typename?: 'LoanApplication';
  acceptRemark: Maybe<Scalars['String']['output']>;
  applyAmount: Scalars['Float']['output'];
  /** The product's apply entry (link or QR by urlType); null for needs. Detail only. */
  applyEntry: Maybe<ApplyMethod>;
  /** Spec §4 withdraw rules, as the server enforces them. */
  canWithdraw: Scalars['Boolean']['output'];
  contactMobile: Maybe<Scalars['String']['output']>;
  contactName: Maybe<Scalars['String']['output']>;
  /** ISO 8601. */
  createTime: Scalars['String']['output'];
  creditAmount: Maybe<Scalars['Float']['output']>;
  creditRemark: Maybe<Scalars['String']['output']>;
  creditTime: Maybe<Scalars['String']['output']>;
  districtName: Maybe<Scalars['String']['output']>;
  /**
   * The applying company; null only on the workbench, in the summary an institution keeps of a withdrawn application
   * or of one whose company has no data authorisation in force (OrgApplication.restriction).
   */
  entName: Maybe<Scalars['String']['output']>;
  /** Every status change, oldest first (detail only; empty in lists). */
  events: Array<LoanApplicationEvent>;
  /** A need's validity date (YYYY-MM-DD). */
  expiryDate: Maybe<Scalars['String']['output']>;
  failureReason: Maybe<Scalars['String']['output']>;
  /** 撤销原因 (cancellation reason list) of a failure. */
  failureType: Maybe<Lookup>;
  guaranteeMethods: Array<Lookup>;
  id: Scalars['ID']['output'];
  /** Annual percent; null when empty or zero (shown 无). */
  interestRate: Maybe<Scalars['Float']['output']>;
  isFirstLoan: Maybe<Scalars['Boolean']['output']>;
  lendingTime: Maybe<Scalars['String']['output']>;
  loanAmount: Maybe<Scalars['Float']['output']>;
  loanFor: Maybe<Lookup>;
  /** 7: the postal-bank full-process flow. */
  loanIndustry: Maybe<Scalars['Int']['output']>;
  loanPeriod: Scalars['Int']['output'];
  loanRemark: Maybe<Scalars['String']['output']>;
  /** The institution's account manager once one is assigned. */
  manager: Maybe<InstitutionManager>;
  /** The files attached when applying, in upload order (the enterprise's detail only; empty in lists and needs). */
  materials: Array<ApplicationMaterial>;
  /** 广东省广州市 + district + street; null when no district. */
  officeAddress: Maybe<Scalars['String']['output']>;
  orgId: Maybe<Scalars['ID']['output']>;
  orgName: Maybe<Scalars['String']['output']>;
  productId: Maybe<Scalars['ID']['output']>;
  productLogo: Maybe<Scalars['String']['output']>;
  productName: Maybe<Scalars['String']['output']>;
  /** Product type on applications (1 loan, 2 guarantee, 4 leasing, 5 transfer); null for needs. */
  productType: Maybe<Lookup>;
  remark: Maybe<Scalars['String']['output']>;
  repayMethod: Maybe<Lookup>;
  /** 1 applied via a product; 2 a published need (platform-originated, reviewed by the platform first). */
  source: Scalars['Int']['output'];
  status: LoanStatusInfo;
  streetName: Maybe<Scalars['String']['output']>;
  updateTime: Scalars['String']['output'];
  /** Postal flow at status 6: the configured online-banking login (opened in a new window); null otherwise. */
  useCreditUrl: Maybe<Scalars['String']['output']>;
};

export type LoanApplicationEvent = {
  __typename?: 'LoanApplicationEvent';
  /** enterprise, operator or institution. */
  actor: Scalars['String']['output'];
  /** The enterprise's account that made the move (masked mobile, 138****0001); null for an institution's or the operator's. */
  actorAccount: Maybe<Scalars['String']['output']>;
  creditAmount: Maybe<Scalars['Float']['output']>;
  fromStatus: Maybe<LoanStatusInfo>;
  /**
   * status (a status change), supplement_asked (the institution asked for materials) or supplement_answered (the
   * enterprise answered): a round's step keeps the status the application had then, and its remark says what.
   */
  kind: Scalars['String']['output'];
  loanAmount: Maybe<Scalars['Float']['output']>;
  remark: Maybe<Scalars['String']['output']>;
  /** ISO 8601. */
  time: Scalars['String']['output'];
  toStatus: LoanStatusInfo;
};

export type LoanApplicationPage = {
  __typename?: 'LoanApplicationPage';
  pageNum: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  records: Array<LoanApplication>;
  total: Scalars['Int']['output'];
};

/** Spec §4 loanStatus with what the pages need to show it. */
export type LoanStatusInfo = {
  __typename?: 'LoanStatusInfo';
  /** 1-11 (reading: 4 institution accepted, 11 institution viewed; docs/decisions.md). */
  code: Scalars['Int']['output'];
  /** 3/5/7/9/10 use the error style. */
  errorStyle: Scalars['Boolean']['output'];
  /** Failure statuses 3/5/7/9 (a failure reason is shown). */
  failure: Scalars['Boolean']['output'];
  /** Chinese label (spec gap [3]; ours). */
  label: Scalars['String']['output'];
  /** Progress step 1-6 (spec §4 mapping). */
  step: Scalars['Int']['output'];
};

/** A company the account may log into (pre-login company list, spec §3); its login code stays in PC-Pending-Login. */
export type LoginCompany = {
  __typename?: 'LoginCompany';
  /** Company name; empty when the account has no company yet. */
  companyName: Scalars['String']['output'];
  /** The company's id for loginWithCompany; 0 when the account has no company yet. */
  id: Scalars['ID']['output'];
  /** Unified social credit code; empty when the account has no company yet. */
  uniformCode: Scalars['String']['output'];
};

/** One entry of a lookup list: its code and its Chinese label. */
export type Lookup = {
  __typename?: 'Lookup';
  /** The code stored and sent over the wire. */
  code: Scalars['Int']['output'];
  /** The Chinese label shown to users. */
  label: Scalars['String']['output'];
};

/** All lookup lists of spec §3. */
export type Lookups = {
  __typename?: 'Lookups';
  /** 撤销原因. */
  cancellationReasons: Array<Lookup>;
  /** 担保方式 (1 mortgage … 5 other). */
  guaranteeMethods: Array<Lookup>;
  /** 机构类型. */
  institutionTypes: Array<Lookup>;
  /** 贷款用途. */
  loanPurposes: Array<Lookup>;
  /** 贷款类型 (4 credit, 3 guarantee, 1 mortgage, 2 pledge). */
  loanTypes: Array<Lookup>;
  /** 产品类型 for products (1 bank … 6 trust). */
  productTypes: Array<Lookup>;
  /** Institution types recommended on the portal (1, 2, 4, 5, 6, 10). */
  recommendedInstitutionTypes: Array<Lookup>;
  /** 还款方式. */
  repayMethods: Array<Lookup>;
};

export type MarkMessagesReadResult = {
  __typename?: 'MarkMessagesReadResult';
  /** How many stay unread. */
  unreadCount: Scalars['Int']['output'];
  /** How many messages this call marked read. */
  updated: Scalars['Int']['output'];
};

export type MaterialSetting = {
  __typename?: 'MaterialSetting';
  staffMayDownload: Scalars['Boolean']['output'];
};

export type Message = {
  __typename?: 'Message';
  /** The application the message is about. */
  applicationId: Maybe<Scalars['ID']['output']>;
  body: Scalars['String']['output'];
  /** ISO 8601. */
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  read: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
};

export type MessagePage = {
  __typename?: 'MessagePage';
  pageNum: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  records: Array<Message>;
  total: Scalars['Int']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Accepts an offer: the need is claimed by its institution, the others are declined (/loan/pc/offer/accept). */
  acceptNeedOffer: NeedOffers;
  /** Adds an internal note, 1-500 characters, with the caller's name and the time (/loan/org/note/add); never edited. */
  addApplicationNote: OrgApplicationNote;
  /**
   * Adds a company of the registry to the logged-in account and makes it the session's current company (spec §7
   * company/add). The credit code's check character is verified first (统一社会信用代码格式错误, BAD_USER_INPUT); then
   * BUSINESS_ERROR with gatewayCode -5001 when the registry does not hold that code with that name (or the company is
   * deregistered), -5002 when the account already holds it, -1029 over 20 adds an hour. Answers the refreshed user.
   */
  addCompany: UserInfo;
  /** Answers the open round with a text and uploaded files (/loan/pc/supplement/answer). */
  answerSupplement: Array<Supplement>;
  /**
   * An equity financing request (ours: /loan/pc/equity/apply). Needs a certified company (-5004). The same
   * `idempotencyKey` answers the request it made the first time.
   */
  applyForEquity: EquityApplicationResult;
  /**
   * Applies for a product (/loan/product/pc/apply). Needs a certified company (BUSINESS_ERROR -5004); a product off shelf -8002. The same
   * `idempotencyKey` answers the application it made the first time (a double click makes one application).
   */
  applyForProduct: LoanApplication;
  /** Approves a claim: the claim, or what is left of the company's yearly cap. */
  approveSubsidyClaim: SubsidyClaim;
  /**
   * Revokes every authorisation of the session's company in force (spec §1). `reason` 2-200 characters. Refused with
   * BUSINESS_ERROR gatewayCode -5005 unless the caller is certified for the company with its face check passed,
   * -1404 without a company or with no authorisation in force, and -8011 (the message names the institutions) while
   * an institution handles an application or need of the company (statuses 11, 4, 6). `documentPaths`: the sealed termination document (spec
   * §1), 1-5 of the caller's own uploaded images or PDFs (stored paths from POST /files/upload); they are attached to the
   * revocation.
   */
  cancelDataAuthorisation: DataAuthorisationRevocationResult;
  /** Forgets the WeChat user waiting to be bound in this browser (the user declined); true. */
  cancelWeChatBinding: Scalars['Boolean']['output'];
  /**
   * Opens a canteen session for the logged-in account (ending its earlier one) and answers who it is for. Needs a
   * portal session.
   */
  canteenLogin: CanteenUser;
  /** Ends the canteen session and clears its cookie; true also when there was none. */
  canteenLogout: Scalars['Boolean']['output'];
  /**
   * Checks a slider position. `x` is the left edge of the piece in image pixels (0-255, the slider's 0-100 value
   * scaled to 255 px). Answers a one-time token for one SMS send or one password login. A wrong x kills the puzzle;
   * too many tries give BUSINESS_ERROR with gatewayCode -3000.
   */
  checkCaptcha: Scalars['String']['output'];
  /** The caller takes an unassigned application (/loan/org/assign/claim); it has a handler already: BUSINESS_ERROR -8072. */
  claimApplication: OrgAssignment;
  /** Claims an open need for the caller's institution (/loan/org/request/claim); already claimed: BUSINESS_ERROR -8051. */
  claimNeed: Scalars['ID']['output'];
  /**
   * Step 1: the legal representative's name (must be the registry's, else gatewayCode -5003) and ID number (15 or 18
   * digits, check character verified: 请输入正确身份证号), with `faceConsent` true (the separate 人脸识别授权).
   * Answers a one-time userCode for startFaceCheck, valid 10 minutes.
   */
  confirmLegalPerson: LegalPersonConfirmation;
  /**
   * The enterprise's consent to refer its declined application `applicationId` to the matching product `productId`:
   * submits a new application to it with the same data and materials (status 1, applied via a product) and records the
   * consent and the sharing in the ledger. Needs a certified company. Repeating the consent for the same product
   * answers the first referral. BUSINESS_ERROR gatewayCode -8001 unknown or another company's application, -8030 not
   * in status 5 or 7, -8031 the product is not one of the matches, -8002 the product is removed, -8032 already
   * referred to another product, -8010 no data authorisation in force.
   */
  consentToReferral: Referral;
  /** A new product, on shelf at once: the portal's 金融超市 shows it on the next request (/loan/org/product/create). */
  createOrgProduct: OrgProduct;
  /**
   * Ends an application whose open round is past its reply-by date with failure type 2 资料不全
   * (/loan/org/supplement/decline); before that date BUSINESS_ERROR -8070.
   */
  declineForMissingMaterials: OrgApplication;
  /**
   * Deletes the session's own uploaded files (1-50 paths like f/202611/<32 hex>.pdf). All or nothing: when any path is
   * unknown or not the caller's, nothing is deleted and the answer is BUSINESS_ERROR (文件不存在或无权访问). Deleting an
   * already deleted own file is fine.
   */
  deleteFiles: Scalars['Boolean']['output'];
  /**
   * Stores the questionnaire's answers (latest wins) and makes the one-click estimate from them and the company's
   * registry facts (/loan/product/pc/questionnaire/submit, then /loan/pc/yc/quota). Refusals: -1000 with the first
   * answer's message, -8022 for a company the registry lists as 注销 / 吊销, -1029 after 20 estimates in an hour.
   */
  estimateQuota: QuotaEstimate;
  /**
   * Spec §6 face-key redirect: uses up the key the provider returned with and answers the portal route stored for it
   * (e.g. /verified?certToken=…). Works without a session. gatewayCode -4003 for an unknown, used or expired key.
   */
  faceRedirect: Scalars['String']['output'];
  /** Files a claim on a lent loan under a programme, with 1-10 uploaded evidence files. */
  fileSubsidyClaim: SubsidyClaim;
  /**
   * Grants one company a pre-credit limit by its unified social credit code (/loan/org/precredit/grant). A company not
   * on the platform, a repeat of a standing grant or a product not the institution's: BUSINESS_ERROR -8062.
   */
  grantPreCredit: PreCreditImportRow;
  /**
   * Imports grants from CSV text (/loan/org/precredit/import): all or nothing. Every row is answered with its result;
   * only when every row is accepted are they written (imported true), in one transaction.
   */
  importPreCredits: PreCreditImportResult;
  /**
   * Login by a one-time invitation token (spec §7 third/import/shb): as loginBySms, answers the account's companies
   * and keeps their login codes in the PC-Pending-Login cookie for loginWithCompany. A used, expired or unknown
   * token: BUSINESS_ERROR with gatewayCode -4003 邀请链接已失效，请联系邀请方重新获取.
   */
  loginByInvitation: Array<LoginCompany>;
  /** Password login after the slider check, step 1: as loginBySms. */
  loginByPassword: Array<LoginCompany>;
  /**
   * SMS login, step 1: answers the account's companies (one entry with id "0" when it has none yet) and keeps their
   * one-time login codes in the PC-Pending-Login cookie; log into one with loginWithCompany within 2 minutes.
   */
  loginBySms: Array<LoginCompany>;
  /**
   * Login step 2: logs into one company of the list the first step answered, by its id; the login code comes from the
   * PC-Pending-Login cookie, which this clears. Sets the session cookie, ends the account's other sessions and answers
   * the user. Without that cookie, after it expired, or for an id it did not list (another account's company):
   * BUSINESS_ERROR with gatewayCode -4003 登录凭证已失效，请重新登录.
   */
  loginWithCompany: UserInfo;
  /** Ends the session on the server and clears the cookie; true even when the session had already ended. */
  logout: Scalars['Boolean']['output'];
  /** Records that the invitation page was shown (spec alertedImportInfo); later logins go to /verified. Idempotent. */
  markInvitationSeen: ImportDetail;
  /**
   * Marks the session company's messages read: those of `ids` (at most 100; another company's ids change nothing), or
   * all of them when `all` is true. INVALID_ARGUMENT when neither is given.
   */
  markMessagesRead: MarkMessagesReadResult;
  /** Changes the password of the logged-in account. */
  modifyPassword: Scalars['Boolean']['output'];
  /** Placeholder so that later issues can extend the mutation type; always true. */
  noop: Scalars['Boolean']['output'];
  /**
   * Finishes a provincial login with the callback's code and state (spec §7 tongyi/web/login): as loginBySms, answers
   * the account's companies and keeps their login codes in the PC-Pending-Login cookie, plus the provider's logout and
   * identify addresses for the portal to keep (spec §3). A person below L2: BUSINESS_ERROR with gatewayCode -5010, the
   * message 请在 “广东省统一认证平台” 完成四级（L2）以上实名核验后再进行操作 and `extensions.identifyUrl` (the provider's
   * page that raises the level, returning to the portal). A forged, replayed or expired state, or one begun in another
   * browser: gatewayCode -5011.
   */
  provincialLogin: ProvincialLogin;
  /**
   * Publishes a financing need (/loan/pc/apply). Needs a certified company with its face check passed (-5004 / -5005),
   * and like applyForProduct the data authorisation: `authEndDate` when none is in force (-8010 otherwise).
   */
  publishNeed: LoanApplication;
  /** The institution's administrator hands an application to one of its people (/loan/org/assign/reassign). */
  reassignApplication: OrgAssignment;
  /** Fetches the application's company's government data pack again from the service (刷新; /loan/org/company/govdata). */
  refreshOrgCompanyGovData: GovDataPackAnswer;
  /** Registers and logs in (sets the session cookie). Answers the new user (no company yet). */
  register: UserInfo;
  /** Takes a product off shelf (下架); the portal's detail then says 该产品已下架 (/loan/org/product/remove). Idempotent. */
  removeOrgProduct: OrgProduct;
  /** Asks the enterprise for missing materials (/loan/org/supplement/request): a message and an SMS notice go to it. */
  requestSupplement: OrgSupplements;
  /** Moves the logged-in account to a new mobile, proven by an SMS code (RESET_MOBILE) sent to it and the password. */
  resetMobile: Scalars['Boolean']['output'];
  /** Password reset step 2: sets the new password (8-18 letters and digits) and ends the account's sessions. */
  resetPassword: Scalars['Boolean']['output'];
  /** Password reset step 1: checks the SMS code and answers a one-time validCode for step 2. */
  resetPasswordCheck: Scalars['String']['output'];
  /**
   * The portal route a short link opens (e.g. /product/12: a route of this portal, never another site's address),
   * counting the visit. Works without a session. An unknown, malformed or expired key: BUSINESS_ERROR with gatewayCode
   * -7001 and the message 短链接不存在！; too many lookups from one address: gatewayCode -1029.
   */
  resolveShortLink: Scalars['String']['output'];
  /** Sends a returned claim back to review, with more evidence and a note if any. */
  resubmitSubsidyClaim: SubsidyClaim;
  /** Returns a claim to the enterprise with a reason (1-200 characters). */
  returnSubsidyClaim: SubsidyClaim;
  /** Records that the logged-in user has read (agreed to) these protocols. */
  saveProtocolRead: Scalars['Boolean']['output'];
  /** Sends the institution's offer on an open need, or replaces its own (/loan/org/offer/save). */
  sendNeedOffer: NeedOffer;
  /**
   * The institution's staff write on an application's thread (1-1000 characters), with up to 5 files they uploaded
   * (POST /staff-files/upload; never the application's materials, the enterprise reads them); the enterprise may be
   * texted.
   */
  sendOrgThreadMessage: ThreadMessageSent;
  /** Sends a 6-digit SMS code. gatewayCode -4009: REGISTER with a registered mobile, or LOGIN/RESET_PASSWORD with an unknown one. */
  sendSmsCode: Scalars['Boolean']['output'];
  /**
   * The enterprise writes on its application's thread (1-1000 characters), with up to 5 files it uploaded (they become
   * the application's materials); the institution may be texted.
   */
  sendThreadMessage: ThreadMessageSent;
  /**
   * Records the registry's current name of one of the account's companies (default: the session's current one),
   * after a rename in the registry (spec §7 setCompanyName). `companyName`, when given, must be that name (-5001).
   * Another account's company: gatewayCode -1404, nothing changes. Answers the user.
   */
  setCompanyName: UserInfo;
  /**
   * Signs up for the futures zone's service (spec §7 notice/qh/send): name (2-20 characters) and mobile. Limited per
   * mobile and per client (BUSINESS_ERROR with gatewayCode RATE_LIMITED and the gateway's message).
   */
  signUpForFutures: Scalars['Boolean']['output'];
  /** Second step (/auth/staff/totp): the ticket of the first and a 6-digit code; sets the SME-Staff-Token cookie. */
  staffConfirmCode: Staff;
  /**
   * First step of the staff login (/auth/staff/login): username, the typed password (the graph sends its SHA-256 hex)
   * and the slider captcha's token. Answers what comes next: the TOTP code, or on first login the enrolment.
   */
  staffLogin: StaffLoginStep;
  /** Ends the staff session (/auth/staff/logout) and clears the cookie; idempotent. */
  staffLogout: Scalars['Boolean']['output'];
  /**
   * Step 2: starts the face check of the confirmed identity and answers the provider's page to open. `returnPath` is
   * the portal route to come back to (default /verified; e.g. /verified?add=true); the provider returns the browser
   * with a one-time face key, never a token. gatewayCode -1502 when no face provider is configured (production
   * without one), -4003 for a used or expired userCode.
   */
  startFaceCheck: FaceCheckStart;
  /**
   * Starts a provincial login for this browser (spec §3 provincial SSO config): open `ssoUrl`. The provider returns to
   * this portal's /cbpage/gdauth within 10 minutes. gatewayCode -1502 when no provincial provider is configured (or,
   * in production, PUBLIC_URL is not), -1503 when it does not answer.
   */
  startProvincialLogin: ProvincialSso;
  /** Starts a WeChat login for this browser: open `authorizeUrl` (WeChat's QR page); WeChat returns to /cbpage/wechat. */
  startWeChatLogin: WeChatLoginStart;
  /** Switches the session's current company to another of the account's own companies. */
  switchCompany: UserInfo;
  /**
   * Records visit, click and share events (1-50) for the platform's statistics, with the session's account and
   * company when there is a live session (anonymous otherwise; a dead session never fails the call). Answers true.
   * Browsers may instead POST the same batch as JSON text to /track (navigator.sendBeacon on page hide).
   */
  trackEvents: Scalars['Boolean']['output'];
  /** Moves an application through the status machine (/loan/org/transition). */
  transitionApplication: OrgApplication;
  /** Switches material downloads on or off for the institution's staff (/loan/org/setting/material/update): its administrator only. */
  updateOrgMaterialSetting: MaterialSetting;
  /** Replaces every field of an on-shelf product (/loan/org/product/update); a removed one: BUSINESS_ERROR -8061. */
  updateOrgProduct: OrgProduct;
  /**
   * Finishes a WeChat login with the callback's code and state, for the app `startWeChatLogin` answered. A bound WeChat
   * user gets the companies (as loginBySms); an unbound one `bound: false` and no companies: the next normal login in
   * this browser (within 10 minutes) binds that WeChat user to the account it logs into. gatewayCode -5021 for a
   * forged, replayed or expired state or a code WeChat refuses.
   */
  weChatLogin: WeChatLogin;
  /**
   * Withdraws an application or need (/loan/pc/cancel); allowed only where `canWithdraw` is true (spec §4), otherwise
   * BUSINESS_ERROR -8003 with the reason (e.g. 邮储全流程业务不支持撤回). Answers the application at status 10.
   */
  withdrawApplication: LoanApplication;
  /** Withdraws the institution's own offer while the need is open (/loan/org/offer/withdraw). */
  withdrawNeedOffer: NeedOffer;
};


export type MutationAcceptNeedOfferArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAddApplicationNoteArgs = {
  applicationId: Scalars['ID']['input'];
  body: Scalars['String']['input'];
};


export type MutationAddCompanyArgs = {
  input: AddCompanyInput;
};


export type MutationAnswerSupplementArgs = {
  input: SupplementAnswerInput;
};


export type MutationApplyForEquityArgs = {
  input: EquityApplicationInput;
};


export type MutationApplyForProductArgs = {
  input: ProductApplicationInput;
};


export type MutationApproveSubsidyClaimArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCancelDataAuthorisationArgs = {
  documentPaths: Array<Scalars['String']['input']>;
  reason: Scalars['String']['input'];
};


export type MutationCheckCaptchaArgs = {
  key: Scalars['String']['input'];
  x: Scalars['Float']['input'];
  y: Scalars['Int']['input'];
};


export type MutationClaimApplicationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationClaimNeedArgs = {
  id: Scalars['ID']['input'];
};


export type MutationConfirmLegalPersonArgs = {
  input: ConfirmLegalPersonInput;
};


export type MutationConsentToReferralArgs = {
  applicationId: Scalars['ID']['input'];
  productId: Scalars['ID']['input'];
};


export type MutationCreateOrgProductArgs = {
  input: OrgProductInput;
};


export type MutationDeclineForMissingMaterialsArgs = {
  failureReason?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
};


export type MutationDeleteFilesArgs = {
  paths: Array<Scalars['String']['input']>;
};


export type MutationEstimateQuotaArgs = {
  answers: QuotaAnswersInput;
};


export type MutationFaceRedirectArgs = {
  key: Scalars['String']['input'];
};


export type MutationFileSubsidyClaimArgs = {
  applicationId: Scalars['ID']['input'];
  filePaths: Array<Scalars['String']['input']>;
  programmeId: Scalars['ID']['input'];
};


export type MutationGrantPreCreditArgs = {
  input: PreCreditGrantInput;
};


export type MutationImportPreCreditsArgs = {
  csv: Scalars['String']['input'];
  productId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationLoginByInvitationArgs = {
  token: Scalars['String']['input'];
};


export type MutationLoginByPasswordArgs = {
  input: PasswordLoginInput;
};


export type MutationLoginBySmsArgs = {
  input: SmsLoginInput;
};


export type MutationLoginWithCompanyArgs = {
  companyId: Scalars['ID']['input'];
};


export type MutationMarkMessagesReadArgs = {
  all?: InputMaybe<Scalars['Boolean']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
};


export type MutationModifyPasswordArgs = {
  newPassword: Scalars['String']['input'];
  oldPassword: Scalars['String']['input'];
};


export type MutationProvincialLoginArgs = {
  channelCode?: InputMaybe<Scalars['String']['input']>;
  code: Scalars['String']['input'];
  state: Scalars['String']['input'];
};


export type MutationPublishNeedArgs = {
  input: FinancingNeedInput;
};


export type MutationReassignApplicationArgs = {
  id: Scalars['ID']['input'];
  managerId: Scalars['ID']['input'];
};


export type MutationRefreshOrgCompanyGovDataArgs = {
  applicationId: Scalars['ID']['input'];
};


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationRemoveOrgProductArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRequestSupplementArgs = {
  input: SupplementRequestInput;
};


export type MutationResetMobileArgs = {
  input: ResetMobileInput;
};


export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


export type MutationResetPasswordCheckArgs = {
  code: Scalars['String']['input'];
  mobile: Scalars['String']['input'];
};


export type MutationResolveShortLinkArgs = {
  key: Scalars['String']['input'];
};


export type MutationResubmitSubsidyClaimArgs = {
  filePaths?: InputMaybe<Array<Scalars['String']['input']>>;
  id: Scalars['ID']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
};


export type MutationReturnSubsidyClaimArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationSaveProtocolReadArgs = {
  protocolIds: Array<Scalars['ID']['input']>;
};


export type MutationSendNeedOfferArgs = {
  input: NeedOfferInput;
};


export type MutationSendOrgThreadMessageArgs = {
  applicationId: Scalars['ID']['input'];
  body: Scalars['String']['input'];
  filePaths?: InputMaybe<Array<Scalars['String']['input']>>;
};


export type MutationSendSmsCodeArgs = {
  input: SendSmsCodeInput;
};


export type MutationSendThreadMessageArgs = {
  applicationId: Scalars['ID']['input'];
  body: Scalars['String']['input'];
  filePaths?: InputMaybe<Array<Scalars['String']['input']>>;
};


export type MutationSetCompanyNameArgs = {
  companyId?: InputMaybe<Scalars['ID']['input']>;
  companyName?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSignUpForFuturesArgs = {
  mobile: Scalars['String']['input'];
  name: Scalars['String']['input'];
};


export type MutationStaffConfirmCodeArgs = {
  code: Scalars['String']['input'];
  ticket: Scalars['String']['input'];
};


export type MutationStaffLoginArgs = {
  input: StaffLoginInput;
};


export type MutationStartFaceCheckArgs = {
  returnPath?: InputMaybe<Scalars['String']['input']>;
  userCode: Scalars['String']['input'];
};


export type MutationSwitchCompanyArgs = {
  companyId: Scalars['ID']['input'];
};


export type MutationTrackEventsArgs = {
  events: Array<TrackEventInput>;
};


export type MutationTransitionApplicationArgs = {
  input: TransitionInput;
};


export type MutationUpdateOrgMaterialSettingArgs = {
  staffMayDownload: Scalars['Boolean']['input'];
};


export type MutationUpdateOrgProductArgs = {
  id: Scalars['ID']['input'];
  input: OrgProductInput;
};


export type MutationWeChatLoginArgs = {
  appId: Scalars['String']['input'];
  code: Scalars['String']['input'];
  state: Scalars['String']['input'];
};


export type MutationWithdrawApplicationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationWithdrawNeedOfferArgs = {
  id: Scalars['ID']['input'];
};

/** An institution's indicative offer on a published need. */
export type NeedOffer = {
  __typename?: 'NeedOffer';
  amountMax: Scalars['Float']['output'];
  /** 万元. */
  amountMin: Scalars['Float']['output'];
  /** The need's amount, 万元 (the workbench's list only). */
  applyAmount: Maybe<Scalars['Float']['output']>;
  conditions: Scalars['String']['output'];
  decideTime: Maybe<Scalars['String']['output']>;
  /** The need's company (the workbench's list only; null in the portal). */
  entName: Maybe<Scalars['String']['output']>;
  /** Active and past validUntil: it cannot be accepted. */
  expired: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** The need's term, months (the workbench's list only). */
  loanPeriod: Maybe<Scalars['Int']['output']>;
  needId: Scalars['ID']['output'];
  offerTime: Scalars['String']['output'];
  orgId: Scalars['ID']['output'];
  orgName: Scalars['String']['output'];
  rateMax: Scalars['Float']['output'];
  /** % a year. */
  rateMin: Scalars['Float']['output'];
  /** The institution's response times as the portal publishes them; null when out of service. */
  responseTimes: Maybe<PublishedResponseTimes>;
  /** active, withdrawn, accepted or declined (未被采纳). */
  state: Scalars['String']['output'];
  /** 有效, 已撤回, 已采纳, 未被采纳, or 已过期 for an active offer past its date. */
  stateLabel: Scalars['String']['output'];
  /** Months. */
  termMonths: Scalars['Int']['output'];
  updateTime: Scalars['String']['output'];
  /** YYYY-MM-DD (Beijing): the last day it may be accepted. */
  validUntil: Scalars['String']['output'];
};

export type NeedOfferInput = {
  amountMax: Scalars['Float']['input'];
  /** 万元, two decimals. */
  amountMin: Scalars['Float']['input'];
  /** At most 500 characters. */
  conditions?: InputMaybe<Scalars['String']['input']>;
  needId: Scalars['ID']['input'];
  rateMax: Scalars['Float']['input'];
  /** % a year, two decimals, at most 36. */
  rateMin: Scalars['Float']['input'];
  /** Months, 1-360. */
  termMonths: Scalars['Int']['input'];
  /** YYYY-MM-DD, not before today (Beijing). */
  validUntil: Scalars['String']['input'];
};

export type NeedOfferPage = {
  __typename?: 'NeedOfferPage';
  pageNum: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  records: Array<NeedOffer>;
  total: Scalars['Int']['output'];
};

/** The offers on a need and whether one may still be accepted. */
export type NeedOffers = {
  __typename?: 'NeedOffers';
  needId: Scalars['ID']['output'];
  offers: Array<NeedOffer>;
  /** The need is open (unclaimed, not expired): an offer may be accepted. */
  open: Scalars['Boolean']['output'];
};

/** Offers on the needs of the dashboard's range. */
export type OfferFigures = {
  __typename?: 'OfferFigures';
  /** Needs claimed by accepting an offer. */
  acceptedOffers: Scalars['Int']['output'];
  /** Median hours from a need's submission to its first offer; null when none. */
  firstOfferMedianHours: Maybe<Scalars['Float']['output']>;
  /** Needs submitted in the range that passed the platform's review. */
  needs: Scalars['Int']['output'];
  /** Of them, needs with at least one offer. */
  needsWithOffers: Scalars['Int']['output'];
  /** Offers sent on them. */
  offers: Scalars['Int']['output'];
  /** offers ÷ needsWithOffers; null when no need has an offer. */
  offersPerNeed: Maybe<Scalars['Float']['output']>;
};

/**
 * An application as the institution sees it: the enterprise's application (spec §3) plus the claim time, whether it is
 * waiting past its target, its timeline and the institution's account managers (for accepting).
 */
export type OrgApplication = {
  __typename?: 'OrgApplication';
  application: LoanApplication;
  claimTime: Maybe<Scalars['String']['output']>;
  events: Array<LoanApplicationEvent>;
  id: Scalars['ID']['output'];
  managers: Array<InstitutionManager>;
  overdue: Scalars['Boolean']['output'];
  /**
   * Set when the institution keeps only a summary (id, product, amounts, period, dates, status; no company, contact,
   * terms or materials): the enterprise withdrew it, or the company has no data authorisation in force. Null for the
   * operator, who always sees it whole.
   */
  restriction: Maybe<OrgDataRestriction>;
  /** 有补件: the enterprise answered a 补充材料 request the institution has not opened yet. */
  supplementAnswered: Scalars['Boolean']['output'];
  /** The enterprise's unread messages on the application's thread (the queue row's marker); 0 for the operator. */
  unreadThreadCount: Scalars['Int']['output'];
};

export type OrgApplicationFilter = {
  /** Operator only: one institution. */
  orgId?: InputMaybe<Scalars['ID']['input']>;
  /** true: only applications waiting past their response-time target. */
  overdue?: InputMaybe<Scalars['Boolean']['input']>;
  /** 1 product applications, 2 needs. */
  source?: InputMaybe<Scalars['Int']['input']>;
  /** Status codes (spec §4); empty or absent: all. */
  statuses?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** true: only the applications marked 有补件. */
  supplementAnswered?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A staff note on an application: the institution's staff only. */
export type OrgApplicationNote = {
  __typename?: 'OrgApplicationNote';
  applicationId: Scalars['ID']['output'];
  authorName: Scalars['String']['output'];
  body: Scalars['String']['output'];
  /** ISO instant; shown in Beijing time. */
  createTime: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

export type OrgApplicationPage = {
  __typename?: 'OrgApplicationPage';
  pageNum: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  records: Array<OrgApplication>;
  total: Scalars['Int']['output'];
  /**
   * true: a company-name search stopped counting at total (200, or a page past the one shown) — there are more; the
   * workbench shows "200+ 条". Always false for every other list and search, whose total is exact.
   */
  totalIsCapped: Scalars['Boolean']['output'];
};

/** One of the institution's people: an account manager (role manager) or a staff member (role staff). */
export type OrgAssignee = {
  __typename?: 'OrgAssignee';
  id: Scalars['ID']['output'];
  mobile: Scalars['String']['output'];
  name: Scalars['String']['output'];
  role: Scalars['String']['output'];
};

/** Who handles an application: its account manager as the enterprise sees it. */
export type OrgAssignment = {
  __typename?: 'OrgAssignment';
  applicationId: Scalars['ID']['output'];
  managerId: Scalars['ID']['output'];
  managerMobile: Scalars['String']['output'];
  managerName: Scalars['String']['output'];
};

/** Why an institution sees only the summary of an application. */
export type OrgDataRestriction = {
  __typename?: 'OrgDataRestriction';
  /** What the workbench shows, in Chinese. */
  message: Scalars['String']['output'];
  /** withdrawn (the enterprise withdrew it, status 10) or authorisation_ended (no data authorisation in force). */
  reason: Scalars['String']['output'];
};

/** A pre-credit limit the institution granted. */
export type OrgPreCredit = {
  __typename?: 'OrgPreCredit';
  /** 万元. */
  amount: Scalars['Float']['output'];
  /** The company granted. */
  companyName: Scalars['String']['output'];
  /** When it was granted (ISO 8601). */
  grantedAt: Scalars['String']['output'];
  /** The staff member who granted it; null for seeded limits. */
  grantedBy: Maybe<Scalars['String']['output']>;
  /** The limit's id. */
  id: Scalars['ID']['output'];
  /** The institution's product the limit is for; null for a general limit. */
  productId: Maybe<Scalars['ID']['output']>;
  /** That product's name. */
  productName: Maybe<Scalars['String']['output']>;
  /** The institution's note. */
  remark: Maybe<Scalars['String']['output']>;
  /** 1 in force, 2 used, 3 revoked, 4 expired, 5 not yet valid. */
  status: Scalars['Int']['output'];
  /** Chinese name of the status. */
  statusLabel: Scalars['String']['output'];
  /** Its unified social credit code. */
  uniformCode: Scalars['String']['output'];
  /** First day in force, YYYY-MM-DD. */
  validFrom: Scalars['String']['output'];
  /** Last day in force, YYYY-MM-DD. */
  validUntil: Scalars['String']['output'];
};

export type OrgPreCreditPage = {
  __typename?: 'OrgPreCreditPage';
  /** This page of them. */
  records: Array<OrgPreCredit>;
  /** Limits the institution granted. */
  total: Scalars['Int']['output'];
};

/** A product of the caller's institution with every field its administrator edits. */
export type OrgProduct = {
  __typename?: 'OrgProduct';
  /** Applications made for it. */
  applyCount: Scalars['Int']['output'];
  /** The institution's page (urlType 3) or QR image (2); null for the form. */
  applyRedirectUrl: Maybe<Scalars['String']['output']>;
  /** 申请方式 (spec §3 urlType): 1 the platform's form, 3 the institution's own page (2, a QR image, is seeded only). */
  applyUrlType: Scalars['Int']['output'];
  /** The detail page's 申请条件. */
  conditions: Scalars['String']['output'];
  /** When it was created (ISO 8601). */
  createTime: Scalars['String']['output'];
  /** 担保方式 codes (spec §3): 1 mortgage, 2 pledge, 3 guarantee, 4 credit, 5 other. */
  guaranteeMethods: Array<Scalars['Int']['output']>;
  /** The product id (the portal's /product/{id}). */
  id: Scalars['ID']['output'];
  /** The detail page's 产品介绍. */
  introduction: Scalars['String']['output'];
  /** The detail page's 所需材料. */
  materials: Scalars['String']['output'];
  /** 万元; null: case by case. */
  maxAmount: Maybe<Scalars['Float']['output']>;
  /** Months. */
  maxPeriod: Maybe<Scalars['Int']['output']>;
  /** 万元; null: not limited. */
  minAmount: Maybe<Scalars['Float']['output']>;
  /** Months. */
  minPeriod: Maybe<Scalars['Int']['output']>;
  /** false once removed (下架). */
  onShelf: Scalars['Boolean']['output'];
  /** The institution offering it: always the caller's. */
  orgId: Scalars['ID']['output'];
  /** Name shown in 金融超市. */
  productName: Scalars['String']['output'];
  /** 产品类型 (spec §3): 1 bank, 2 guarantee, 3 microloan, 4 leasing, 5 factoring, 6 trust. */
  productType: Scalars['Int']['output'];
  /** Annual rate, %. */
  rateMax: Maybe<Scalars['Float']['output']>;
  /** Annual rate, %. */
  rateMin: Maybe<Scalars['Float']['output']>;
  /** 还款方式 codes (spec §3), 1-8. */
  repayMethods: Array<Scalars['Int']['output']>;
  /** One line under the name in the list. */
  summary: Scalars['String']['output'];
};

export type OrgProductFilter = {
  /** Part of the product's name. */
  keyword?: InputMaybe<Scalars['String']['input']>;
  /** true: on shelf only; false: removed only; omitted: both. */
  onShelf?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Every field of a product; an update sends them all (what is left out is cleared). */
export type OrgProductInput = {
  /** http(s) address of the institution's page; required for urlType 3, none for 1. */
  applyRedirectUrl?: InputMaybe<Scalars['String']['input']>;
  /** 1 the platform's form (default), 3 the institution's own page. */
  applyUrlType?: InputMaybe<Scalars['Int']['input']>;
  /** At most 2000 characters. */
  conditions?: InputMaybe<Scalars['String']['input']>;
  /** 担保方式 codes, at least one. */
  guaranteeMethods: Array<Scalars['Int']['input']>;
  /** At most 2000 characters. */
  introduction?: InputMaybe<Scalars['String']['input']>;
  /** At most 2000 characters. */
  materials?: InputMaybe<Scalars['String']['input']>;
  /** 万元, up to 100000, 2 decimals. */
  maxAmount?: InputMaybe<Scalars['Float']['input']>;
  /** Months 1-360. */
  maxPeriod?: InputMaybe<Scalars['Int']['input']>;
  /** 万元, 0-100000, 2 decimals; ≤ maxAmount. */
  minAmount?: InputMaybe<Scalars['Float']['input']>;
  /** Months 1-360; ≤ maxPeriod. */
  minPeriod?: InputMaybe<Scalars['Int']['input']>;
  /** 2-30 characters, unique among the institution's products on shelf. */
  productName: Scalars['String']['input'];
  /** 产品类型 1-6. */
  productType: Scalars['Int']['input'];
  /** %, 0.01-36, 2 decimals. */
  rateMax?: InputMaybe<Scalars['Float']['input']>;
  /** %, 0.01-36, 2 decimals; ≤ rateMax. */
  rateMin?: InputMaybe<Scalars['Float']['input']>;
  /** 还款方式 codes, at least one. */
  repayMethods: Array<Scalars['Int']['input']>;
  /** At most 100 characters. */
  summary?: InputMaybe<Scalars['String']['input']>;
};

export type OrgProductPage = {
  __typename?: 'OrgProductPage';
  /** This page of them. */
  records: Array<OrgProduct>;
  /** Products matching the filter. */
  total: Scalars['Int']['output'];
};

export type OrgQueueSearchInput = {
  /** mine (the caller's), unassigned, or all (the default). */
  assignment?: InputMaybe<Scalars['String']['input']>;
  endDate?: InputMaybe<Scalars['String']['input']>;
  /** An application id, an 18-character credit code, or 2+ characters of a company name. */
  keyword?: InputMaybe<Scalars['String']['input']>;
  /** One handler (an OrgAssignee's id). */
  managerId?: InputMaybe<Scalars['ID']['input']>;
  /** Operator only: one institution. */
  orgId?: InputMaybe<Scalars['ID']['input']>;
  /** true: only applications waiting past their response-time target; false: none of them. */
  overdue?: InputMaybe<Scalars['Boolean']['input']>;
  productId?: InputMaybe<Scalars['ID']['input']>;
  /** submitted (newest first, the default) or overdue (waiting past the target first, the longest waiting first). */
  sort?: InputMaybe<Scalars['String']['input']>;
  /** 1 product applications, 2 needs. */
  source?: InputMaybe<Scalars['Int']['input']>;
  /** Submission days (Beijing), YYYY-MM-DD, both included. */
  startDate?: InputMaybe<Scalars['String']['input']>;
  /** Status codes (spec §4); empty or absent: all. */
  statuses?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** true: only the applications marked 有补件. */
  supplementAnswered?: InputMaybe<Scalars['Boolean']['input']>;
};

/** The rounds of an application as its institution sees them, and what the staff member may do now. */
export type OrgSupplements = {
  __typename?: 'OrgSupplements';
  /** A new round may be asked for (viewed or accepted, no open round, data authorisation in force). */
  canRequest: Scalars['Boolean']['output'];
  /** The open round is past its date: the application may be ended with 资料不全. */
  declinable: Scalars['Boolean']['output'];
  /** The data authorisation is not in force: the answers' texts and files are withheld. */
  restricted: Scalars['Boolean']['output'];
  rounds: Array<Supplement>;
};

/** Paging arguments; pageNum starts at 1. */
export type PageInput = {
  /** Page number, 1-based. */
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  /** Items per page, 1 to 50. */
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

export type PasswordLoginInput = {
  /** Token from checkCaptcha. */
  captchaToken: Scalars['String']['input'];
  isAgree: Scalars['Boolean']['input'];
  mobile: Scalars['String']['input'];
  /** As typed. */
  password: Scalars['String']['input'];
};

/** An enterprise policy (惠企政策) of a department of the region. */
export type Policy = {
  __typename?: 'Policy';
  /** The publishing department. */
  department: Scalars['String']['output'];
  /** 发文字号; empty when the policy has none. */
  documentNo: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Publication day, YYYY-MM-DD. */
  publishDate: Scalars['String']['output'];
  /** The text: 政策依据, 支持对象, 支持内容, 申报流程, 联系方式. Null in lists (detail only). */
  sections: Maybe<Array<ContentSection>>;
  /** One or two sentences: what the policy gives and to whom. */
  summary: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type PolicyConditionCheck = {
  __typename?: 'PolicyConditionCheck';
  /** district, industry, enterpriseType, size, yearsFounded, greenProject or firstLoan. */
  kind: Scalars['String']['output'];
  /** The condition in plain Chinese, e.g. 注册地在天河区, 成立满3年. */
  label: Scalars['String']['output'];
  /** Why, when not met: e.g. 贵企业成立2年; null when met. */
  note: Maybe<Scalars['String']['output']>;
  /** met ✓, unmet ✗ or unknown 待核实. */
  result: Scalars['String']['output'];
};

/** A department and the number of its published policies. */
export type PolicyDepartment = {
  __typename?: 'PolicyDepartment';
  name: Scalars['String']['output'];
  policyCount: Scalars['Int']['output'];
};

/** Filters of the policy list; every field is optional and they combine with AND. */
export type PolicyFilter = {
  /** Only policies of this department (its full name, as policyDepartments lists it). */
  department?: InputMaybe<Scalars['String']['input']>;
  /** Words in the title, the summary or the 发文字号 (at most 50 characters). */
  keyword?: InputMaybe<Scalars['String']['input']>;
  /** Published on or after this day (YYYY-MM-DD). */
  publishedFrom?: InputMaybe<Scalars['String']['input']>;
  /** Published on or before this day (YYYY-MM-DD). */
  publishedTo?: InputMaybe<Scalars['String']['input']>;
};

export type PolicyMatch = {
  __typename?: 'PolicyMatch';
  conditions: Array<PolicyConditionCheck>;
  department: Scalars['String']['output'];
  policyId: Scalars['ID']['output'];
  publishDate: Scalars['String']['output'];
  title: Scalars['String']['output'];
  /** eligible 符合 (every condition met), ineligible 暂不符合 (one unmet), unverified 待核实 (none unmet, one unknown). */
  verdict: Scalars['String']['output'];
};

export type PolicyMatchAnswer = {
  __typename?: 'PolicyMatchAnswer';
  match: Maybe<PolicyMatch>;
};

/** A page of policies. */
export type PolicyPage = {
  __typename?: 'PolicyPage';
  pageNum: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  records: Array<Policy>;
  /** Number of policies matching the filter on all pages. */
  total: Scalars['Int']['output'];
};

/** A pre-credit limit an institution granted. */
export type PreCredit = {
  __typename?: 'PreCredit';
  /** 万元. */
  amount: Scalars['Float']['output'];
  /** ISO 8601. */
  grantedAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  institutionId: Scalars['ID']['output'];
  institutionName: Scalars['String']['output'];
  productId: Maybe<Scalars['ID']['output']>;
  productName: Maybe<Scalars['String']['output']>;
  remark: Maybe<Scalars['String']['output']>;
  /** 1 生效中, 2 已用信, 3 已撤销, 4 已过期, 5 未生效. */
  status: Lookup;
  /** YYYY-MM-DD. */
  validFrom: Scalars['String']['output'];
  validUntil: Scalars['String']['output'];
};

export type PreCreditGrantInput = {
  /** 万元, more than 0, at most 10000, 2 decimals. */
  amount: Scalars['Float']['input'];
  /** One of the institution's products on shelf, when the limit is for it. */
  productId?: InputMaybe<Scalars['ID']['input']>;
  /** At most 200 characters. */
  remark?: InputMaybe<Scalars['String']['input']>;
  /** 统一社会信用代码, 18 characters with a right GB 32100 check character. */
  uniformCode: Scalars['String']['input'];
  /** YYYY-MM-DD; omitted: today (Beijing). */
  validFrom?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD, not before validFrom nor today, at most 3 years after validFrom. */
  validUntil: Scalars['String']['input'];
};

export type PreCreditImportResult = {
  __typename?: 'PreCreditImportResult';
  /** Rows that passed. */
  acceptedCount: Scalars['Int']['output'];
  /** Whether the rows were written: only when every row was accepted. */
  imported: Scalars['Boolean']['output'];
  /** Rows refused, each with its reason. */
  refusedCount: Scalars['Int']['output'];
  /** Every row, in the order of the text. */
  rows: Array<PreCreditImportRow>;
};

/** One grant as decided: what was read, and whether it was accepted (with the new limit's id once written). */
export type PreCreditImportRow = {
  __typename?: 'PreCreditImportRow';
  /** Whether the row passed every rule (written only when the whole import was). */
  accepted: Scalars['Boolean']['output'];
  /** 万元; null when the row could not be read. */
  amount: Maybe<Scalars['Float']['output']>;
  /** The platform's company of that code; null when none or the row could not be read. */
  companyName: Maybe<Scalars['String']['output']>;
  /** The new limit's id; null unless written. */
  id: Maybe<Scalars['ID']['output']>;
  /** Line of the CSV text (1 for a single grant). */
  line: Scalars['Int']['output'];
  /** Why the row was refused; null when accepted. */
  reason: Maybe<Scalars['String']['output']>;
  /** The credit code as read (capitals); empty when the row had none. */
  uniformCode: Scalars['String']['output'];
  /** YYYY-MM-DD; null when the row could not be read. */
  validFrom: Maybe<Scalars['String']['output']>;
  /** YYYY-MM-DD; null when the row could not be read. */
  validUntil: Maybe<Scalars['String']['output']>;
};

export type PreCreditState = {
  __typename?: 'PreCreditState';
  /** A limit in force today (/precredit/exist). */
  exists: Scalars['Boolean']['output'];
  /** Every limit, those valid longest first. */
  limits: Array<PreCredit>;
};

/** A financial product offered by an institution. */
export type Product = {
  __typename?: 'Product';
  /** Number of applications received. */
  applyCount: Scalars['Int']['output'];
  /** Who may apply (plain text); detail only. */
  conditions: Maybe<Scalars['String']['output']>;
  /** Accepted guarantee methods. */
  guaranteeMethods: Array<Lookup>;
  id: Scalars['ID']['output'];
  /** The offering institution with its status; resolved with a second gateway call. */
  institution: Maybe<Institution>;
  /** Id of the institution that offers it. */
  institutionId: Scalars['ID']['output'];
  /** Name of the institution that offers it. */
  institutionName: Scalars['String']['output'];
  /** Product introduction (plain text, paragraphs separated by newlines); detail only. */
  introduction: Maybe<Scalars['String']['output']>;
  /** Logo image URL (a data: URL for seeded products). */
  logo: Scalars['String']['output'];
  /** Documents to prepare (plain text); detail only. */
  materials: Maybe<Scalars['String']['output']>;
  /** Largest amount in 万元; null when set by the institution case by case. */
  maxAmount: Maybe<Scalars['Float']['output']>;
  /** Longest term in months. */
  maxTerm: Maybe<Scalars['Int']['output']>;
  /** Smallest amount in 万元; null when not limited. */
  minAmount: Maybe<Scalars['Float']['output']>;
  /** Shortest term in months. */
  minTerm: Maybe<Scalars['Int']['output']>;
  /** Product name. */
  name: Scalars['String']['output'];
  /** 产品类型. */
  productType: Lookup;
  /** Highest annual interest rate in percent; null when not published. */
  rateMax: Maybe<Scalars['Float']['output']>;
  /** Lowest annual interest rate in percent; null when not published. */
  rateMin: Maybe<Scalars['Float']['output']>;
  /** Offered repayment methods. */
  repayMethods: Array<Lookup>;
  /** One-line selling point. */
  summary: Scalars['String']['output'];
};

export type ProductApplicationInput = {
  /** 万元, > 0, at most 2 decimals. */
  applyAmount: Scalars['Float']['input'];
  /**
   * End of the enterprise data authorisation (spec §1, §5) as epoch milliseconds, 1-5+ years ahead; required when the
   * company has no authorisation in force (its first application), ignored otherwise.
   */
  authEndDate?: InputMaybe<Scalars['Float']['input']>;
  contactMobile: Scalars['String']['input'];
  contactName: Scalars['String']['input'];
  /** Names from addressDivisions (level 1 and 2). */
  districtName: Scalars['String']['input'];
  /** 担保方式 codes 1-5, at least one. */
  guaranteeMethods: Array<Scalars['Int']['input']>;
  /** 8-64 characters [A-Za-z0-9_-], made once per form (a double click sends the same key). */
  idempotencyKey: Scalars['String']['input'];
  isFirstLoan: Scalars['Boolean']['input'];
  /** 贷款用途 code 1-6. */
  loanFor: Scalars['Int']['input'];
  /** Months, 1-360. */
  loanPeriod: Scalars['Int']['input'];
  /** The caller's uploaded materials (stored paths from POST /files/upload), at most 20. */
  materialPaths?: InputMaybe<Array<Scalars['String']['input']>>;
  productId: Scalars['ID']['input'];
  /** 还款方式 code 1-8. */
  repayMethod: Scalars['Int']['input'];
  streetName: Scalars['String']['input'];
};

/** A class of products on /productZone. */
export type ProductClass = {
  __typename?: 'ProductClass';
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Its first products (Query.productClasses' preview); empty elsewhere. */
  preview: Array<Product>;
  /** Number of products of the class the portal offers. */
  productCount: Scalars['Int']['output'];
};

/** A product class and one page of its products. */
export type ProductClassProducts = {
  __typename?: 'ProductClassProducts';
  productClass: ProductClass;
  products: ProductPage;
};

/** Filters of the product list; every field is optional and they combine with AND. */
export type ProductFilter = {
  /** 担保方式 code (1-5). */
  guaranteeMethod?: InputMaybe<Scalars['Int']['input']>;
  /** Only products of this institution. */
  institutionId?: InputMaybe<Scalars['ID']['input']>;
  /** Words in the product or institution name (at most 50 characters). */
  keyword?: InputMaybe<Scalars['String']['input']>;
  /** Upper bound of the wanted amount in 万元: products whose minimum is at most this. */
  maxAmount?: InputMaybe<Scalars['Float']['input']>;
  /** Lower bound of the wanted amount in 万元: products that can lend at least this much. */
  minAmount?: InputMaybe<Scalars['Float']['input']>;
  /** 产品类型 code (1-6). */
  productType?: InputMaybe<Scalars['Int']['input']>;
  /** Wanted term in months: products whose term range contains it. */
  term?: InputMaybe<Scalars['Int']['input']>;
};

/** A page of products. */
export type ProductPage = {
  __typename?: 'ProductPage';
  /** This page's number, 1-based. */
  pageNum: Scalars['Int']['output'];
  /** Items per page. */
  pageSize: Scalars['Int']['output'];
  /** Products of this page. */
  records: Array<Product>;
  /** Number of products matching the filter on all pages. */
  total: Scalars['Int']['output'];
};

/** A zone of products and the programme behind it. */
export type ProductZone = {
  __typename?: 'ProductZone';
  key: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** Products of the requested page, in the zone's order. */
  products: ProductPage;
  /** The programme, one paragraph per entry. */
  programme: Array<Scalars['String']['output']>;
  /** One line under the title. */
  slogan: Scalars['String']['output'];
};

/** A protocol entry (spec §3). */
export type Protocol = {
  __typename?: 'Protocol';
  id: Scalars['ID']['output'];
  /** true when a changed version must be shown in the 温馨提示 notice before login. */
  isPopUp: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
  /** 1 privacy policy, 2 user service agreement, others for the authorisation and commitment texts. */
  type: Scalars['Int']['output'];
  version: Scalars['String']['output'];
};

/** A protocol with its content. */
export type ProtocolDetail = {
  __typename?: 'ProtocolDetail';
  /** Sanitised HTML. */
  content: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
  type: Scalars['Int']['output'];
  version: Scalars['String']['output'];
};

/** A finished provincial login. */
export type ProvincialLogin = {
  __typename?: 'ProvincialLogin';
  /** The account's companies (one entry with id "0" when it has none yet); log into one with loginWithCompany. */
  companies: Array<LoginCompany>;
  /** The provider's identify address (spec §3 client-stored item), for the L2 alert of spec §6. */
  identifyUrl: Scalars['String']['output'];
  /** The provider's logout address (spec §3 client-stored item): logout goes there; null when the provider has none. */
  logoutUrl: Maybe<Scalars['String']['output']>;
};

/** Spec §3 provincial SSO config, for a login begun now. */
export type ProvincialSso = {
  __typename?: 'ProvincialSso';
  clientId: Scalars['String']['output'];
  /** The provider's page that raises a person's real-name level to L2, returning to this portal's login page. */
  identifyUrl: Scalars['String']['output'];
  /** The provider's logout address returning to this portal; null when the provider has none. */
  logoutUrl: Maybe<Scalars['String']['output']>;
  /** Where the browser goes: the provider's authorization address of this login. */
  ssoUrl: Scalars['String']['output'];
};

/** An institution's response times as published on its portal page (the last year, aggregates only). */
export type PublishedResponseTimes = {
  __typename?: 'PublishedResponseTimes';
  /** Applications the institution handled in the window. */
  applications: Scalars['Int']['output'];
  /** The window: applications started (submitted, or claimed for a need) in the last `days` days. */
  days: Scalars['Int']['output'];
  /** Median hours from the start to the credit decision; null when none was decided. */
  decideMedianHours: Maybe<Scalars['Float']['output']>;
  /** Share (0-1) of the applications due that were decided within the target; null when none is due. */
  decideShareWithinTarget: Maybe<Scalars['Float']['output']>;
  /** Working days to the credit decision that count as on time. */
  decideTargetWorkingDays: Scalars['Int']['output'];
  /** Median hours from the start to the institution's first view; null when none was viewed. */
  viewMedianHours: Maybe<Scalars['Float']['output']>;
  /** Share (0-1) of the applications due that were viewed within the target; null when none is due. */
  viewShareWithinTarget: Maybe<Scalars['Float']['output']>;
  /** Working days to the first view that count as on time. */
  viewTargetWorkingDays: Scalars['Int']['output'];
};

/**
 * 区域中小企业融资服务平台 GraphQL API。
 * Every failure carries a Chinese `message` and `extensions.code`: BUSINESS_ERROR (the gateway refused; the message
 * is the gateway's msg and `extensions.gatewayCode` holds its envelope code), FILE_REFUSED (an upload refused for its
 * type, content or size; message and gatewayCode as BUSINESS_ERROR), FILE_NOT_FOUND (a file that does not exist or is
 * not the caller's), NOT_FOUND (a policy or article that is unknown or withdrawn; message and gatewayCode as
 * BUSINESS_ERROR), UNAUTHENTICATED (session ended or
 * expired: log out; `extensions.session` is "staff" when it is the workbench's staff session, which is then the only
 * one cleared), FORBIDDEN (no permission; on the workbench a role that may not make the call, gatewayCode -8050), BAD_USER_INPUT (an argument refused before the gateway is called;
 * `extensions.argument` names it, e.g. "page.pageSize"), GATEWAY_TIMEOUT, GATEWAY_UNAVAILABLE, QUERY_TOO_COMPLEX (the
 * query is over a depth, alias, directive, cost (list sizes counted) or token limit, or needs more gateway calls than one
 * operation may make; `extensions.limit` says which: depth, aliases, directives, cost, tokens, gatewayCalls),
 * RATE_LIMITED (HTTP 429: too many operations from the client's address; `extensions.retryAfterSeconds`),
 * INTERNAL_SERVER_ERROR (generic message; details only in the server log). Malformed queries keep Apollo's
 * GRAPHQL_PARSE_FAILED / GRAPHQL_VALIDATION_FAILED / BAD_REQUEST.
 */
export type Query = {
  __typename?: 'Query';
  /**
   * Administrative divisions (/zzzttt/address/data): level 1 the region's districts (parentCode omitted), level 2 the
   * streets of the district `parentCode`.
   */
  addressDivisions: Array<AddressDivision>;
  /** The enterprise's thread of its application, oldest first; reading it marks the institution's messages read. */
  applicationThread: ApplicationThread;
  /** How a product is applied for (/loan/product/pc/getApplyMethod); spec §3 apply-method record. */
  applyMethod: ApplyMethod;
  /**
   * Who the canteen session of this browser is for; null without one, after it ended or expired, or when it belongs
   * to another account than the portal session's (the cookie is then cleared).
   */
  canteenUser: Maybe<CanteenUser>;
  /** A new slider puzzle (spec §2 image captcha). Each call is a new picture. */
  captcha: Captcha;
  /**
   * Company-name search in the business registry (spec §7 query/base). Needs a session. `name`: 2-50 characters
   * (请输入企业名称 when empty). `page.pageSize` 1-99: 10 in the add-company dialog, 99 for the /verified re-check.
   * `hasNextPage` is true only when another non-empty page follows.
   */
  companySearch: CompanySearchPage;
  /** The financing risk compensation page (企业融资风险补偿): its articles with their text. */
  compensationArticles: ArticlePage;
  /** The platform's own record of the session company (/zzzttt/credit/report/result): not a credit bureau report. */
  creditSummary: CreditSummary;
  /** The data authorisation of the session's current company, for /cancelAuthorization. Needs a session. */
  dataAuthorisation: DataAuthorisationState;
  /**
   * The session company's authorisation ledger (spec §1): every grant, revocation, referral consent and access to its
   * data by an institution, newest first. Any account certified for the company may read it; BUSINESS_ERROR gatewayCode -5004
   * for an uncertified member, -1404 without a company.
   */
  dataAuthorisationLedger: DataAuthorisationLedgerPage;
  /** Applications made for a product, by district of the region, the most lent first. */
  districtFigures: Array<DistrictFigures>;
  /** Home: enterprises registered on the platform and those certified. */
  enterpriseFigures: EnterpriseFigures;
  /** 企业发展阶段 of an equity financing request. */
  equityCompanyStages: Array<Lookup>;
  /** Applications escalated for waiting past a target (/loan/org/escalation/list): operator and institution administrators. */
  escalations: EscalationPage;
  /**
   * The result of a face check this account started (spec §3 certToken). Asking may record the provider's result; a
   * pass certifies the membership. Another account's or an unknown certToken: BUSINESS_ERROR, gatewayCode -5006.
   */
  faceResult: FaceCheck;
  /** The portal prefix under which a stored path is read ("/files/"), so the browser builds /files/f/202611/….pdf. */
  filePrefix: Scalars['String']['output'];
  /** Home: the financing brokered on the platform (every application), computed from the applications; amounts in 万元. */
  financingFigures: FinancingFigures;
  /** The government dashboard (/loan/gov/dashboard): applications and response times in total and by group. */
  govDashboard: GovDashboard;
  /**
   * The government dashboard's drill-down into one institution (gov_viewer and operator): its monthly response times
   * and declines by failure type. Figures only, never an enterprise's data.
   */
  govInstitutionDrillDown: InstitutionDrillDown;
  /** One claim for review (the reading is written in the company's authorisation ledger). */
  govSubsidyClaim: SubsidyClaim;
  /** Every company's claims for review, newest first; status submitted, approved or returned. */
  govSubsidyClaims: SubsidyClaimPage;
  /** The government dashboard's figures per programme for a Beijing year (this one by default). */
  govSubsidyFigures: SubsidyFigures;
  /** Whether the logged-in account was imported and has seen its invitation page (spec §3 import detail). Needs a session. */
  importDetail: ImportDetail;
  /** An industry with a page of its products. An unknown code is a BUSINESS_ERROR (gatewayCode INDUSTRY_NOT_FOUND). */
  industryProducts: IndustryProducts;
  /** One institution, disabled ones included (ifNormal false); null when unknown. */
  institution: Maybe<Institution>;
  /** Institutions in service counted by type. */
  institutionCounts: InstitutionCounts;
  /** Institutions in service as logos, by type; only the given 机构类型 codes when asked. */
  institutionIcons: Array<InstitutionIcon>;
  /** Financial institutions that are in service, filtered and paged. */
  institutions: InstitutionPage;
  /** The session company's latest estimate; null before its first. */
  latestQuotaEstimate: Maybe<QuotaEstimate>;
  /** Home: every institution that released loans, by amount lent; the amounts add up to financingFigures.loanAmount. */
  lenderRanking: Array<LenderRank>;
  /** One application or need of the session's company with its timeline (/loan/pc/myDetail). */
  loanApplication: LoanApplication;
  /** The 补充材料 rounds of one of the company's applications (/loan/pc/supplement/list). */
  loanSupplements: Array<Supplement>;
  /** Option lists with their Chinese labels (spec §3 lookup lists). */
  lookups: Lookups;
  /** The logged-in user of this session; null when not logged in. */
  me: Maybe<UserInfo>;
  /** The session company's messages, newest first. */
  messages: MessagePage;
  /** My applications for products (/loan/pc/myList), newest first; page size 8 unless given (spec §9). */
  myApplications: LoanApplicationPage;
  /** Companies of the logged-in account, for switching (spec /changeCompany). */
  myCompanies: Array<AccountCompany>;
  /** My published financing needs (/loan/pc/request/myList), newest first; page size 8 unless given. */
  myNeeds: LoanApplicationPage;
  /** The session company's claims, newest first. */
  mySubsidyClaims: SubsidyClaimPage;
  /** The offers on one of the company's needs, withdrawn ones left out (/loan/pc/offer/list). */
  needOffers: NeedOffers;
  /** One news article with its text. Fails with NOT_FOUND when it is unknown or withdrawn. */
  newsArticle: Article;
  /** News (新闻资讯), newest first, without their text. */
  newsArticles: ArticlePage;
  /** Liveness of the GraphQL service itself; always true. */
  ok: Scalars['Boolean']['output'];
  /** Published needs no institution has claimed yet, of companies with a data authorisation in force (/loan/org/request/list). */
  openNeeds: LoanApplicationPage;
  /**
   * One application with its timeline and the institution's managers (/loan/org/detail). Opening one that is new to the
   * institution records the 'viewed' move and a data-access entry in the enterprise's ledger. A withdrawn one, or one
   * without a data authorisation in force, is a summary only (`restriction`) and records nothing; moving it then is
   * refused with BUSINESS_ERROR -8012 except to a failure status (ending the business).
   */
  orgApplication: OrgApplication;
  /** The institution's internal notes on its application, newest first (/loan/org/note/list); never the enterprise's. */
  orgApplicationNotes: Array<OrgApplicationNote>;
  /** The institution's thread of an application it handles; reading it marks the enterprise's messages read. */
  orgApplicationThread: ApplicationThread;
  /** The institution's applications and claimed needs (/loan/org/list); the operator sees every institution's. */
  orgApplications: OrgApplicationPage;
  /** The institution's active people an application can be assigned to (/loan/org/assign/people). */
  orgAssignees: Array<OrgAssignee>;
  /**
   * The government data pack the institution fetched for the application's company, fetched now when it has none
   * (/loan/org/company/govdata). Where the platform has no government data service, configured is false and message
   * says so.
   */
  orgCompanyGovData: GovDataPackAnswer;
  /** The application's company as the registry and the platform know it (/loan/org/company/profile). */
  orgCompanyProfile: CompanyProfile;
  /** The company's data authorisation as the application's handling institution sees it (/loan/org/desk/authorisation). */
  orgDeskAuthorisation: DeskAuthorisation;
  /** The institution's material setting (/loan/org/setting/material): its administrator only. */
  orgMaterialSetting: MaterialSetting;
  /** The application's materials and whether this institution lets its staff download them (/loan/org/material/list). */
  orgMaterials: DeskMaterials;
  /** One of the institution's own offers (/loan/org/offer/detail). */
  orgNeedOffer: NeedOffer;
  /** The institution's own offers, newest first, with their outcome (/loan/org/offer/list). */
  orgNeedOffers: NeedOfferPage;
  /** The pre-credit limits the institution granted, newest first (/loan/org/precredit/list). */
  orgPreCredits: OrgPreCreditPage;
  /** The institution's products, removed ones too (/loan/org/product/list): on shelf first, newest first. */
  orgProducts: OrgProductPage;
  /**
   * The queue searched, filtered and sorted (/loan/org/queue/search): records as orgApplications answers them. The
   * keyword is an application id, a credit code, or 2+ characters of a company name.
   */
  orgQueueSearch: OrgApplicationPage;
  /** The 补充材料 rounds of an application (/loan/org/supplement/list); institution staff opening them clears 有补件. */
  orgSupplements: OrgSupplements;
  /** 惠企政策: published enterprise policies, newest first, filtered and paged. */
  policies: PolicyPage;
  /** One enterprise policy with its text. Fails with NOT_FOUND when it is unknown or withdrawn. */
  policy: Policy;
  /** The departments that publish policies, with how many each has published (the list's department filter). */
  policyDepartments: Array<PolicyDepartment>;
  /** The company against one policy; match is null when the policy has no machine-readable conditions. */
  policyMatch: PolicyMatchAnswer;
  /** 可申报政策: the policies the company meets, those 待核实, and the near misses (one condition unmet). */
  policyMatches: Array<PolicyMatch>;
  /** The postal bank's full-process online loans (spec §3 loanIndustry 7) the portal offers, for /PostalSavingProduct. */
  postalProducts: Array<Product>;
  /**
   * The pre-credit limits of a company (/loan/pc/ent/grant/credit/portal/precredit and …/exist): `uniformCode`
   * defaults to the session company's. Another company's code answers exactly as a company without limits does.
   */
  preCredit: PreCreditState;
  /** One product; null when it is removed (下架) or unknown. */
  product: Maybe<Product>;
  /**
   * One product class (/productClassDetail/{id}) with a page of its products; guaranteeMethods keeps the products
   * that accept any of them (none: all). An unknown id is a BUSINESS_ERROR (gatewayCode PRODUCT_CLASS_NOT_FOUND).
   */
  productClass: ProductClassProducts;
  /** The product classes of /productZone in their order, each with its first products (preview 0-10). */
  productClasses: Array<ProductClass>;
  /**
   * A product zone with its programme and one page of its products: million, green (/lsst), procure (/cgd), economy
   * (the private-economy zone), biomedicine, bqw, lendingcenter, futures (/GJFutures). An unknown key is a
   * BUSINESS_ERROR (gatewayCode ZONE_NOT_FOUND).
   */
  productZone: ProductZone;
  /** 金融超市: products on shelf, filtered and paged. */
  products: ProductPage;
  /** One protocol with its HTML content (sanitised by the gateway); null when unknown. */
  protocol: Maybe<ProtocolDetail>;
  /** Protocols (privacy policy, user service agreement, …) with their current versions. */
  protocols: Array<Protocol>;
  /**
   * Offered products whose amount range overlaps the latest estimate (ours: /loan/pc/yc/quota/products);
   * BUSINESS_ERROR -8021 before the company's first estimate.
   */
  quotaProducts: QuotaProductPage;
  /** The questionnaire's questions and the session company's latest answers (/loan/product/pc/questionnaire/detail). */
  quotaQuestionnaire: QuotaQuestionnaire;
  /**
   * The referral of the session company's declined application `applicationId`: the one already made, or the matching
   * products of other institutions (at most 3, best first). Needs a session. BUSINESS_ERROR gatewayCode -8001 for an
   * unknown id or another company's application (one answer), -8030 when the application is not in status 5 or 7.
   */
  referralOptions: ReferralOptions;
  /** One regional finance article with its text. Fails with NOT_FOUND when it is unknown or withdrawn. */
  regionalFinanceArticle: Article;
  /** Regional finance (区域金融) articles, newest first, optionally of one district, without their text. */
  regionalFinanceArticles: ArticlePage;
  /** Products related to the given ones, never one of them: most zones, classes and industries in common first. */
  relatedProducts: Array<Product>;
  /** The re-loan policy page (再贷款政策): its articles with their text. */
  reloanPolicyArticles: ArticlePage;
  /** Response times per institution over the last `days` days (/loan/org/sla). */
  responseTimes: ResponseTimes;
  /** Settings the portal shows that operators configure (hotline and similar). */
  siteConfig: SiteConfig;
  /** The audit log, newest first (/loan/org/audit/list): who did what to which application, when, from where. */
  staffAuditLog: StaffAuditPage;
  /** The signed-in staff member (/auth/staff/me); null without a staff session. */
  staffMe: Maybe<Staff>;
  /** One of the session company's claims, with its evidence and timeline. */
  subsidyClaim: SubsidyClaim;
  /** A lent loan's figures and, per open programme, what it would claim and what is left of the year's cap. */
  subsidyPrefill: SubsidyPrefill;
  /** Home: the newest loans released, the enterprise names masked; size 1-50. */
  successCases: Array<SuccessCase>;
  /** Products recommended on the home page, best first. */
  topProducts: Array<Product>;
  /** How many of the session company's messages are unread (the portal header's badge). */
  unreadMessageCount: Scalars['Int']['output'];
  /** The institutions' unread thread messages on the session company's applications (the portal's 消息 badge adds them). */
  unreadThreads: UnreadThreads;
  /** Real-name state of the session's current company, for the /verified page. Needs a session. */
  verification: VerificationState;
  /** The WeChat user bound to the logged-in account; null when none. Needs a session; gatewayCode -1502 without WeChat. */
  weChatBinding: Maybe<WeChatBinding>;
};


/**
 * 区域中小企业融资服务平台 GraphQL API。
 * Every failure carries a Chinese `message` and `extensions.code`: BUSINESS_ERROR (the gateway refused; the message
 * is the gateway's msg and `extensions.gatewayCode` holds its envelope code), FILE_REFUSED (an upload refused for its
 * type, content or size; message and gatewayCode as BUSINESS_ERROR), FILE_NOT_FOUND (a file that does not exist or is
 * not the caller's), NOT_FOUND (a policy or article that is unknown or withdrawn; message and gatewayCode as
 * BUSINESS_ERROR), UNAUTHENTICATED (session ended or
 * expired: log out; `extensions.session` is "staff" when it is the workbench's staff session, which is then the only
 * one cleared), FORBIDDEN (no permission; on the workbench a role that may not make the call, gatewayCode -8050), BAD_USER_INPUT (an argument refused before the gateway is called;
 * `extensions.argument` names it, e.g. "page.pageSize"), GATEWAY_TIMEOUT, GATEWAY_UNAVAILABLE, QUERY_TOO_COMPLEX (the
 * query is over a depth, alias, directive, cost (list sizes counted) or token limit, or needs more gateway calls than one
 * operation may make; `extensions.limit` says which: depth, aliases, directives, cost, tokens, gatewayCalls),
 * RATE_LIMITED (HTTP 429: too many operations from the client's address; `extensions.retryAfterSeconds`),
 * INTERNAL_SERVER_ERROR (generic message; details only in the server log). Malformed queries keep Apollo's
 * GRAPHQL_PARSE_FAILED / GRAPHQL_VALIDATION_FAILED / BAD_REQUEST.
 */
export type QueryAddressDivisionsArgs = {
  level: Scalars['Int']['input'];
  parentCode?: InputMaybe<Scalars['String']['input']>;
};


/**
 * 区域中小企业融资服务平台 GraphQL API。
 * Every failure carries a Chinese `message` and `extensions.code`: BUSINESS_ERROR (the gateway refused; the message
 * is the gateway's msg and `extensions.gatewayCode` holds its envelope code), FILE_REFUSED (an upload refused for its
 * type, content or size; message and gatewayCode as BUSINESS_ERROR), FILE_NOT_FOUND (a file that does not exist or is
 * not the caller's), NOT_FOUND (a policy or article that is unknown or withdrawn; message and gatewayCode as
 * BUSINESS_ERROR), UNAUTHENTICATED (session ended or
 * expired: log out; `extensions.session` is "staff" when it is the workbench's staff session, which is then the only
 * one cleared), FORBIDDEN (no permission; on the workbench a role that may not make the call, gatewayCode -8050), BAD_USER_INPUT (an argument refused before the gateway is called;
 * `extensions.argument` names it, e.g. "page.pageSize"), GATEWAY_TIMEOUT, GATEWAY_UNAVAILABLE, QUERY_TOO_COMPLEX (the
 * query is over a depth, alias, directive, cost (list sizes counted) or token limit, or needs more gateway calls than one
 * operation may make; `extensions.limit` says which: depth, aliases, directives, cost, tokens, gatewayCalls),
 * RATE_LIMITED (HTTP 429: too many operations from the client's address; `extensions.retryAfterSeconds`),
 * INTERNAL_SERVER_ERROR (generic message; details only in the server log). Malformed queries keep Apollo's
 * GRAPHQL_PARSE_FAILED / GRAPHQL_VALIDATION_FAILED / BAD_REQUEST.
 */
export type QueryApplicationThreadArgs = {
  applicationId: Scalars['ID']['input'];
};


/**
 * 区域中小企业融资服务平台 GraphQL API。
 * Every failure carries a Chinese `message` and `extensions.code`: BUSINESS_ERROR (the gateway refused; the message
 * is the gateway's msg and `extensions.gatewayCode` holds its envelope code), FILE_REFUSED (an upload refused for its
 * type, content or size; message and gatewayCode as BUSINESS_ERROR), FILE_NOT_FOUND (a file that does not exist or is
 * not the caller's), NOT_FOUND (a policy or article that is unknown or withdrawn; message and gatewayCode as
 * BUSINESS_ERROR), UNAUTHENTICATED (session ended or
 * expired: log out; `extensions.session` is "staff" when it is the workbench's staff session, which is then the only
 * one cleared), FORBIDDEN (no permission; on the workbench a role that may not make the call, gatewayCode -8050), BAD_USER_INPUT (an argument refused before the gateway is called;
 * `extensions.argument` names it, e.g. "page.pageSize"), GATEWAY_TIMEOUT, GATEWAY_UNAVAILABLE, QUERY_TOO_COMPLEX (the
 * query is over a depth, alias, directive, cost (list sizes counted) or token limit, or needs more gateway calls than one
 * operation may make; `extensions.limit` says which: depth, aliases, directives, cost, tokens, gatewayCalls),
 * RATE_LIMITED (HTTP 429: too many operations from the client's address; `extensions.retryAfterSeconds`),
 * INTERNAL_SERVER_ERROR (generic message; details only in the server log). Malformed queries keep Apollo's
 * GRAPHQL_PARSE_FAILED / GRAPHQL_VALIDATION_FAILED / BAD_REQUEST.
 */
export type QueryApplyMethodArgs = {
  productId: Scalars['ID']['input'];
};


/**
 * 区域中小企业融资服务平台 GraphQL API。
 * Every failure carries a Chinese `message` and `extensions.code`: BUSINESS_ERROR (the gateway refused; the message
 * is the gateway's msg and `extensions.gatewayCode` holds its envelope code), FILE_REFUSED (an upload refused for its
 * type, content or size; message and gatewayCode as BUSINESS_ERROR), FILE_NOT_FOUND (a file that does not exist or is
 * not the caller's), NOT_FOUND (a policy or article that is unknown or withdrawn; message and gatewayCode as
 * BUSINESS_ERROR), UNAUTHENTICATED (session ended or
 * expired: log out; `extensions.session` is "staff" when it is the workbench's staff session, which is then the only
 * one cleared), FORBIDDEN (no permission; on the workbench a role that may not make the call, gatewayCode -8050), BAD_USER_INPUT (an argument refused before the gateway is called;
 * `extensions.argument` names it, e.g. "page.pageSize"), GATEWAY_TIMEOUT, GATEWAY_UNAVAILABLE, QUERY_TOO_COMPLEX (the
 * query is over a depth, alias, directive, cost (list sizes counted) or token limit, or needs more gateway calls than one
 * operation may make; `extensions.limit` says which: depth, aliases, directives, cost, tokens, gatewayCalls),
 * RATE_LIMITED (HTTP 429: too many operations from the client's address; `extensions.retryAfterSeconds`),
 * INTERNAL_SERVER_ERROR (generic message; details only in the server log). Malformed queries keep Apollo's
 * GRAPHQL_PARSE_FAILED / GRAPHQL_VALIDATION_FAILED / BAD_REQUEST.
 */
export type QueryCompanySearchArgs = {
  name: Scalars['String']['input'];
  page?: InputMaybe<PageInput>;
};


/**
 * 区域中小企业融资服务平台 GraphQL API。
 * Every failure carries a Chinese `message` and `extensions.code`: BUSINESS_ERROR (the gateway refused; the message
 * is the gateway's msg and `extensions.gatewayCode` holds its envelope code), FILE_REFUSED (an upload refused for its
 * type, content or size; message and gatewayCode as BUSINESS_ERROR), FILE_NOT_FOUND (a file that does not exist or is
 * not the caller's), NOT_FOUND (a policy or article that is unknown or withdrawn; message and gatewayCode as
 * BUSINESS_ERROR), UNAUTHENTICATED (session ended or
 * expired: log out; `extensions.session` is "staff" when it is the workbench's staff session, which is then the only
 * one cleared), FORBIDDEN (no permission; on the workbench a role that may not make the call, gatewayCode -8050), BAD_USER_INPUT (an argument refused before the gateway is called;
 * `extensions.argument` names it, e.g. "page.pageSize"), GATEWAY_TIMEOUT, GATEWAY_UNAVAILABLE, QUERY_TOO_COMPLEX (the
 * query is over a depth, alias, directive, cost (list sizes counted) or token limit, or needs more gateway calls than one
 * operation may make; `extensions.limit` says which: depth, aliases, directives, cost, tokens, gatewayCalls),
 * RATE_LIMITED (HTTP 429: too many operations from the client's address; `extensions.retryAfterSeconds`),
 * INTERNAL_SERVER_ERROR (generic message; details only in the server log). Malformed queries keep Apollo's
 * GRAPHQL_PARSE_FAILED / GRAPHQL_VALIDATION_FAILED / BAD_REQUEST.
 */
export type QueryCompensationArticlesArgs = {
  page?: InputMaybe<PageInput>;
};


/**
 * 区域中小企业融资服务平台 GraphQL API。
 * Every failure carries a Chinese `message` and `extensions.code`: BUSINESS_ERROR (the gateway refused; the message
 * is the gateway's msg and `extensions.gatewayCode` holds its envelope code), FILE_REFUSED (an upload refused for its
 * type, content or size; message and gatewayCode as BUSINESS_ERROR), FILE_NOT_FOUND (a file that does not exist or is
 * not the caller's), NOT_FOUND (a policy or article that is unknown or withdrawn; message and gatewayCode as
 * BUSINESS_ERROR), UNAUTHENTICATED (session ended or
 * expired: log out; `extensions.session` is "staff" when it is the workbench's staff session, which is then the only
 * one cleared), FORBIDDEN (no permission; on the workbench a role that may not make the call, gatewayCode -8050), BAD_USER_INPUT (an argument refused before the gateway is called;
 * `extensions.argument` names it, e.g. "page.pageSize"), GATEWAY_TIMEOUT, GATEWAY_UNAVAILABLE, QUERY_TOO_COMPLEX (the
 * query is over a depth, alias, directive, cost (list sizes counted) or token limit, or needs more gateway calls than one
 * operation may make; `extensions.limit` says which: depth, aliases, directives, cost, tokens, gatewayCalls),
 * RATE_LIMITED (HTTP 429: too many operations from the client's address; `extensions.retryAfterSeconds`),
 * INTERNAL_SERVER_ERROR (generic message; details only in the server log). Malformed queries keep Apollo's
 * GRAPHQL_PARSE_FAILED / GRAPHQL_VALIDATION_FAILED / BAD_REQUEST.
 */
export type QueryDataAuthorisationLedgerArgs = {
  page?: InputMaybe<PageInput>;
};


/**
 * 区域中小企业融资服务平台 GraphQL API。
 * Every failure carries a Chinese `message` and `extensions.code`: BUSINESS_ERROR (the gateway refused; the message
 * is the gateway's msg and `extensions.gatewayCode` holds its envelope code), FILE_REFUSED (an upload refused for its
 * type, content or size; message and gatewayCode as BUSINESS_ERROR), FILE_NOT_FOUND (a file that does not exist or is
 * not the caller's), NOT_FOUND (a policy or article that is unknown or withdrawn; message and gatewayCode as
 * BUSINESS_ERROR), UNAUTHENTICATED (session ended or
 * expired: log out; `extensions.session` is "staff" when it is the workbench's staff session, which is then the only
 * one cleared), FORBIDDEN (no permission; on the workbench a role that may not make the call, gatewayCode -8050), BAD_USER_INPUT (an argument refused before the gateway is called;
 * `extensions.argument` names it, e.g. "page.pageSize"), GATEWAY_TIMEOUT, GATEWAY_UNAVAILABLE, QUERY_TOO_COMPLEX (the
 * query is over a depth, alias, directive, cost (list sizes counted) or token limit, or needs more gateway calls than one
 * operation may make; `extensions.limit` says which: depth, aliases, directives, cost, tokens, gatewayCalls),
 * RATE_LIMITED (HTTP 429: too many operations from the client's address; `extensions.retryAfterSeconds`),
 * INTERNAL_SERVER_ERROR (generic message; details only in the server log). Malformed queries keep Apollo's
 * GRAPHQL_PARSE_FAILED / GRAPHQL_VALIDATION_FAILED / BAD_REQUEST.
 */
export type QueryEscalationsArgs = {
  page?: InputMaybe<PageInput>;
};


/**
 * 区域中小企业融资服务平台 GraphQL API。
 * Every failure carries a Chinese `message` and `extensions.code`: BUSINESS_ERROR (the gateway refused; the message
 * is the gateway's msg and `extensions.gatewayCode` holds its envelope code), FILE_REFUSED (an upload refused for its
 * type, content or size; message and gatewayCode as BUSINESS_ERROR), FILE_NOT_FOUND (a file that does not exist or is
 * not the caller's), NOT_FOUND (a policy or article that is unknown or withdrawn; message and gatewayCode as
 * BUSINESS_ERROR), UNAUTHENTICATED (session ended or
 * expired: log out; `extensions.session` is "staff" when it is the workbench's staff session, which is then the only
 * one cleared), FORBIDDEN (no permission; on the workbench a role that may not make the call, gatewayCode -8050), BAD_USER_INPUT (an argument refused before the gateway is called;
 * `extensions.argument` names it, e.g. "page.pageSize"), GATEWAY_TIMEOUT, GATEWAY_UNAVAILABLE, QUERY_TOO_COMPLEX (the
 * query is over a depth, alias, directive, cost (list sizes counted) or token limit, or needs more gateway calls than one
 * operation may make; `extensions.limit` says which: depth, aliases, directives, cost, tokens, gatewayCalls),
 * RATE_LIMITED (HTTP 429: too many operations from the client's address; `extensions.retryAfterSeconds`),
 * INTERNAL_SERVER_ERROR (generic message; details only in the server log). Malformed queries keep Apollo's
 * GRAPHQL_PARSE_FAILED / GRAPHQL_VALIDATION_FAILED / BAD_REQUEST.
 */
export type QueryFaceResultArgs = {
  certToken: Scalars['String']['input'];
};


/**
 * 区域中小企业融资服务平台 GraphQL API。
 * Every failure carries a Chinese `message` and `extensions.code`: BUSINESS_ERROR (the gateway refused; the message
 * is the gateway's msg and `extensions.gatewayCode` holds its envelope code), FILE_REFUSED (an upload refused for its
 * type, content or size; message and gatewayCode as BUSINESS_ERROR), FILE_NOT_FOUND (a file that does not exist or is
 * not the caller's), NOT_FOUND (a policy or article that is unknown or withdrawn; message and gatewayCode as
 * BUSINESS_ERROR), UNAUTHENTICATED (session ended or
 * expired: log out; `extensions.session` is "staff" when it is the workbench's staff session, which is then the only
 * one cleared), FORBIDDEN (no permission; on the workbench a role that may not make the call, gatewayCode -8050), BAD_USER_INPUT (an argument refused before the gateway is called;
 * `extensions.argument` names it, e.g. "page.pageSize"), GATEWAY_TIMEOUT, GATEWAY_UNAVAILABLE, QUERY_TOO_COMPLEX (the
 * query is over a depth, alias, directive, cost (list sizes counted) or token limit, or needs more gateway calls than one
 * operation may make; `extensions.limit` says which: depth, aliases, directives, cost, tokens, gatewayCalls),
 * RATE_LIMITED (HTTP 429: too many operations from the client's address; `extensions.retryAfterSeconds`),
 * INTERNAL_SERVER_ERROR (generic message; details only in the server log). Malformed queries keep Apollo's
 * GRAPHQL_PARSE_FAILED / GRAPHQL_VALIDATION_FAILED / BAD_REQUEST.
 */
export type QueryGovDashboardArgs = {
  filter?: InputMaybe<DashboardFilter>;
};


/**
 * 区域中小企业融资服务平台 GraphQL API。
 * Every failure carries a Chinese `message` and `extensions.code`: BUSINESS_ERROR (the gateway refused; the message
 * is the gateway's msg and `extensions.gatewayCode` holds its envelope code), FILE_REFUSED (an upload refused for its
 * type, content or size; message and gatewayCode as BUSINESS_ERROR), FILE_NOT_FOUND (a file that does not exist or is
 * not the caller's), NOT_FOUND (a policy or article that is unknown or withdrawn; message and gatewayCode as
 * BUSINESS_ERROR), UNAUTHENTICATED (session ended or
 * expired: log out; `extensions.session` is "staff" when it is the workbench's staff session, which is then the only
 * one cleared), FORBIDDEN (no permission; on the workbench a role that may not make the call, gatewayCode -8050), BAD_USER_INPUT (an argument refused before the gateway is called;
 * `extensions.argument` names it, e.g. "page.pageSize"), GATEWAY_TIMEOUT, GATEWAY_UNAVAILABLE, QUERY_TOO_COMPLEX (the
 * query is over a depth, alias, directive, cost (list sizes counted) or token limit, or needs more gateway calls than one
 * operation may make; `extensions.limit` says which: depth, aliases, directives, cost, tokens, gatewayCalls),
 * RATE_LIMITED (HTTP 429: too many operations from the client's address; `extensions.retryAfterSeconds`),
 * INTERNAL_SERVER_ERROR (generic message; details only in the server log). Malformed queries keep Apollo's
 * GRAPHQL_PARSE_FAILED / GRAPHQL_VALIDATION_FAILED / BAD_REQUEST.
 */
export type QueryGovInstitutionDrillDownArgs = {
  endDate?: InputMaybe<Scalars['String']['input']>;
  institutionId: Scalars['ID']['input'];
  startDate?: InputMaybe<Scalars['String']['input']>;
};


/**
 * 区域中小企业融资服务平台 GraphQL API。
 * Every failure carries a Chinese `message` and `extensions.code`: BUSINESS_ERROR (the gateway refused; the message
 * is the gateway's msg and `extensions.gatewayCode` holds its envelope code), FILE_REFUSED (an upload refused for its
 * type, content or size; message and gatewayCode as BUSINESS_ERROR), FILE_NOT_FOUND (a file that does not exist or is
 * not the caller's), NOT_FOUND (a policy or article that is unknown or withdrawn; message and gatewayCode as
 * BUSINESS_ERROR), UNAUTHENTICATED (session ended or
 * expired: log out; `extensions.session` is "staff" when it is the workbench's staff session, which is then the only
 * one cleared), FORBIDDEN (no permission; on the workbench a role that may not make the call, gatewayCode -8050), BAD_USER_INPUT (an argument refused before the gateway is called;
 * `extensions.argument` names it, e.g. "page.pageSize"), GATEWAY_TIMEOUT, GATEWAY_UNAVAILABLE, QUERY_TOO_COMPLEX (the
 * query is over a depth, alias, directive, cost (list sizes counted) or token limit, or needs more gateway calls than one
 * operation may make; `extensions.limit` says which: depth, aliases, directives, cost, tokens, gatewayCalls),
 * RATE_LIMITED (HTTP 429: too many operations from the client's address; `extensions.retryAfterSeconds`),
 * INTERNAL_SERVER_ERROR (generic message; details only in the server log). Malformed queries keep Apollo's
 * GRAPHQL_PARSE_FAILED / GRAPHQL_VALIDATION_FAILED / BAD_REQUEST.
 */
export type QueryGovSubsidyClaimArgs = {
  id: Scalars['ID']['input'];
};


/**
 * 区域中小企业融资服务平台 GraphQL API。
 * Every failure carries a Chinese `message` and `extensions.code`: BUSINESS_ERROR (the gateway refused; the message
 * is the gateway's msg and `extensions.gatewayCode` holds its envelope code), FILE_REFUSED (an upload refused for its
 * type, content or size; message and gatewayCode as BUSINESS_ERROR), FILE_NOT_FOUND (a file that does not exist or is
 * not the caller's), NOT_FOUND (a policy or article that is unknown or withdrawn; message and gatewayCode as
 * BUSINESS_ERROR), UNAUTHENTICATED (session ended or
 * expired: log out; `extensions.session` is "staff" when it is the workbench's staff session, which is then the only
 * one cleared), FORBIDDEN (no permission; on the workbench a role that may not make the call, gatewayCode -8050), BAD_USER_INPUT (an argument refused before the gateway is called;
 * `extensions.argument` names it, e.g. "page.pageSize"), GATEWAY_TIMEOUT, GATEWAY_UNAVAILABLE, QUERY_TOO_COMPLEX (the
 * query is over a depth, alias, directive, cost (list sizes counted) or token limit, or needs more gateway calls than one
 * operation may make; `extensions.limit` says which: depth, aliases, directives, cost, tokens, gatewayCalls),
 * RATE_LIMITED (HTTP 429: too many operations from the client's address; `extensions.retryAfterSeconds`),
 * INTERNAL_SERVER_ERROR (generic message; details only in the server log). Malformed queries keep Apollo's
 * GRAPHQL_PARSE_FAILED / GRAPHQL_VALIDATION_FAILED / BAD_REQUEST.
 */
export type QueryGovSubsidyClaimsArgs = {
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


/**
 * 区域中小企业融资服务平台 GraphQL API。
 * Every failure carries a Chinese `message` and `extensions.code`: BUSINESS_ERROR (the gateway refused; the message
 * is the gateway's msg and `extensions.gatewayCode` holds its envelope code), FILE_REFUSED (an upload refused for its
 * type, content or size; message and gatewayCode as BUSINESS_ERROR), FILE_NOT_FOUND (a file that does not exist or is
 * not the caller's), NOT_FOUND (a policy or article that is unknown or withdrawn; message and gatewayCode as
 * BUSINESS_ERROR), UNAUTHENTICATED (session ended or
 * expired: log out; `extensions.session` is "staff" when it is the workbench's staff session, which is then the only
 * one cleared), FORBIDDEN (no permission; on the workbench a role that may not make the call, gatewayCode -8050), BAD_USER_INPUT (an argument refused before the gateway is called;
 * `extensions.argument` names it, e.g. "page.pageSize"), GATEWAY_TIMEOUT, GATEWAY_UNAVAILABLE, QUERY_TOO_COMPLEX (the
 * query is over a depth, alias, directive, cost (list sizes counted) or token limit, or needs more gateway calls than one
 * operation may make; `extensions.limit` says which: depth, aliases, directives, cost, tokens, gatewayCalls),
 * RATE_LIMITED (HTTP 429: too many operations from the client's address; `extensions.retryAfterSeconds`),
 * INTERNAL_SERVER_ERROR (generic message; details only in the server log). Malformed queries keep Apollo's
 * GRAPHQL_PARSE_FAILED / GRAPHQL_VALIDATION_FAILED / BAD_REQUEST.
 */
export type QueryGovSubsidyFiguresArgs = {
  year?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * 区域中小企业融资服务平台 GraphQL API。
 * Every failure carries a Chinese `message` and `extensions.code`: BUSINESS_ERROR (the gateway refused; the message
 * is the gateway's msg and `extensions.gatewayCode` holds its envelope code), FILE_REFUSED (an upload refused for its
 * type, content or size; message and gatewayCode as BUSINESS_ERROR), FILE_NOT_FOUND (a file that does not exist or is
 * not the caller's), NOT_FOUND (a policy or article that is unknown or withdrawn; message and gatewayCode as
 * BUSINESS_ERROR), UNAUTHENTICATED (session ended or
 * expired: log out; `extensions.session` is "staff" when it is the workbench's staff session, which is then the only
 * one cleared), FORBIDDEN (no permission; on the workbench a role that may not make the call, gatewayCode -8050), BAD_USER_INPUT (an argument refused before the gateway is called;
 * `extensions.argument` names it, e.g. "page.pageSize"), GATEWAY_TIMEOUT, GATEWAY_UNAVAILABLE, QUERY_TOO_COMPLEX (the
 * query is over a depth, alias, directive, cost (list sizes counted) or token limit, or needs more gateway calls than one
 * operation may make; `extensions.limit` says which: depth, aliases, directives, cost, tokens, gatewayCalls),
 * RATE_LIMITED (HTTP 429: too many operations from the client's address; `extensions.retryAfterSeconds`),
 * INTERNAL_SERVER_ERROR (generic message; details only in the server log). Malformed queries keep Apollo's
 * GRAPHQL_PARSE_FAILED / GRAPHQL_VALIDATION_FAILED / BAD_REQUEST.
 */
export type QueryIndustryProductsArgs = {
  code: Scalars['String']['input'];
  page?: InputMaybe<PageInput>;
};


/**
 * 区域中小企业融资服务平台 GraphQL API。
 * Every failure carries a Chinese `message` and `extensions.code`: BUSINESS_ERROR (the gateway refused; the message
 * is the gateway's msg and `extensions.gatewayCode` holds its envelope code), FILE_REFUSED (an upload refused for its
 * type, content or size; message and gatewayCode as BUSINESS_ERROR), FILE_NOT_FOUND (a file that does not exist or is
 * not the caller's), NOT_FOUND (a policy or article that is unknown or withdrawn; message and gatewayCode as
 * BUSINESS_ERROR), UNAUTHENTICATED (session ended or
 * expired: log out; `extensions.session` is "staff" when it is the workbench's staff session, which is then the only
 * one cleared), FORBIDDEN (no permission; on the workbench a role that may not make the call, gatewayCode -8050), BAD_USER_INPUT (an argument refused before the gateway is called;
 * `extensions.argument` names it, e.g. "page.pageSize"), GATEWAY_TIMEOUT, GATEWAY_UNAVAILABLE, QUERY_TOO_COMPLEX (the
 * query is over a depth, alias, directive, cost (list sizes counted) or token limit, or needs more gateway calls than one
 * operation may make; `extensions.limit` says which: depth, aliases, directives, cost, tokens, gatewayCalls),
 * RATE_LIMITED (HTTP 429: too many operations from the client's address; `extensions.retryAfterSeconds`),
 * INTERNAL_SERVER_ERROR (generic message; details only in the server log). Malformed queries keep Apollo's
 * GRAPHQL_PARSE_FAILED / GRAPHQL_VALIDATION_FAILED / BAD_REQUEST.
 */
export type QueryInstitutionArgs = {
  id: Scalars['ID']['input'];
};


/**
 * 区域中小企业融资服务平台 GraphQL API。
 * Every failure carries a Chinese `message` and `extensions.code`: BUSINESS_ERROR (the gateway refused; the message
 * is the gateway's msg and `extensions.gatewayCode` holds its envelope code), FILE_REFUSED (an upload refused for its
 * type, content or size; message and gatewayCode as BUSINESS_ERROR), FILE_NOT_FOUND (a file that does not exist or is
 * not the caller's), NOT_FOUND (a policy or article that is unknown or withdrawn; message and gatewayCode as
 * BUSINESS_ERROR), UNAUTHENTICATED (session ended or
 * expired: log out; `extensions.session` is "staff" when it is the workbench's staff session, which is then the only
 * one cleared), FORBIDDEN (no permission; on the workbench a role that may not make the call, gatewayCode -8050), BAD_USER_INPUT (an argument refused before the gateway is called;
 * `extensions.argument` names it, e.g. "page.pageSize"), GATEWAY_TIMEOUT, GATEWAY_UNAVAILABLE, QUERY_TOO_COMPLEX (the
 * query is over a depth, alias, directive, cost (list sizes counted) or token limit, or needs more gateway calls than one
 * operation may make; `extensions.limit` says which: depth, aliases, directives, cost, tokens, gatewayCalls),
 * RATE_LIMITED (HTTP 429: too many operations from the client's address; `extensions.retryAfterSeconds`),
 * INTERNAL_SERVER_ERROR (generic message; details only in the server log). Malformed queries keep Apollo's
 * GRAPHQL_PARSE_FAILED / GRAPHQL_VALIDATION_FAILED / BAD_REQUEST.
 */
export type QueryInstitutionIconsArgs = {
  types?: InputMaybe<Array<Scalars['Int']['input']>>;
};


/**
 * 区域中小企业融资服务平台 GraphQL API。
 * Every failure carries a Chinese `message` and `extensions.code`: BUSINESS_ERROR (the gateway refused; the message
 * is the gateway's msg and `extensions.gatewayCode` holds its envelope code), FILE_REFUSED (an upload refused for its
 * type, content or size; message and gatewayCode as BUSINESS_ERROR), FILE_NOT_FOUND (a file that does not exist or is
 * not the caller's), NOT_FOUND (a policy or article that is unknown or withdrawn; message and gatewayCode as
 * BUSINESS_ERROR), UNAUTHENTICATED (session ended or
 * expired: log out; `extensions.session` is "staff" when it is the workbench's staff session, which is then the only
 * one cleared), FORBIDDEN (no permission; on the workbench a role that may not make the call, gatewayCode -8050), BAD_USER_INPUT (an argument refused before the gateway is called;
 * `extensions.argument` names it, e.g. "page.pageSize"), GATEWAY_TIMEOUT, GATEWAY_UNAVAILABLE, QUERY_TOO_COMPLEX (the
 * query is over a depth, alias, directive, cost (list sizes counted) or token limit, or needs more gateway calls than one
 * operation may make; `extensions.limit` says which: depth, aliases, directives, cost, tokens, gatewayCalls),
 * RATE_LIMITED (HTTP 429: too many operations from the client's address; `extensions.retryAfterSeconds`),
 * INTERNAL_SERVER_ERROR (generic message; details only in the server log). Malformed queries keep Apollo's
 * GRAPHQL_PARSE_FAILED / GRAPHQL_VALIDATION_FAILED / BAD_REQUEST.
 */
export type QueryInstitutionsArgs = {
  filter?: InputMaybe<InstitutionFilter>;
  page?: InputMaybe<PageInput>;
};


/**
 * 区域中小企业融资服务平台 GraphQL API。
 * Every failure carries a Chinese `message` and `extensions.code`: BUSINESS_ERROR (the gateway refused; the message
 * is the gateway's msg and `extensions.gatewayCode` holds its envelope code), FILE_REFUSED (an upload refused for its
 * type, content or size; message and gatewayCode as BUSINESS_ERROR), FILE_NOT_FOUND (a file that does not exist or is
 * not the caller's), NOT_FOUND (a policy or article that is unknown or withdrawn; message and gatewayCode as
 * BUSINESS_ERROR), UNAUTHENTICATED (session ended or
 * expired: log out; `extensions.session` is "staff" when it is the workbench's staff session, which is then the only
 * one cleared), FORBIDDEN (no permission; on the workbench a role that may not make the call, gatewayCode -8050), BAD_USER_INPUT (an argument refused before the gateway is called;
 * `extensions.argument` names it, e.g. "page.pageSize"), GATEWAY_TIMEOUT, GATEWAY_UNAVAILABLE, QUERY_TOO_COMPLEX (the
 * query is over a depth, alias, directive, cost (list sizes counted) or token limit, or needs more gateway calls than one
 * operation may make; `extensions.limit` says which: depth, aliases, directives, cost, tokens, gatewayCalls),
 * RATE_LIMITED (HTTP 429: too many operations from the client's address; `extensions.retryAfterSeconds`),
 * INTERNAL_SERVER_ERROR (generic message; details only in the server log). Malformed queries keep Apollo's
 * GRAPHQL_PARSE_FAILED / GRAPHQL_VALIDATION_FAILED / BAD_REQUEST.
 */
export type QueryLoanApplicationArgs = {
  id: Scalars['ID']['input'];
};


/**
 * 区域中小企业融资服务平台 GraphQL API。
 * Every failure carries a Chinese `message` and `extensions.code`: BUSINESS_ERROR (the gateway refused; the message
 * is the gateway's msg and `extensions.gatewayCode` holds its envelope code), FILE_REFUSED (an upload refused for its
 * type, content or size; message and gatewayCode as BUSINESS_ERROR), FILE_NOT_FOUND (a file that does not exist or is
 * not the caller's), NOT_FOUND (a policy or article that is unknown or withdrawn; message and gatewayCode as
 * BUSINESS_ERROR), UNAUTHENTICATED (session ended or
 * expired: log out; `extensions.session` is "staff" when it is the workbench's staff session, which is then the only
 * one cleared), FORBIDDEN (no permission; on the workbench a role that may not make the call, gatewayCode -8050), BAD_USER_INPUT (an argument refused before the gateway is called;
 * `extensions.argument` names it, e.g. "page.pageSize"), GATEWAY_TIMEOUT, GATEWAY_UNAVAILABLE, QUERY_TOO_COMPLEX (the
 * query is over a depth, alias, directive, cost (list sizes counted) or token limit, or needs more gateway calls than one
 * operation may make; `extensions.limit` says which: depth, aliases, directives, cost, tokens, gatewayCalls),
 * RATE_LIMITED (HTTP 429: too many operations from the client's address; `extensions.retryAfterSeconds`),
 * INTERNAL_SERVER_ERROR (generic message; details only in the server log). Malformed queries keep Apollo's
 * GRAPHQL_PARSE_FAILED / GRAPHQL_VALIDATION_FAILED / BAD_REQUEST.
 */
export type QueryLoanSupplementsArgs = {
  id: Scalars['ID']['input'];
};


/**
 * 区域中小企业融资服务平台 GraphQL API。
 * Every failure carries a Chinese `message` and `extensions.code`: BUSINESS_ERROR (the gateway refused; the message
 * is the gateway's msg and `extensions.gatewayCode` holds its envelope code), FILE_REFUSED (an upload refused for its
 * type, content or size; message and gatewayCode as BUSINESS_ERROR), FILE_NOT_FOUND (a file that does not exist or is
 * not the caller's), NOT_FOUND (a policy or article that is unknown or withdrawn; message and gatewayCode as
 * BUSINESS_ERROR), UNAUTHENTICATED (session ended or
 * expired: log out; `extensions.session` is "staff" when it is the workbench's staff session, which is then the only
 * one cleared), FORBIDDEN (no permission; on the workbench a role that may not make the call, gatewayCode -8050), BAD_USER_INPUT (an argument refused before the gateway is called;
 * `extensions.argument` names it, e.g. "page.pageSize"), GATEWAY_TIMEOUT, GATEWAY_UNAVAILABLE, QUERY_TOO_COMPLEX (the
 * query is over a depth, alias, directive, cost (list sizes counted) or token limit, or needs more gateway calls than one
 * operation may make; `extensions.limit` says which: depth, aliases, directives, cost, tokens, gatewayCalls),
 * RATE_LIMITED (HTTP 429: too many operations from the client's address; `extensions.retryAfterSeconds`),
 * INTERNAL_SERVER_ERROR (generic message; details only in the server log). Malformed queries keep Apollo's
 * GRAPHQL_PARSE_FAILED / GRAPHQL_VALIDATION_FAILED / BAD_REQUEST.
 */
export type QueryMessagesArgs = {
  page?: InputMaybe<PageInput>;
};


/**
 * 区域中小企业融资服务平台 GraphQL API。
 * Every failure carries a Chinese `message` and `extensions.code`: BUSINESS_ERROR (the gateway refused; the message
 * is the gateway's msg and `extensions.gatewayCode` holds its envelope code), FILE_REFUSED (an upload refused for its
 * type, content or size; message and gatewayCode as BUSINESS_ERROR), FILE_NOT_FOUND (a file that does not exist or is
 * not the caller's), NOT_FOUND (a policy or article that is unknown or withdrawn; message and gatewayCode as
 * BUSINESS_ERROR), UNAUTHENTICATED (session ended or
 * expired: log out; `extensions.session` is "staff" when it is the workbench's staff session, which is then the only
 * one cleared), FORBIDDEN (no permission; on the workbench a role that may not make the call, gatewayCode -8050), BAD_USER_INPUT (an argument refused before the gateway is called;
 * `extensions.argument` names it, e.g. "page.pageSize"), GATEWAY_TIMEOUT, GATEWAY_UNAVAILABLE, QUERY_TOO_COMPLEX (the
 * query is over a depth, alias, directive, cost (list sizes counted) or token limit, or needs more gateway calls than one
 * operation may make; `extensions.limit` says which: depth, aliases, directives, cost, tokens, gatewayCalls),
 * RATE_LIMITED (HTTP 429: too many operations from the client's address; `extensions.retryAfterSeconds`),
 * INTERNAL_SERVER_ERROR (generic message; details only in the server log). Malformed queries keep Apollo's
 * GRAPHQL_PARSE_FAILED / GRAPHQL_VALIDATION_FAILED / BAD_REQUEST.
 */
export type QueryMyApplicationsArgs = {
  page?: InputMaybe<PageInput>;
};


/**
 * 区域中小企业融资服务平台 GraphQL API。
 * Every failure carries a Chinese `message` and `extensions.code`: BUSINESS_ERROR (the gateway refused; the message
 * is the gateway's msg and `extensions.gatewayCode` holds its envelope code), FILE_REFUSED (an upload refused for its
 * type, content or size; message and gatewayCode as BUSINESS_ERROR), FILE_NOT_FOUND (a file that does not exist or is
 * not the caller's), NOT_FOUND (a policy or article that is unknown or withdrawn; message and gatewayCode as
 * BUSINESS_ERROR), UNAUTHENTICATED (session ended or
 * expired: log out; `extensions.session` is "staff" when it is the workbench's staff session, which is then the only
 * one cleared), FORBIDDEN (no permission; on the workbench a role that may not make the call, gatewayCode -8050), BAD_USER_INPUT (an argument refused before the gateway is called;
 * `extensions.argument` names it, e.g. "page.pageSize"), GATEWAY_TIMEOUT, GATEWAY_UNAVAILABLE, QUERY_TOO_COMPLEX (the
 * query is over a depth, alias, directive, cost (list sizes counted) or token limit, or needs more gateway calls than one
 * operation may make; `extensions.limit` says which: depth, aliases, directives, cost, tokens, gatewayCalls),
 * RATE_LIMITED (HTTP 429: too many operations from the client's address; `extensions.retryAfterSeconds`),
 * INTERNAL_SERVER_ERROR (generic message; details only in the server log). Malformed queries keep Apollo's
 * GRAPHQL_PARSE_FAILED / GRAPHQL_VALIDATION_FAILED / BAD_REQUEST.
 */
export type QueryMyNeedsArgs = {
  page?: InputMaybe<PageInput>;
};


/**
 * 区域中小企业融资服务平台 GraphQL API。
 * Every failure carries a Chinese `message` and `extensions.code`: BUSINESS_ERROR (the gateway refused; the message
 * is the gateway's msg and `extensions.gatewayCode` holds its envelope code), FILE_REFUSED (an upload refused for its
 * type, content or size; message and gatewayCode as BUSINESS_ERROR), FILE_NOT_FOUND (a file that does not exist or is
 * not the caller's), NOT_FOUND (a policy or article that is unknown or withdrawn; message and gatewayCode as
 * BUSINESS_ERROR), UNAUTHENTICATED (session ended or
 * expired: log out; `extensions.session` is "staff" when it is the workbench's staff session, which is then the only
 * one cleared), FORBIDDEN (no permission; on the workbench a role that may not make the call, gatewayCode -8050), BAD_USER_INPUT (an argument refused before the gateway is called;
 * `extensions.argument` names it, e.g. "page.pageSize"), GATEWAY_TIMEOUT, GATEWAY_UNAVAILABLE, QUERY_TOO_COMPLEX (the
 * query is over a depth, alias, directive, cost (list sizes counted) or token limit, or needs more gateway calls than one
 * operation may make; `extensions.limit` says which: depth, aliases, directives, cost, tokens, gatewayCalls),
 * RATE_LIMITED (HTTP 429: too many operations from the client's address; `extensions.retryAfterSeconds`),
 * INTERNAL_SERVER_ERROR (generic message; details only in the server log). Malformed queries keep Apollo's
 * GRAPHQL_PARSE_FAILED / GRAPHQL_VALIDATION_FAILED / BAD_REQUEST.
 */
export type QueryMySubsidyClaimsArgs = {
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * 区域中小企业融资服务平台 GraphQL API。
 * Every failure carries a Chinese `message` and `extensions.code`: BUSINESS_ERROR (the gateway refused; the message
 * is the gateway's msg and `extensions.gatewayCode` holds its envelope code), FILE_REFUSED (an upload refused for its
 * type, content or size; message and gatewayCode as BUSINESS_ERROR), FILE_NOT_FOUND (a file that does not exist or is
 * not the caller's), NOT_FOUND (a policy or article that is unknown or withdrawn; message and gatewayCode as
 * BUSINESS_ERROR), UNAUTHENTICATED (session ended or
 * expired: log out; `extensions.session` is "staff" when it is the workbench's staff session, which is then the only
 * one cleared), FORBIDDEN (no permission; on the workbench a role that may not make the call, gatewayCode -8050), BAD_USER_INPUT (an argument refused before the gateway is called;
 * `extensions.argument` names it, e.g. "page.pageSize"), GATEWAY_TIMEOUT, GATEWAY_UNAVAILABLE, QUERY_TOO_COMPLEX (the
 * query is over a depth, alias, directive, cost (list sizes counted) or token limit, or needs more gateway calls than one
 * operation may make; `extensions.limit` says which: depth, aliases, directives, cost, tokens, gatewayCalls),
 * RATE_LIMITED (HTTP 429: too many operations from the client's address; `extensions.retryAfterSeconds`),
 * INTERNAL_SERVER_ERROR (generic message; details only in the server log). Malformed queries keep Apollo's
 * GRAPHQL_PARSE_FAILED / GRAPHQL_VALIDATION_FAILED / BAD_REQUEST.
 */
export type QueryNeedOffersArgs = {
  needId: Scalars['ID']['input'];
};


/**
 * 区域中小企业融资服务平台 GraphQL API。
 * Every failure carries a Chinese `message` and `extensions.code`: BUSINESS_ERROR (the gateway refused; the message
 * is the gateway's msg and `extensions.gatewayCode` holds its envelope code), FILE_REFUSED (an upload refused for its
 * type, content or size; message and gatewayCode as BUSINESS_ERROR), FILE_NOT_FOUND (a file that does not exist or is
 * not the caller's), NOT_FOUND (a policy or article that is unknown or withdrawn; message and gatewayCode as
 * BUSINESS_ERROR), UNAUTHENTICATED (session ended or
 * expired: log out; `extensions.session` is "staff" when it is the workbench's staff session, which is then the only
 * one cleared), FORBIDDEN (no permission; on the workbench a role that may not make the call, gatewayCode -8050), BAD_USER_INPUT (an argument refused before the gateway is called;
 * `extensions.argument` names it, e.g. "page.pageSize"), GATEWAY_TIMEOUT, GATEWAY_UNAVAILABLE, QUERY_TOO_COMPLEX (the
 * query is over a depth, alias, directive, cost (list sizes counted) or token limit, or needs more gateway calls than one
 * operation may make; `extensions.limit` says which: depth, aliases, directives, cost, tokens, gatewayCalls),
 * RATE_LIMITED (HTTP 429: too many operations from the client's address; `extensions.retryAfterSeconds`),
 * INTERNAL_SERVER_ERROR (generic message; details only in the server log). Malformed queries keep Apollo's
 * GRAPHQL_PARSE_FAILED / GRAPHQL_VALIDATION_FAILED / BAD_REQUEST.
 */
export type QueryNewsArticleArgs = {
  id: Scalars['ID']['input'];
};


/**
 * 区域中小企业融资服务平台 GraphQL API。
 * Every failure carries a Chinese `message` and `extensions.code`: BUSINESS_ERROR (the gateway refused; the message
 * is the gateway's msg and `extensions.gatewayCode` holds its envelope code), FILE_REFUSED (an upload refused for its
 * type, content or size; message and gatewayCode as BUSINESS_ERROR), FILE_NOT_FOUND (a file that does not exist or is
 * not the caller's), NOT_FOUND (a policy or article that is unknown or withdrawn; message and gatewayCode as
 * BUSINESS_ERROR), UNAUTHENTICATED (session ended or
 * expired: log out; `extensions.session` is "staff" when it is the workbench's staff session, which is then the only
 * one cleared), FORBIDDEN (no permission; on the workbench a role that may not make the call, gatewayCode -8050), BAD_USER_INPUT (an argument refused before the gateway is called;
 * `extensions.argument` names it, e.g. "page.pageSize"), GATEWAY_TIMEOUT, GATEWAY_UNAVAILABLE, QUERY_TOO_COMPLEX (the
 * query is over a depth, alias, directive, cost (list sizes counted) or token limit, or needs more gateway calls than one
 * operation may make; `extensions.limit` says which: depth, aliases, directives, cost, tokens, gatewayCalls),
 * RATE_LIMITED (HTTP 429: too many operations from the client's address; `extensions.retryAfterSeconds`),
 * INTERNAL_SERVER_ERROR (generic message; details only in the server log). Malformed queries keep Apollo's
 * GRAPHQL_PARSE_FAILED / GRAPHQL_VALIDATION_FAILED / BAD_REQUEST.
 */
export type QueryNewsArticlesArgs = {
  page?: InputMaybe<PageInput>;
};


/**
 * 区域中小企业融资服务平台 GraphQL API。
 * Every failure carries a Chinese `message` and `extensions.code`: BUSINESS_ERROR (the gateway refused; the message
 * is the gateway's msg and `extensions.gatewayCode` holds its envelope code), FILE_REFUSED (an upload refused for its
 * type, content or size; message and gatewayCode as BUSINESS_ERROR), FILE_NOT_FOUND (a file that does not exist or is
 * not the caller's), NOT_FOUND (a policy or article that is unknown or withdrawn; message and gatewayCode as
 * BUSINESS_ERROR), UNAUTHENTICATED (session ended or
 * expired: log out; `extensions.session` is "staff" when it is the workbench's staff session, which is then the only
 * one cleared), FORBIDDEN (no permission; on the workbench a role that may not make the call, gatewayCode -8050), BAD_USER_INPUT (an argument refused before the gateway is called;
 * `extensions.argument` names it, e.g. "page.pageSize"), GATEWAY_TIMEOUT, GATEWAY_UNAVAILABLE, QUERY_TOO_COMPLEX (the
 * query is over a depth, alias, directive, cost (list sizes counted) or token limit, or needs more gateway calls than one
 * operation may make; `extensions.limit` says which: depth, aliases, directives, cost, tokens, gatewayCalls),
 * RATE_LIMITED (HTTP 429: too many operations from the client's address; `extensions.retryAfterSeconds`),
 * INTERNAL_SERVER_ERROR (generic message; details only in the server log). Malformed queries keep Apollo's
 * GRAPHQL_PARSE_FAILED / GRAPHQL_VALIDATION_FAILED / BAD_REQUEST.
 */
export type QueryOpenNeedsArgs = {
  page?: InputMaybe<PageInput>;
};


/**
 * 区域中小企业融资服务平台 GraphQL API。
 * Every failure carries a Chinese `message` and `extensions.code`: BUSINESS_ERROR (the gateway refused; the message
 * is the gateway's msg and `extensions.gatewayCode` holds its envelope code), FILE_REFUSED (an upload refused for its
 * type, content or size; message and gatewayCode as BUSINESS_ERROR), FILE_NOT_FOUND (a file that does not exist or is
 * not the caller's), NOT_FOUND (a policy or article that is unknown or withdrawn; message and gatewayCode as
 * BUSINESS_ERROR), UNAUTHENTICATED (session ended or
 * expired: log out; `extensions.session` is "staff" when it is the workbench's staff session, which is then the only
 * one cleared), FORBIDDEN (no permission; on the workbench a role that may not make the call, gatewayCode -8050), BAD_USER_INPUT (an argument refused before the gateway is called;
 * `extensions.argument` names it, e.g. "page.pageSize"), GATEWAY_TIMEOUT, GATEWAY_UNAVAILABLE, QUERY_TOO_COMPLEX (the
 * query is over a depth, alias, directive, cost (list sizes counted) or token limit, or needs more gateway calls than one
 * operation may make; `extensions.limit` says which: depth, aliases, directives, cost, tokens, gatewayCalls),
 * RATE_LIMITED (HTTP 429: too many operations from the client's address; `extensions.retryAfterSeconds`),
 * INTERNAL_SERVER_ERROR (generic message; details only in the server log). Malformed queries keep Apollo's
 * GRAPHQL_PARSE_FAILED / GRAPHQL_VALIDATION_FAILED / BAD_REQUEST.
 */
export type QueryOrgApplicationArgs = {
  id: Scalars['ID']['input'];
};


/**
 * 区域中小企业融资服务平台 GraphQL API。
 * Every failure carries a Chinese `message` and `extensions.code`: BUSINESS_ERROR (the gateway refused; the message
 * is the gateway's msg and `extensions.gatewayCode` holds its envelope code), FILE_REFUSED (an upload refused for its
 * type, content or size; message and gatewayCode as BUSINESS_ERROR), FILE_NOT_FOUND (a file that does not exist or is
 * not the caller's), NOT_FOUND (a policy or article that is unknown or withdrawn; message and gatewayCode as
 * BUSINESS_ERROR), UNAUTHENTICATED (session ended or
 * expired: log out; `extensions.session` is "staff" when it is the workbench's staff session, which is then the only
 * one cleared), FORBIDDEN (no permission; on the workbench a role that may not make the call, gatewayCode -8050), BAD_USER_INPUT (an argument refused before the gateway is called;
 * `extensions.argument` names it, e.g. "page.pageSize"), GATEWAY_TIMEOUT, GATEWAY_UNAVAILABLE, QUERY_TOO_COMPLEX (the
 * query is over a depth, alias, directive, cost (list sizes counted) or token limit, or needs more gateway calls than one
 * operation may make; `extensions.limit` says which: depth, aliases, directives, cost, tokens, gatewayCalls),
 * RATE_LIMITED (HTTP 429: too many operations from the client's address; `extensions.retryAfterSeconds`),
 * INTERNAL_SERVER_ERROR (generic message; details only in the server log). Malformed queries keep Apollo's
 * GRAPHQL_PARSE_FAILED / GRAPHQL_VALIDATION_FAILED / BAD_REQUEST.
 */
export type QueryOrgApplicationNotesArgs = {
  applicationId: Scalars['ID']['input'];
};


/**
 * 区域中小企业融资服务平台 GraphQL API。
 * Every failure carries a Chinese `message` and `extensions.code`: BUSINESS_ERROR (the gateway refused; the message
 * is the gateway's msg and `extensions.gatewayCode` holds its envelope code), FILE_REFUSED (an upload refused for its
 * type, content or size; message and gatewayCode as BUSINESS_ERROR), FILE_NOT_FOUND (a file that does not exist or is
 * not the caller's), NOT_FOUND (a policy or article that is unknown or withdrawn; message and gatewayCode as
 * BUSINESS_ERROR), UNAUTHENTICATED (session ended or
 * expired: log out; `extensions.session` is "staff" when it is the workbench's staff session, which is then the only
 * one cleared), FORBIDDEN (no permission; on the workbench a role that may not make the call, gatewayCode -8050), BAD_USER_INPUT (an argument refused before the gateway is called;
 * `extensions.argument` names it, e.g. "page.pageSize"), GATEWAY_TIMEOUT, GATEWAY_UNAVAILABLE, QUERY_TOO_COMPLEX (the
 * query is over a depth, alias, directive, cost (list sizes counted) or token limit, or needs more gateway calls than one
 * operation may make; `extensions.limit` says which: depth, aliases, directives, cost, tokens, gatewayCalls),
 * RATE_LIMITED (HTTP 429: too many operations from the client's address; `extensions.retryAfterSeconds`),
 * INTERNAL_SERVER_ERROR (generic message; details only in the server log). Malformed queries keep Apollo's
 * GRAPHQL_PARSE_FAILED / GRAPHQL_VALIDATION_FAILED / BAD_REQUEST.
 */
export type QueryOrgApplicationThreadArgs = {
  applicationId: Scalars['ID']['input'];
};


/**
 * 区域中小企业融资服务平台 GraphQL API。
 * Every failure carries a Chinese `message` and `extensions.code`: BUSINESS_ERROR (the gateway refused; the message
 * is the gateway's msg and `extensions.gatewayCode` holds its envelope code), FILE_REFUSED (an upload refused for its
 * type, content or size; message and gatewayCode as BUSINESS_ERROR), FILE_NOT_FOUND (a file that does not exist or is
 * not the caller's), NOT_FOUND (a policy or article that is unknown or withdrawn; message and gatewayCode as
 * BUSINESS_ERROR), UNAUTHENTICATED (session ended or
 * expired: log out; `extensions.session` is "staff" when it is the workbench's staff session, which is then the only
 * one cleared), FORBIDDEN (no permission; on the workbench a role that may not make the call, gatewayCode -8050), BAD_USER_INPUT (an argument refused before the gateway is called;
 * `extensions.argument` names it, e.g. "page.pageSize"), GATEWAY_TIMEOUT, GATEWAY_UNAVAILABLE, QUERY_TOO_COMPLEX (the
 * query is over a depth, alias, directive, cost (list sizes counted) or token limit, or needs more gateway calls than one
 * operation may make; `extensions.limit` says which: depth, aliases, directives, cost, tokens, gatewayCalls),
 * RATE_LIMITED (HTTP 429: too many operations from the client's address; `extensions.retryAfterSeconds`),
 * INTERNAL_SERVER_ERROR (generic message; details only in the server log). Malformed queries keep Apollo's
 * GRAPHQL_PARSE_FAILED / GRAPHQL_VALIDATION_FAILED / BAD_REQUEST.
 */
export type QueryOrgApplicationsArgs = {
  filter?: InputMaybe<OrgApplicationFilter>;
  page?: InputMaybe<PageInput>;
};


/**
 * 区域中小企业融资服务平台 GraphQL API。
 * Every failure carries a Chinese `message` and `extensions.code`: BUSINESS_ERROR (the gateway refused; the message
 * is the gateway's msg and `extensions.gatewayCode` holds its envelope code), FILE_REFUSED (an upload refused for its
 * type, content or size; message and gatewayCode as BUSINESS_ERROR), FILE_NOT_FOUND (a file that does not exist or is
 * not the caller's), NOT_FOUND (a policy or article that is unknown or withdrawn; message and gatewayCode as
 * BUSINESS_ERROR), UNAUTHENTICATED (session ended or
 * expired: log out; `extensions.session` is "staff" when it is the workbench's staff session, which is then the only
 * one cleared), FORBIDDEN (no permission; on the workbench a role that may not make the call, gatewayCode -8050), BAD_USER_INPUT (an argument refused before the gateway is called;
 * `extensions.argument` names it, e.g. "page.pageSize"), GATEWAY_TIMEOUT, GATEWAY_UNAVAILABLE, QUERY_TOO_COMPLEX (the
 * query is over a depth, alias, directive, cost (list sizes counted) or token limit, or needs more gateway calls than one
 * operation may make; `extensions.limit` says which: depth, aliases, directives, cost, tokens, gatewayCalls),
 * RATE_LIMITED (HTTP 429: too many operations from the client's address; `extensions.retryAfterSeconds`),
 * INTERNAL_SERVER_ERROR (generic message; details only in the server log). Malformed queries keep Apollo's
 * GRAPHQL_PARSE_FAILED / GRAPHQL_VALIDATION_FAILED / BAD_REQUEST.
 */
export type QueryOrgCompanyGovDataArgs = {
  applicationId: Scalars['ID']['input'];
};


/**
 * 区域中小企业融资服务平台 GraphQL API。
 * Every failure carries a Chinese `message` and `extensions.code`: BUSINESS_ERROR (the gateway refused; the message
 * is the gateway's msg and `extensions.gatewayCode` holds its envelope code), FILE_REFUSED (an upload refused for its
 * type, content or size; message and gatewayCode as BUSINESS_ERROR), FILE_NOT_FOUND (a file that does not exist or is
 * not the caller's), NOT_FOUND (a policy or article that is unknown or withdrawn; message and gatewayCode as
 * BUSINESS_ERROR), UNAUTHENTICATED (session ended or
 * expired: log out; `extensions.session` is "staff" when it is the workbench's staff session, which is then the only
 * one cleared), FORBIDDEN (no permission; on the workbench a role that may not make the call, gatewayCode -8050), BAD_USER_INPUT (an argument refused before the gateway is called;
 * `extensions.argument` names it, e.g. "page.pageSize"), GATEWAY_TIMEOUT, GATEWAY_UNAVAILABLE, QUERY_TOO_COMPLEX (the
 * query is over a depth, alias, directive, cost (list sizes counted) or token limit, or needs more gateway calls than one
 * operation may make; `extensions.limit` says which: depth, aliases, directives, cost, tokens, gatewayCalls),
 * RATE_LIMITED (HTTP 429: too many operations from the client's address; `extensions.retryAfterSeconds`),
 * INTERNAL_SERVER_ERROR (generic message; details only in the server log). Malformed queries keep Apollo's
 * GRAPHQL_PARSE_FAILED / GRAPHQL_VALIDATION_FAILED / BAD_REQUEST.
 */
export type QueryOrgCompanyProfileArgs = {
  applicationId: Scalars['ID']['input'];
};


/**
 * 区域中小企业融资服务平台 GraphQL API。
 * Every failure carries a Chinese `message` and `extensions.code`: BUSINESS_ERROR (the gateway refused; the message
 * is the gateway's msg and `extensions.gatewayCode` holds its envelope code), FILE_REFUSED (an upload refused for its
 * type, content or size; message and gatewayCode as BUSINESS_ERROR), FILE_NOT_FOUND (a file that does not exist or is
 * not the caller's), NOT_FOUND (a policy or article that is unknown or withdrawn; message and gatewayCode as
 * BUSINESS_ERROR), UNAUTHENTICATED (session ended or
 * expired: log out; `extensions.session` is "staff" when it is the workbench's staff session, which is then the only
 * one cleared), FORBIDDEN (no permission; on the workbench a role that may not make the call, gatewayCode -8050), BAD_USER_INPUT (an argument refused before the gateway is called;
 * `extensions.argument` names it, e.g. "page.pageSize"), GATEWAY_TIMEOUT, GATEWAY_UNAVAILABLE, QUERY_TOO_COMPLEX (the
 * query is over a depth, alias, directive, cost (list sizes counted) or token limit, or needs more gateway calls than one
 * operation may make; `extensions.limit` says which: depth, aliases, directives, cost, tokens, gatewayCalls),
 * RATE_LIMITED (HTTP 429: too many operations from the client's address; `extensions.retryAfterSeconds`),
 * INTERNAL_SERVER_ERROR (generic message; details only in the server log). Malformed queries keep Apollo's
 * GRAPHQL_PARSE_FAILED / GRAPHQL_VALIDATION_FAILED / BAD_REQUEST.
 */
export type QueryOrgDeskAuthorisationArgs = {
  id: Scalars['ID']['input'];
};


/**
 * 区域中小企业融资服务平台 GraphQL API。
 * Every failure carries a Chinese `message` and `extensions.code`: BUSINESS_ERROR (the gateway refused; the message
 * is the gateway's msg and `extensions.gatewayCode` holds its envelope code), FILE_REFUSED (an upload refused for its
 * type, content or size; message and gatewayCode as BUSINESS_ERROR), FILE_NOT_FOUND (a file that does not exist or is
 * not the caller's), NOT_FOUND (a policy or article that is unknown or withdrawn; message and gatewayCode as
 * BUSINESS_ERROR), UNAUTHENTICATED (session ended or
 * expired: log out; `extensions.session` is "staff" when it is the workbench's staff session, which is then the only
 * one cleared), FORBIDDEN (no permission; on the workbench a role that may not make the call, gatewayCode -8050), BAD_USER_INPUT (an argument refused before the gateway is called;
 * `extensions.argument` names it, e.g. "page.pageSize"), GATEWAY_TIMEOUT, GATEWAY_UNAVAILABLE, QUERY_TOO_COMPLEX (the
 * query is over a depth, alias, directive, cost (list sizes counted) or token limit, or needs more gateway calls than one
 * operation may make; `extensions.limit` says which: depth, aliases, directives, cost, tokens, gatewayCalls),
 * RATE_LIMITED (HTTP 429: too many operations from the client's address; `extensions.retryAfterSeconds`),
 * INTERNAL_SERVER_ERROR (generic message; details only in the server log). Malformed queries keep Apollo's
 * GRAPHQL_PARSE_FAILED / GRAPHQL_VALIDATION_FAILED / BAD_REQUEST.
 */
export type QueryOrgMaterialsArgs = {
  id: Scalars['ID']['input'];
};


/**
 * 区域中小企业融资服务平台 GraphQL API。
 * Every failure carries a Chinese `message` and `extensions.code`: BUSINESS_ERROR (the gateway refused; the message
 * is the gateway's msg and `extensions.gatewayCode` holds its envelope code), FILE_REFUSED (an upload refused for its
 * type, content or size; message and gatewayCode as BUSINESS_ERROR), FILE_NOT_FOUND (a file that does not exist or is
 * not the caller's), NOT_FOUND (a policy or article that is unknown or withdrawn; message and gatewayCode as
 * BUSINESS_ERROR), UNAUTHENTICATED (session ended or
 * expired: log out; `extensions.session` is "staff" when it is the workbench's staff session, which is then the only
 * one cleared), FORBIDDEN (no permission; on the workbench a role that may not make the call, gatewayCode -8050), BAD_USER_INPUT (an argument refused before the gateway is called;
 * `extensions.argument` names it, e.g. "page.pageSize"), GATEWAY_TIMEOUT, GATEWAY_UNAVAILABLE, QUERY_TOO_COMPLEX (the
 * query is over a depth, alias, directive, cost (list sizes counted) or token limit, or needs more gateway calls than one
 * operation may make; `extensions.limit` says which: depth, aliases, directives, cost, tokens, gatewayCalls),
 * RATE_LIMITED (HTTP 429: too many operations from the client's address; `extensions.retryAfterSeconds`),
 * INTERNAL_SERVER_ERROR (generic message; details only in the server log). Malformed queries keep Apollo's
 * GRAPHQL_PARSE_FAILED / GRAPHQL_VALIDATION_FAILED / BAD_REQUEST.
 */
export type QueryOrgNeedOfferArgs = {
  id: Scalars['ID']['input'];
};


/**
 * 区域中小企业融资服务平台 GraphQL API。
 * Every failure carries a Chinese `message` and `extensions.code`: BUSINESS_ERROR (the gateway refused; the message
 * is the gateway's msg and `extensions.gatewayCode` holds its envelope code), FILE_REFUSED (an upload refused for its
 * type, content or size; message and gatewayCode as BUSINESS_ERROR), FILE_NOT_FOUND (a file that does not exist or is
 * not the caller's), NOT_FOUND (a policy or article that is unknown or withdrawn; message and gatewayCode as
 * BUSINESS_ERROR), UNAUTHENTICATED (session ended or
 * expired: log out; `extensions.session` is "staff" when it is the workbench's staff session, which is then the only
 * one cleared), FORBIDDEN (no permission; on the workbench a role that may not make the call, gatewayCode -8050), BAD_USER_INPUT (an argument refused before the gateway is called;
 * `extensions.argument` names it, e.g. "page.pageSize"), GATEWAY_TIMEOUT, GATEWAY_UNAVAILABLE, QUERY_TOO_COMPLEX (the
 * query is over a depth, alias, directive, cost (list sizes counted) or token limit, or needs more gateway calls than one
 * operation may make; `extensions.limit` says which: depth, aliases, directives, cost, tokens, gatewayCalls),
 * RATE_LIMITED (HTTP 429: too many operations from the client's address; `extensions.retryAfterSeconds`),
 * INTERNAL_SERVER_ERROR (generic message; details only in the server log). Malformed queries keep Apollo's
 * GRAPHQL_PARSE_FAILED / GRAPHQL_VALIDATION_FAILED / BAD_REQUEST.
 */
export type QueryOrgNeedOffersArgs = {
  page?: InputMaybe<PageInput>;
};


/**
 * 区域中小企业融资服务平台 GraphQL API。
 * Every failure carries a Chinese `message` and `extensions.code`: BUSINESS_ERROR (the gateway refused; the message
 * is the gateway's msg and `extensions.gatewayCode` holds its envelope code), FILE_REFUSED (an upload refused for its
 * type, content or size; message and gatewayCode as BUSINESS_ERROR), FILE_NOT_FOUND (a file that does not exist or is
 * not the caller's), NOT_FOUND (a policy or article that is unknown or withdrawn; message and gatewayCode as
 * BUSINESS_ERROR), UNAUTHENTICATED (session ended or
 * expired: log out; `extensions.session` is "staff" when it is the workbench's staff session, which is then the only
 * one cleared), FORBIDDEN (no permission; on the workbench a role that may not make the call, gatewayCode -8050), BAD_USER_INPUT (an argument refused before the gateway is called;
 * `extensions.argument` names it, e.g. "page.pageSize"), GATEWAY_TIMEOUT, GATEWAY_UNAVAILABLE, QUERY_TOO_COMPLEX (the
 * query is over a depth, alias, directive, cost (list sizes counted) or token limit, or needs more gateway calls than one
 * operation may make; `extensions.limit` says which: depth, aliases, directives, cost, tokens, gatewayCalls),
 * RATE_LIMITED (HTTP 429: too many operations from the client's address; `extensions.retryAfterSeconds`),
 * INTERNAL_SERVER_ERROR (generic message; details only in the server log). Malformed queries keep Apollo's
 * GRAPHQL_PARSE_FAILED / GRAPHQL_VALIDATION_FAILED / BAD_REQUEST.
 */
export type QueryOrgPreCreditsArgs = {
  page?: InputMaybe<PageInput>;
};


/**
 * 区域中小企业融资服务平台 GraphQL API。
 * Every failure carries a Chinese `message` and `extensions.code`: BUSINESS_ERROR (the gateway refused; the message
 * is the gateway's msg and `extensions.gatewayCode` holds its envelope code), FILE_REFUSED (an upload refused for its
 * type, content or size; message and gatewayCode as BUSINESS_ERROR), FILE_NOT_FOUND (a file that does not exist or is
 * not the caller's), NOT_FOUND (a policy or article that is unknown or withdrawn; message and gatewayCode as
 * BUSINESS_ERROR), UNAUTHENTICATED (session ended or
 * expired: log out; `extensions.session` is "staff" when it is the workbench's staff session, which is then the only
 * one cleared), FORBIDDEN (no permission; on the workbench a role that may not make the call, gatewayCode -8050), BAD_USER_INPUT (an argument refused before the gateway is called;
 * `extensions.argument` names it, e.g. "page.pageSize"), GATEWAY_TIMEOUT, GATEWAY_UNAVAILABLE, QUERY_TOO_COMPLEX (the
 * query is over a depth, alias, directive, cost (list sizes counted) or token limit, or needs more gateway calls than one
 * operation may make; `extensions.limit` says which: depth, aliases, directives, cost, tokens, gatewayCalls),
 * RATE_LIMITED (HTTP 429: too many operations from the client's address; `extensions.retryAfterSeconds`),
 * INTERNAL_SERVER_ERROR (generic message; details only in the server log). Malformed queries keep Apollo's
 * GRAPHQL_PARSE_FAILED / GRAPHQL_VALIDATION_FAILED / BAD_REQUEST.
 */
export type QueryOrgProductsArgs = {
  filter?: InputMaybe<OrgProductFilter>;
  page?: InputMaybe<PageInput>;
};


/**
 * 区域中小企业融资服务平台 GraphQL API。
 * Every failure carries a Chinese `message` and `extensions.code`: BUSINESS_ERROR (the gateway refused; the message
 * is the gateway's msg and `extensions.gatewayCode` holds its envelope code), FILE_REFUSED (an upload refused for its
 * type, content or size; message and gatewayCode as BUSINESS_ERROR), FILE_NOT_FOUND (a file that does not exist or is
 * not the caller's), NOT_FOUND (a policy or article that is unknown or withdrawn; message and gatewayCode as
 * BUSINESS_ERROR), UNAUTHENTICATED (session ended or
 * expired: log out; `extensions.session` is "staff" when it is the workbench's staff session, which is then the only
 * one cleared), FORBIDDEN (no permission; on the workbench a role that may not make the call, gatewayCode -8050), BAD_USER_INPUT (an argument refused before the gateway is called;
 * `extensions.argument` names it, e.g. "page.pageSize"), GATEWAY_TIMEOUT, GATEWAY_UNAVAILABLE, QUERY_TOO_COMPLEX (the
 * query is over a depth, alias, directive, cost (list sizes counted) or token limit, or needs more gateway calls than one
 * operation may make; `extensions.limit` says which: depth, aliases, directives, cost, tokens, gatewayCalls),
 * RATE_LIMITED (HTTP 429: too many operations from the client's address; `extensions.retryAfterSeconds`),
 * INTERNAL_SERVER_ERROR (generic message; details only in the server log). Malformed queries keep Apollo's
 * GRAPHQL_PARSE_FAILED / GRAPHQL_VALIDATION_FAILED / BAD_REQUEST.
 */
export type QueryOrgQueueSearchArgs = {
  filter?: InputMaybe<OrgQueueSearchInput>;
  page?: InputMaybe<PageInput>;
};


/**
 * 区域中小企业融资服务平台 GraphQL API。
 * Every failure carries a Chinese `message` and `extensions.code`: BUSINESS_ERROR (the gateway refused; the message
 * is the gateway's msg and `extensions.gatewayCode` holds its envelope code), FILE_REFUSED (an upload refused for its
 * type, content or size; message and gatewayCode as BUSINESS_ERROR), FILE_NOT_FOUND (a file that does not exist or is
 * not the caller's), NOT_FOUND (a policy or article that is unknown or withdrawn; message and gatewayCode as
 * BUSINESS_ERROR), UNAUTHENTICATED (session ended or
 * expired: log out; `extensions.session` is "staff" when it is the workbench's staff session, which is then the only
 * one cleared), FORBIDDEN (no permission; on the workbench a role that may not make the call, gatewayCode -8050), BAD_USER_INPUT (an argument refused before the gateway is called;
 * `extensions.argument` names it, e.g. "page.pageSize"), GATEWAY_TIMEOUT, GATEWAY_UNAVAILABLE, QUERY_TOO_COMPLEX (the
 * query is over a depth, alias, directive, cost (list sizes counted) or token limit, or needs more gateway calls than one
 * operation may make; `extensions.limit` says which: depth, aliases, directives, cost, tokens, gatewayCalls),
 * RATE_LIMITED (HTTP 429: too many operations from the client's address; `extensions.retryAfterSeconds`),
 * INTERNAL_SERVER_ERROR (generic message; details only in the server log). Malformed queries keep Apollo's
 * GRAPHQL_PARSE_FAILED / GRAPHQL_VALIDATION_FAILED / BAD_REQUEST.
 */
export type QueryOrgSupplementsArgs = {
  id: Scalars['ID']['input'];
};


/**
 * 区域中小企业融资服务平台 GraphQL API。
 * Every failure carries a Chinese `message` and `extensions.code`: BUSINESS_ERROR (the gateway refused; the message
 * is the gateway's msg and `extensions.gatewayCode` holds its envelope code), FILE_REFUSED (an upload refused for its
 * type, content or size; message and gatewayCode as BUSINESS_ERROR), FILE_NOT_FOUND (a file that does not exist or is
 * not the caller's), NOT_FOUND (a policy or article that is unknown or withdrawn; message and gatewayCode as
 * BUSINESS_ERROR), UNAUTHENTICATED (session ended or
 * expired: log out; `extensions.session` is "staff" when it is the workbench's staff session, which is then the only
 * one cleared), FORBIDDEN (no permission; on the workbench a role that may not make the call, gatewayCode -8050), BAD_USER_INPUT (an argument refused before the gateway is called;
 * `extensions.argument` names it, e.g. "page.pageSize"), GATEWAY_TIMEOUT, GATEWAY_UNAVAILABLE, QUERY_TOO_COMPLEX (the
 * query is over a depth, alias, directive, cost (list sizes counted) or token limit, or needs more gateway calls than one
 * operation may make; `extensions.limit` says which: depth, aliases, directives, cost, tokens, gatewayCalls),
 * RATE_LIMITED (HTTP 429: too many operations from the client's address; `extensions.retryAfterSeconds`),
 * INTERNAL_SERVER_ERROR (generic message; details only in the server log). Malformed queries keep Apollo's
 * GRAPHQL_PARSE_FAILED / GRAPHQL_VALIDATION_FAILED / BAD_REQUEST.
 */
export type QueryPoliciesArgs = {
  filter?: InputMaybe<PolicyFilter>;
  page?: InputMaybe<PageInput>;
};


/**
 * 区域中小企业融资服务平台 GraphQL API。
 * Every failure carries a Chinese `message` and `extensions.code`: BUSINESS_ERROR (the gateway refused; the message
 * is the gateway's msg and `extensions.gatewayCode` holds its envelope code), FILE_REFUSED (an upload refused for its
 * type, content or size; message and gatewayCode as BUSINESS_ERROR), FILE_NOT_FOUND (a file that does not exist or is
 * not the caller's), NOT_FOUND (a policy or article that is unknown or withdrawn; message and gatewayCode as
 * BUSINESS_ERROR), UNAUTHENTICATED (session ended or
 * expired: log out; `extensions.session` is "staff" when it is the workbench's staff session, which is then the only
 * one cleared), FORBIDDEN (no permission; on the workbench a role that may not make the call, gatewayCode -8050), BAD_USER_INPUT (an argument refused before the gateway is called;
 * `extensions.argument` names it, e.g. "page.pageSize"), GATEWAY_TIMEOUT, GATEWAY_UNAVAILABLE, QUERY_TOO_COMPLEX (the
 * query is over a depth, alias, directive, cost (list sizes counted) or token limit, or needs more gateway calls than one
 * operation may make; `extensions.limit` says which: depth, aliases, directives, cost, tokens, gatewayCalls),
 * RATE_LIMITED (HTTP 429: too many operations from the client's address; `extensions.retryAfterSeconds`),
 * INTERNAL_SERVER_ERROR (generic message; details only in the server log). Malformed queries keep Apollo's
 * GRAPHQL_PARSE_FAILED / GRAPHQL_VALIDATION_FAILED / BAD_REQUEST.
 */
export type QueryPolicyArgs = {
  id: Scalars['ID']['input'];
};


/**
 * 区域中小企业融资服务平台 GraphQL API。
 * Every failure carries a Chinese `message` and `extensions.code`: BUSINESS_ERROR (the gateway refused; the message
 * is the gateway's msg and `extensions.gatewayCode` holds its envelope code), FILE_REFUSED (an upload refused for its
 * type, content or size; message and gatewayCode as BUSINESS_ERROR), FILE_NOT_FOUND (a file that does not exist or is
 * not the caller's), NOT_FOUND (a policy or article that is unknown or withdrawn; message and gatewayCode as
 * BUSINESS_ERROR), UNAUTHENTICATED (session ended or
 * expired: log out; `extensions.session` is "staff" when it is the workbench's staff session, which is then the only
 * one cleared), FORBIDDEN (no permission; on the workbench a role that may not make the call, gatewayCode -8050), BAD_USER_INPUT (an argument refused before the gateway is called;
 * `extensions.argument` names it, e.g. "page.pageSize"), GATEWAY_TIMEOUT, GATEWAY_UNAVAILABLE, QUERY_TOO_COMPLEX (the
 * query is over a depth, alias, directive, cost (list sizes counted) or token limit, or needs more gateway calls than one
 * operation may make; `extensions.limit` says which: depth, aliases, directives, cost, tokens, gatewayCalls),
 * RATE_LIMITED (HTTP 429: too many operations from the client's address; `extensions.retryAfterSeconds`),
 * INTERNAL_SERVER_ERROR (generic message; details only in the server log). Malformed queries keep Apollo's
 * GRAPHQL_PARSE_FAILED / GRAPHQL_VALIDATION_FAILED / BAD_REQUEST.
 */
export type QueryPolicyMatchArgs = {
  policyId: Scalars['ID']['input'];
};


/**
 * 区域中小企业融资服务平台 GraphQL API。
 * Every failure carries a Chinese `message` and `extensions.code`: BUSINESS_ERROR (the gateway refused; the message
 * is the gateway's msg and `extensions.gatewayCode` holds its envelope code), FILE_REFUSED (an upload refused for its
 * type, content or size; message and gatewayCode as BUSINESS_ERROR), FILE_NOT_FOUND (a file that does not exist or is
 * not the caller's), NOT_FOUND (a policy or article that is unknown or withdrawn; message and gatewayCode as
 * BUSINESS_ERROR), UNAUTHENTICATED (session ended or
 * expired: log out; `extensions.session` is "staff" when it is the workbench's staff session, which is then the only
 * one cleared), FORBIDDEN (no permission; on the workbench a role that may not make the call, gatewayCode -8050), BAD_USER_INPUT (an argument refused before the gateway is called;
 * `extensions.argument` names it, e.g. "page.pageSize"), GATEWAY_TIMEOUT, GATEWAY_UNAVAILABLE, QUERY_TOO_COMPLEX (the
 * query is over a depth, alias, directive, cost (list sizes counted) or token limit, or needs more gateway calls than one
 * operation may make; `extensions.limit` says which: depth, aliases, directives, cost, tokens, gatewayCalls),
 * RATE_LIMITED (HTTP 429: too many operations from the client's address; `extensions.retryAfterSeconds`),
 * INTERNAL_SERVER_ERROR (generic message; details only in the server log). Malformed queries keep Apollo's
 * GRAPHQL_PARSE_FAILED / GRAPHQL_VALIDATION_FAILED / BAD_REQUEST.
 */
export type QueryPreCreditArgs = {
  uniformCode?: InputMaybe<Scalars['String']['input']>;
};


/**
 * 区域中小企业融资服务平台 GraphQL API。
 * Every failure carries a Chinese `message` and `extensions.code`: BUSINESS_ERROR (the gateway refused; the message
 * is the gateway's msg and `extensions.gatewayCode` holds its envelope code), FILE_REFUSED (an upload refused for its
 * type, content or size; message and gatewayCode as BUSINESS_ERROR), FILE_NOT_FOUND (a file that does not exist or is
 * not the caller's), NOT_FOUND (a policy or article that is unknown or withdrawn; message and gatewayCode as
 * BUSINESS_ERROR), UNAUTHENTICATED (session ended or
 * expired: log out; `extensions.session` is "staff" when it is the workbench's staff session, which is then the only
 * one cleared), FORBIDDEN (no permission; on the workbench a role that may not make the call, gatewayCode -8050), BAD_USER_INPUT (an argument refused before the gateway is called;
 * `extensions.argument` names it, e.g. "page.pageSize"), GATEWAY_TIMEOUT, GATEWAY_UNAVAILABLE, QUERY_TOO_COMPLEX (the
 * query is over a depth, alias, directive, cost (list sizes counted) or token limit, or needs more gateway calls than one
 * operation may make; `extensions.limit` says which: depth, aliases, directives, cost, tokens, gatewayCalls),
 * RATE_LIMITED (HTTP 429: too many operations from the client's address; `extensions.retryAfterSeconds`),
 * INTERNAL_SERVER_ERROR (generic message; details only in the server log). Malformed queries keep Apollo's
 * GRAPHQL_PARSE_FAILED / GRAPHQL_VALIDATION_FAILED / BAD_REQUEST.
 */
export type QueryProductArgs = {
  id: Scalars['ID']['input'];
};


/**
 * 区域中小企业融资服务平台 GraphQL API。
 * Every failure carries a Chinese `message` and `extensions.code`: BUSINESS_ERROR (the gateway refused; the message
 * is the gateway's msg and `extensions.gatewayCode` holds its envelope code), FILE_REFUSED (an upload refused for its
 * type, content or size; message and gatewayCode as BUSINESS_ERROR), FILE_NOT_FOUND (a file that does not exist or is
 * not the caller's), NOT_FOUND (a policy or article that is unknown or withdrawn; message and gatewayCode as
 * BUSINESS_ERROR), UNAUTHENTICATED (session ended or
 * expired: log out; `extensions.session` is "staff" when it is the workbench's staff session, which is then the only
 * one cleared), FORBIDDEN (no permission; on the workbench a role that may not make the call, gatewayCode -8050), BAD_USER_INPUT (an argument refused before the gateway is called;
 * `extensions.argument` names it, e.g. "page.pageSize"), GATEWAY_TIMEOUT, GATEWAY_UNAVAILABLE, QUERY_TOO_COMPLEX (the
 * query is over a depth, alias, directive, cost (list sizes counted) or token limit, or needs more gateway calls than one
 * operation may make; `extensions.limit` says which: depth, aliases, directives, cost, tokens, gatewayCalls),
 * RATE_LIMITED (HTTP 429: too many operations from the client's address; `extensions.retryAfterSeconds`),
 * INTERNAL_SERVER_ERROR (generic message; details only in the server log). Malformed queries keep Apollo's
 * GRAPHQL_PARSE_FAILED / GRAPHQL_VALIDATION_FAILED / BAD_REQUEST.
 */
export type QueryProductClassArgs = {
  guaranteeMethods?: InputMaybe<Array<Scalars['Int']['input']>>;
  id: Scalars['ID']['input'];
  page?: InputMaybe<PageInput>;
};


/**
 * 区域中小企业融资服务平台 GraphQL API。
 * Every failure carries a Chinese `message` and `extensions.code`: BUSINESS_ERROR (the gateway refused; the message
 * is the gateway's msg and `extensions.gatewayCode` holds its envelope code), FILE_REFUSED (an upload refused for its
 * type, content or size; message and gatewayCode as BUSINESS_ERROR), FILE_NOT_FOUND (a file that does not exist or is
 * not the caller's), NOT_FOUND (a policy or article that is unknown or withdrawn; message and gatewayCode as
 * BUSINESS_ERROR), UNAUTHENTICATED (session ended or
 * expired: log out; `extensions.session` is "staff" when it is the workbench's staff session, which is then the only
 * one cleared), FORBIDDEN (no permission; on the workbench a role that may not make the call, gatewayCode -8050), BAD_USER_INPUT (an argument refused before the gateway is called;
 * `extensions.argument` names it, e.g. "page.pageSize"), GATEWAY_TIMEOUT, GATEWAY_UNAVAILABLE, QUERY_TOO_COMPLEX (the
 * query is over a depth, alias, directive, cost (list sizes counted) or token limit, or needs more gateway calls than one
 * operation may make; `extensions.limit` says which: depth, aliases, directives, cost, tokens, gatewayCalls),
 * RATE_LIMITED (HTTP 429: too many operations from the client's address; `extensions.retryAfterSeconds`),
 * INTERNAL_SERVER_ERROR (generic message; details only in the server log). Malformed queries keep Apollo's
 * GRAPHQL_PARSE_FAILED / GRAPHQL_VALIDATION_FAILED / BAD_REQUEST.
 */
export type QueryProductClassesArgs = {
  preview?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * 区域中小企业融资服务平台 GraphQL API。
 * Every failure carries a Chinese `message` and `extensions.code`: BUSINESS_ERROR (the gateway refused; the message
 * is the gateway's msg and `extensions.gatewayCode` holds its envelope code), FILE_REFUSED (an upload refused for its
 * type, content or size; message and gatewayCode as BUSINESS_ERROR), FILE_NOT_FOUND (a file that does not exist or is
 * not the caller's), NOT_FOUND (a policy or article that is unknown or withdrawn; message and gatewayCode as
 * BUSINESS_ERROR), UNAUTHENTICATED (session ended or
 * expired: log out; `extensions.session` is "staff" when it is the workbench's staff session, which is then the only
 * one cleared), FORBIDDEN (no permission; on the workbench a role that may not make the call, gatewayCode -8050), BAD_USER_INPUT (an argument refused before the gateway is called;
 * `extensions.argument` names it, e.g. "page.pageSize"), GATEWAY_TIMEOUT, GATEWAY_UNAVAILABLE, QUERY_TOO_COMPLEX (the
 * query is over a depth, alias, directive, cost (list sizes counted) or token limit, or needs more gateway calls than one
 * operation may make; `extensions.limit` says which: depth, aliases, directives, cost, tokens, gatewayCalls),
 * RATE_LIMITED (HTTP 429: too many operations from the client's address; `extensions.retryAfterSeconds`),
 * INTERNAL_SERVER_ERROR (generic message; details only in the server log). Malformed queries keep Apollo's
 * GRAPHQL_PARSE_FAILED / GRAPHQL_VALIDATION_FAILED / BAD_REQUEST.
 */
export type QueryProductZoneArgs = {
  key: Scalars['String']['input'];
  page?: InputMaybe<PageInput>;
};


/**
 * 区域中小企业融资服务平台 GraphQL API。
 * Every failure carries a Chinese `message` and `extensions.code`: BUSINESS_ERROR (the gateway refused; the message
 * is the gateway's msg and `extensions.gatewayCode` holds its envelope code), FILE_REFUSED (an upload refused for its
 * type, content or size; message and gatewayCode as BUSINESS_ERROR), FILE_NOT_FOUND (a file that does not exist or is
 * not the caller's), NOT_FOUND (a policy or article that is unknown or withdrawn; message and gatewayCode as
 * BUSINESS_ERROR), UNAUTHENTICATED (session ended or
 * expired: log out; `extensions.session` is "staff" when it is the workbench's staff session, which is then the only
 * one cleared), FORBIDDEN (no permission; on the workbench a role that may not make the call, gatewayCode -8050), BAD_USER_INPUT (an argument refused before the gateway is called;
 * `extensions.argument` names it, e.g. "page.pageSize"), GATEWAY_TIMEOUT, GATEWAY_UNAVAILABLE, QUERY_TOO_COMPLEX (the
 * query is over a depth, alias, directive, cost (list sizes counted) or token limit, or needs more gateway calls than one
 * operation may make; `extensions.limit` says which: depth, aliases, directives, cost, tokens, gatewayCalls),
 * RATE_LIMITED (HTTP 429: too many operations from the client's address; `extensions.retryAfterSeconds`),
 * INTERNAL_SERVER_ERROR (generic message; details only in the server log). Malformed queries keep Apollo's
 * GRAPHQL_PARSE_FAILED / GRAPHQL_VALIDATION_FAILED / BAD_REQUEST.
 */
export type QueryProductsArgs = {
  filter?: InputMaybe<ProductFilter>;
  page?: InputMaybe<PageInput>;
};


/**
 * 区域中小企业融资服务平台 GraphQL API。
 * Every failure carries a Chinese `message` and `extensions.code`: BUSINESS_ERROR (the gateway refused; the message
 * is the gateway's msg and `extensions.gatewayCode` holds its envelope code), FILE_REFUSED (an upload refused for its
 * type, content or size; message and gatewayCode as BUSINESS_ERROR), FILE_NOT_FOUND (a file that does not exist or is
 * not the caller's), NOT_FOUND (a policy or article that is unknown or withdrawn; message and gatewayCode as
 * BUSINESS_ERROR), UNAUTHENTICATED (session ended or
 * expired: log out; `extensions.session` is "staff" when it is the workbench's staff session, which is then the only
 * one cleared), FORBIDDEN (no permission; on the workbench a role that may not make the call, gatewayCode -8050), BAD_USER_INPUT (an argument refused before the gateway is called;
 * `extensions.argument` names it, e.g. "page.pageSize"), GATEWAY_TIMEOUT, GATEWAY_UNAVAILABLE, QUERY_TOO_COMPLEX (the
 * query is over a depth, alias, directive, cost (list sizes counted) or token limit, or needs more gateway calls than one
 * operation may make; `extensions.limit` says which: depth, aliases, directives, cost, tokens, gatewayCalls),
 * RATE_LIMITED (HTTP 429: too many operations from the client's address; `extensions.retryAfterSeconds`),
 * INTERNAL_SERVER_ERROR (generic message; details only in the server log). Malformed queries keep Apollo's
 * GRAPHQL_PARSE_FAILED / GRAPHQL_VALIDATION_FAILED / BAD_REQUEST.
 */
export type QueryProtocolArgs = {
  id: Scalars['ID']['input'];
};


/**
 * 区域中小企业融资服务平台 GraphQL API。
 * Every failure carries a Chinese `message` and `extensions.code`: BUSINESS_ERROR (the gateway refused; the message
 * is the gateway's msg and `extensions.gatewayCode` holds its envelope code), FILE_REFUSED (an upload refused for its
 * type, content or size; message and gatewayCode as BUSINESS_ERROR), FILE_NOT_FOUND (a file that does not exist or is
 * not the caller's), NOT_FOUND (a policy or article that is unknown or withdrawn; message and gatewayCode as
 * BUSINESS_ERROR), UNAUTHENTICATED (session ended or
 * expired: log out; `extensions.session` is "staff" when it is the workbench's staff session, which is then the only
 * one cleared), FORBIDDEN (no permission; on the workbench a role that may not make the call, gatewayCode -8050), BAD_USER_INPUT (an argument refused before the gateway is called;
 * `extensions.argument` names it, e.g. "page.pageSize"), GATEWAY_TIMEOUT, GATEWAY_UNAVAILABLE, QUERY_TOO_COMPLEX (the
 * query is over a depth, alias, directive, cost (list sizes counted) or token limit, or needs more gateway calls than one
 * operation may make; `extensions.limit` says which: depth, aliases, directives, cost, tokens, gatewayCalls),
 * RATE_LIMITED (HTTP 429: too many operations from the client's address; `extensions.retryAfterSeconds`),
 * INTERNAL_SERVER_ERROR (generic message; details only in the server log). Malformed queries keep Apollo's
 * GRAPHQL_PARSE_FAILED / GRAPHQL_VALIDATION_FAILED / BAD_REQUEST.
 */
export type QueryQuotaProductsArgs = {
  page?: InputMaybe<PageInput>;
};


/**
 * 区域中小企业融资服务平台 GraphQL API。
 * Every failure carries a Chinese `message` and `extensions.code`: BUSINESS_ERROR (the gateway refused; the message
 * is the gateway's msg and `extensions.gatewayCode` holds its envelope code), FILE_REFUSED (an upload refused for its
 * type, content or size; message and gatewayCode as BUSINESS_ERROR), FILE_NOT_FOUND (a file that does not exist or is
 * not the caller's), NOT_FOUND (a policy or article that is unknown or withdrawn; message and gatewayCode as
 * BUSINESS_ERROR), UNAUTHENTICATED (session ended or
 * expired: log out; `extensions.session` is "staff" when it is the workbench's staff session, which is then the only
 * one cleared), FORBIDDEN (no permission; on the workbench a role that may not make the call, gatewayCode -8050), BAD_USER_INPUT (an argument refused before the gateway is called;
 * `extensions.argument` names it, e.g. "page.pageSize"), GATEWAY_TIMEOUT, GATEWAY_UNAVAILABLE, QUERY_TOO_COMPLEX (the
 * query is over a depth, alias, directive, cost (list sizes counted) or token limit, or needs more gateway calls than one
 * operation may make; `extensions.limit` says which: depth, aliases, directives, cost, tokens, gatewayCalls),
 * RATE_LIMITED (HTTP 429: too many operations from the client's address; `extensions.retryAfterSeconds`),
 * INTERNAL_SERVER_ERROR (generic message; details only in the server log). Malformed queries keep Apollo's
 * GRAPHQL_PARSE_FAILED / GRAPHQL_VALIDATION_FAILED / BAD_REQUEST.
 */
export type QueryReferralOptionsArgs = {
  applicationId: Scalars['ID']['input'];
};


/**
 * 区域中小企业融资服务平台 GraphQL API。
 * Every failure carries a Chinese `message` and `extensions.code`: BUSINESS_ERROR (the gateway refused; the message
 * is the gateway's msg and `extensions.gatewayCode` holds its envelope code), FILE_REFUSED (an upload refused for its
 * type, content or size; message and gatewayCode as BUSINESS_ERROR), FILE_NOT_FOUND (a file that does not exist or is
 * not the caller's), NOT_FOUND (a policy or article that is unknown or withdrawn; message and gatewayCode as
 * BUSINESS_ERROR), UNAUTHENTICATED (session ended or
 * expired: log out; `extensions.session` is "staff" when it is the workbench's staff session, which is then the only
 * one cleared), FORBIDDEN (no permission; on the workbench a role that may not make the call, gatewayCode -8050), BAD_USER_INPUT (an argument refused before the gateway is called;
 * `extensions.argument` names it, e.g. "page.pageSize"), GATEWAY_TIMEOUT, GATEWAY_UNAVAILABLE, QUERY_TOO_COMPLEX (the
 * query is over a depth, alias, directive, cost (list sizes counted) or token limit, or needs more gateway calls than one
 * operation may make; `extensions.limit` says which: depth, aliases, directives, cost, tokens, gatewayCalls),
 * RATE_LIMITED (HTTP 429: too many operations from the client's address; `extensions.retryAfterSeconds`),
 * INTERNAL_SERVER_ERROR (generic message; details only in the server log). Malformed queries keep Apollo's
 * GRAPHQL_PARSE_FAILED / GRAPHQL_VALIDATION_FAILED / BAD_REQUEST.
 */
export type QueryRegionalFinanceArticleArgs = {
  id: Scalars['ID']['input'];
};


/**
 * 区域中小企业融资服务平台 GraphQL API。
 * Every failure carries a Chinese `message` and `extensions.code`: BUSINESS_ERROR (the gateway refused; the message
 * is the gateway's msg and `extensions.gatewayCode` holds its envelope code), FILE_REFUSED (an upload refused for its
 * type, content or size; message and gatewayCode as BUSINESS_ERROR), FILE_NOT_FOUND (a file that does not exist or is
 * not the caller's), NOT_FOUND (a policy or article that is unknown or withdrawn; message and gatewayCode as
 * BUSINESS_ERROR), UNAUTHENTICATED (session ended or
 * expired: log out; `extensions.session` is "staff" when it is the workbench's staff session, which is then the only
 * one cleared), FORBIDDEN (no permission; on the workbench a role that may not make the call, gatewayCode -8050), BAD_USER_INPUT (an argument refused before the gateway is called;
 * `extensions.argument` names it, e.g. "page.pageSize"), GATEWAY_TIMEOUT, GATEWAY_UNAVAILABLE, QUERY_TOO_COMPLEX (the
 * query is over a depth, alias, directive, cost (list sizes counted) or token limit, or needs more gateway calls than one
 * operation may make; `extensions.limit` says which: depth, aliases, directives, cost, tokens, gatewayCalls),
 * RATE_LIMITED (HTTP 429: too many operations from the client's address; `extensions.retryAfterSeconds`),
 * INTERNAL_SERVER_ERROR (generic message; details only in the server log). Malformed queries keep Apollo's
 * GRAPHQL_PARSE_FAILED / GRAPHQL_VALIDATION_FAILED / BAD_REQUEST.
 */
export type QueryRegionalFinanceArticlesArgs = {
  district?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<PageInput>;
};


/**
 * 区域中小企业融资服务平台 GraphQL API。
 * Every failure carries a Chinese `message` and `extensions.code`: BUSINESS_ERROR (the gateway refused; the message
 * is the gateway's msg and `extensions.gatewayCode` holds its envelope code), FILE_REFUSED (an upload refused for its
 * type, content or size; message and gatewayCode as BUSINESS_ERROR), FILE_NOT_FOUND (a file that does not exist or is
 * not the caller's), NOT_FOUND (a policy or article that is unknown or withdrawn; message and gatewayCode as
 * BUSINESS_ERROR), UNAUTHENTICATED (session ended or
 * expired: log out; `extensions.session` is "staff" when it is the workbench's staff session, which is then the only
 * one cleared), FORBIDDEN (no permission; on the workbench a role that may not make the call, gatewayCode -8050), BAD_USER_INPUT (an argument refused before the gateway is called;
 * `extensions.argument` names it, e.g. "page.pageSize"), GATEWAY_TIMEOUT, GATEWAY_UNAVAILABLE, QUERY_TOO_COMPLEX (the
 * query is over a depth, alias, directive, cost (list sizes counted) or token limit, or needs more gateway calls than one
 * operation may make; `extensions.limit` says which: depth, aliases, directives, cost, tokens, gatewayCalls),
 * RATE_LIMITED (HTTP 429: too many operations from the client's address; `extensions.retryAfterSeconds`),
 * INTERNAL_SERVER_ERROR (generic message; details only in the server log). Malformed queries keep Apollo's
 * GRAPHQL_PARSE_FAILED / GRAPHQL_VALIDATION_FAILED / BAD_REQUEST.
 */
export type QueryRelatedProductsArgs = {
  productIds: Array<Scalars['ID']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * 区域中小企业融资服务平台 GraphQL API。
 * Every failure carries a Chinese `message` and `extensions.code`: BUSINESS_ERROR (the gateway refused; the message
 * is the gateway's msg and `extensions.gatewayCode` holds its envelope code), FILE_REFUSED (an upload refused for its
 * type, content or size; message and gatewayCode as BUSINESS_ERROR), FILE_NOT_FOUND (a file that does not exist or is
 * not the caller's), NOT_FOUND (a policy or article that is unknown or withdrawn; message and gatewayCode as
 * BUSINESS_ERROR), UNAUTHENTICATED (session ended or
 * expired: log out; `extensions.session` is "staff" when it is the workbench's staff session, which is then the only
 * one cleared), FORBIDDEN (no permission; on the workbench a role that may not make the call, gatewayCode -8050), BAD_USER_INPUT (an argument refused before the gateway is called;
 * `extensions.argument` names it, e.g. "page.pageSize"), GATEWAY_TIMEOUT, GATEWAY_UNAVAILABLE, QUERY_TOO_COMPLEX (the
 * query is over a depth, alias, directive, cost (list sizes counted) or token limit, or needs more gateway calls than one
 * operation may make; `extensions.limit` says which: depth, aliases, directives, cost, tokens, gatewayCalls),
 * RATE_LIMITED (HTTP 429: too many operations from the client's address; `extensions.retryAfterSeconds`),
 * INTERNAL_SERVER_ERROR (generic message; details only in the server log). Malformed queries keep Apollo's
 * GRAPHQL_PARSE_FAILED / GRAPHQL_VALIDATION_FAILED / BAD_REQUEST.
 */
export type QueryReloanPolicyArticlesArgs = {
  page?: InputMaybe<PageInput>;
};


/**
 * 区域中小企业融资服务平台 GraphQL API。
 * Every failure carries a Chinese `message` and `extensions.code`: BUSINESS_ERROR (the gateway refused; the message
 * is the gateway's msg and `extensions.gatewayCode` holds its envelope code), FILE_REFUSED (an upload refused for its
 * type, content or size; message and gatewayCode as BUSINESS_ERROR), FILE_NOT_FOUND (a file that does not exist or is
 * not the caller's), NOT_FOUND (a policy or article that is unknown or withdrawn; message and gatewayCode as
 * BUSINESS_ERROR), UNAUTHENTICATED (session ended or
 * expired: log out; `extensions.session` is "staff" when it is the workbench's staff session, which is then the only
 * one cleared), FORBIDDEN (no permission; on the workbench a role that may not make the call, gatewayCode -8050), BAD_USER_INPUT (an argument refused before the gateway is called;
 * `extensions.argument` names it, e.g. "page.pageSize"), GATEWAY_TIMEOUT, GATEWAY_UNAVAILABLE, QUERY_TOO_COMPLEX (the
 * query is over a depth, alias, directive, cost (list sizes counted) or token limit, or needs more gateway calls than one
 * operation may make; `extensions.limit` says which: depth, aliases, directives, cost, tokens, gatewayCalls),
 * RATE_LIMITED (HTTP 429: too many operations from the client's address; `extensions.retryAfterSeconds`),
 * INTERNAL_SERVER_ERROR (generic message; details only in the server log). Malformed queries keep Apollo's
 * GRAPHQL_PARSE_FAILED / GRAPHQL_VALIDATION_FAILED / BAD_REQUEST.
 */
export type QueryResponseTimesArgs = {
  days?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * 区域中小企业融资服务平台 GraphQL API。
 * Every failure carries a Chinese `message` and `extensions.code`: BUSINESS_ERROR (the gateway refused; the message
 * is the gateway's msg and `extensions.gatewayCode` holds its envelope code), FILE_REFUSED (an upload refused for its
 * type, content or size; message and gatewayCode as BUSINESS_ERROR), FILE_NOT_FOUND (a file that does not exist or is
 * not the caller's), NOT_FOUND (a policy or article that is unknown or withdrawn; message and gatewayCode as
 * BUSINESS_ERROR), UNAUTHENTICATED (session ended or
 * expired: log out; `extensions.session` is "staff" when it is the workbench's staff session, which is then the only
 * one cleared), FORBIDDEN (no permission; on the workbench a role that may not make the call, gatewayCode -8050), BAD_USER_INPUT (an argument refused before the gateway is called;
 * `extensions.argument` names it, e.g. "page.pageSize"), GATEWAY_TIMEOUT, GATEWAY_UNAVAILABLE, QUERY_TOO_COMPLEX (the
 * query is over a depth, alias, directive, cost (list sizes counted) or token limit, or needs more gateway calls than one
 * operation may make; `extensions.limit` says which: depth, aliases, directives, cost, tokens, gatewayCalls),
 * RATE_LIMITED (HTTP 429: too many operations from the client's address; `extensions.retryAfterSeconds`),
 * INTERNAL_SERVER_ERROR (generic message; details only in the server log). Malformed queries keep Apollo's
 * GRAPHQL_PARSE_FAILED / GRAPHQL_VALIDATION_FAILED / BAD_REQUEST.
 */
export type QueryStaffAuditLogArgs = {
  filter?: InputMaybe<StaffAuditFilter>;
  page?: InputMaybe<PageInput>;
};


/**
 * 区域中小企业融资服务平台 GraphQL API。
 * Every failure carries a Chinese `message` and `extensions.code`: BUSINESS_ERROR (the gateway refused; the message
 * is the gateway's msg and `extensions.gatewayCode` holds its envelope code), FILE_REFUSED (an upload refused for its
 * type, content or size; message and gatewayCode as BUSINESS_ERROR), FILE_NOT_FOUND (a file that does not exist or is
 * not the caller's), NOT_FOUND (a policy or article that is unknown or withdrawn; message and gatewayCode as
 * BUSINESS_ERROR), UNAUTHENTICATED (session ended or
 * expired: log out; `extensions.session` is "staff" when it is the workbench's staff session, which is then the only
 * one cleared), FORBIDDEN (no permission; on the workbench a role that may not make the call, gatewayCode -8050), BAD_USER_INPUT (an argument refused before the gateway is called;
 * `extensions.argument` names it, e.g. "page.pageSize"), GATEWAY_TIMEOUT, GATEWAY_UNAVAILABLE, QUERY_TOO_COMPLEX (the
 * query is over a depth, alias, directive, cost (list sizes counted) or token limit, or needs more gateway calls than one
 * operation may make; `extensions.limit` says which: depth, aliases, directives, cost, tokens, gatewayCalls),
 * RATE_LIMITED (HTTP 429: too many operations from the client's address; `extensions.retryAfterSeconds`),
 * INTERNAL_SERVER_ERROR (generic message; details only in the server log). Malformed queries keep Apollo's
 * GRAPHQL_PARSE_FAILED / GRAPHQL_VALIDATION_FAILED / BAD_REQUEST.
 */
export type QuerySubsidyClaimArgs = {
  id: Scalars['ID']['input'];
};


/**
 * 区域中小企业融资服务平台 GraphQL API。
 * Every failure carries a Chinese `message` and `extensions.code`: BUSINESS_ERROR (the gateway refused; the message
 * is the gateway's msg and `extensions.gatewayCode` holds its envelope code), FILE_REFUSED (an upload refused for its
 * type, content or size; message and gatewayCode as BUSINESS_ERROR), FILE_NOT_FOUND (a file that does not exist or is
 * not the caller's), NOT_FOUND (a policy or article that is unknown or withdrawn; message and gatewayCode as
 * BUSINESS_ERROR), UNAUTHENTICATED (session ended or
 * expired: log out; `extensions.session` is "staff" when it is the workbench's staff session, which is then the only
 * one cleared), FORBIDDEN (no permission; on the workbench a role that may not make the call, gatewayCode -8050), BAD_USER_INPUT (an argument refused before the gateway is called;
 * `extensions.argument` names it, e.g. "page.pageSize"), GATEWAY_TIMEOUT, GATEWAY_UNAVAILABLE, QUERY_TOO_COMPLEX (the
 * query is over a depth, alias, directive, cost (list sizes counted) or token limit, or needs more gateway calls than one
 * operation may make; `extensions.limit` says which: depth, aliases, directives, cost, tokens, gatewayCalls),
 * RATE_LIMITED (HTTP 429: too many operations from the client's address; `extensions.retryAfterSeconds`),
 * INTERNAL_SERVER_ERROR (generic message; details only in the server log). Malformed queries keep Apollo's
 * GRAPHQL_PARSE_FAILED / GRAPHQL_VALIDATION_FAILED / BAD_REQUEST.
 */
export type QuerySubsidyPrefillArgs = {
  applicationId: Scalars['ID']['input'];
};


/**
 * 区域中小企业融资服务平台 GraphQL API。
 * Every failure carries a Chinese `message` and `extensions.code`: BUSINESS_ERROR (the gateway refused; the message
 * is the gateway's msg and `extensions.gatewayCode` holds its envelope code), FILE_REFUSED (an upload refused for its
 * type, content or size; message and gatewayCode as BUSINESS_ERROR), FILE_NOT_FOUND (a file that does not exist or is
 * not the caller's), NOT_FOUND (a policy or article that is unknown or withdrawn; message and gatewayCode as
 * BUSINESS_ERROR), UNAUTHENTICATED (session ended or
 * expired: log out; `extensions.session` is "staff" when it is the workbench's staff session, which is then the only
 * one cleared), FORBIDDEN (no permission; on the workbench a role that may not make the call, gatewayCode -8050), BAD_USER_INPUT (an argument refused before the gateway is called;
 * `extensions.argument` names it, e.g. "page.pageSize"), GATEWAY_TIMEOUT, GATEWAY_UNAVAILABLE, QUERY_TOO_COMPLEX (the
 * query is over a depth, alias, directive, cost (list sizes counted) or token limit, or needs more gateway calls than one
 * operation may make; `extensions.limit` says which: depth, aliases, directives, cost, tokens, gatewayCalls),
 * RATE_LIMITED (HTTP 429: too many operations from the client's address; `extensions.retryAfterSeconds`),
 * INTERNAL_SERVER_ERROR (generic message; details only in the server log). Malformed queries keep Apollo's
 * GRAPHQL_PARSE_FAILED / GRAPHQL_VALIDATION_FAILED / BAD_REQUEST.
 */
export type QuerySuccessCasesArgs = {
  size?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * 区域中小企业融资服务平台 GraphQL API。
 * Every failure carries a Chinese `message` and `extensions.code`: BUSINESS_ERROR (the gateway refused; the message
 * is the gateway's msg and `extensions.gatewayCode` holds its envelope code), FILE_REFUSED (an upload refused for its
 * type, content or size; message and gatewayCode as BUSINESS_ERROR), FILE_NOT_FOUND (a file that does not exist or is
 * not the caller's), NOT_FOUND (a policy or article that is unknown or withdrawn; message and gatewayCode as
 * BUSINESS_ERROR), UNAUTHENTICATED (session ended or
 * expired: log out; `extensions.session` is "staff" when it is the workbench's staff session, which is then the only
 * one cleared), FORBIDDEN (no permission; on the workbench a role that may not make the call, gatewayCode -8050), BAD_USER_INPUT (an argument refused before the gateway is called;
 * `extensions.argument` names it, e.g. "page.pageSize"), GATEWAY_TIMEOUT, GATEWAY_UNAVAILABLE, QUERY_TOO_COMPLEX (the
 * query is over a depth, alias, directive, cost (list sizes counted) or token limit, or needs more gateway calls than one
 * operation may make; `extensions.limit` says which: depth, aliases, directives, cost, tokens, gatewayCalls),
 * RATE_LIMITED (HTTP 429: too many operations from the client's address; `extensions.retryAfterSeconds`),
 * INTERNAL_SERVER_ERROR (generic message; details only in the server log). Malformed queries keep Apollo's
 * GRAPHQL_PARSE_FAILED / GRAPHQL_VALIDATION_FAILED / BAD_REQUEST.
 */
export type QueryTopProductsArgs = {
  guaranteeMethod?: InputMaybe<Scalars['Int']['input']>;
  productName?: InputMaybe<Scalars['String']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
};

export type QuotaAnswers = {
  __typename?: 'QuotaAnswers';
  collateral: Scalars['Int']['output'];
  employeesBand: Scalars['Int']['output'];
  existingLoansBand: Scalars['Int']['output'];
  revenueBand: Scalars['Int']['output'];
  taxRating: Scalars['String']['output'];
  yearsBand: Scalars['Int']['output'];
};

/** The questionnaire's answers; codes from quotaQuestionnaire.questions. */
export type QuotaAnswersInput = {
  collateral: Scalars['Int']['input'];
  employeesBand: Scalars['Int']['input'];
  existingLoansBand: Scalars['Int']['input'];
  revenueBand: Scalars['Int']['input'];
  /** 纳税信用等级: A, B, M, C or D. */
  taxRating: Scalars['String']['input'];
  yearsBand: Scalars['Int']['input'];
};

/** A one-click estimate: a range, the factors that drove it and the words that it is not a credit decision. */
export type QuotaEstimate = {
  __typename?: 'QuotaEstimate';
  /** 本测算结果仅供参考，不构成任何机构的授信承诺… */
  disclaimer: Scalars['String']['output'];
  /** ISO 8601. */
  estimatedAt: Scalars['String']['output'];
  factors: Array<QuotaFactor>;
  formulaVersion: Scalars['Int']['output'];
  highAmount: Scalars['Float']['output'];
  id: Scalars['ID']['output'];
  /** 万元, whole. */
  lowAmount: Scalars['Float']['output'];
};

export type QuotaFactor = {
  __typename?: 'QuotaFactor';
  /** base, up, down or neutral. */
  direction: Scalars['String']['output'];
  /** The effect in words, e.g. ×1.50（上调）. */
  effect: Scalars['String']['output'];
  key: Scalars['String']['output'];
  label: Scalars['String']['output'];
  /** The multiplier applied; null for the base amount. */
  multiplier: Maybe<Scalars['Float']['output']>;
  /** questionnaire or registry. */
  source: Scalars['String']['output'];
  /** The answer or registry fact in words. */
  value: Scalars['String']['output'];
};

export type QuotaOption = {
  __typename?: 'QuotaOption';
  /** The answer's code as text (a number, or the tax rating letter). */
  code: Scalars['String']['output'];
  label: Scalars['String']['output'];
};

export type QuotaProductPage = {
  __typename?: 'QuotaProductPage';
  estimate: QuotaEstimate;
  products: ProductPage;
};

export type QuotaQuestion = {
  __typename?: 'QuotaQuestion';
  /** The answer's field in QuotaAnswersInput. */
  key: Scalars['String']['output'];
  label: Scalars['String']['output'];
  options: Array<QuotaOption>;
};

export type QuotaQuestionnaire = {
  __typename?: 'QuotaQuestionnaire';
  /** The company's latest answers; null before the first. */
  answers: Maybe<QuotaAnswers>;
  /** The questions in the form's order. */
  questions: Array<QuotaQuestion>;
  /** ISO 8601; null before the first answers. */
  updatedAt: Maybe<Scalars['String']['output']>;
};

/** A referral made from a declined application. */
export type Referral = {
  __typename?: 'Referral';
  /** The new application (its progress view is /applications?id=…). */
  applicationId: Scalars['ID']['output'];
  /** The consent text the enterprise agreed to. */
  consentText: Scalars['String']['output'];
  /** ISO 8601: when the enterprise consented. */
  consentTime: Scalars['String']['output'];
  /** The referral's id. */
  id: Scalars['ID']['output'];
  /** The institution the data and materials were shared with. */
  orgName: Scalars['String']['output'];
  /** The declined application it was made from. */
  originalApplicationId: Scalars['ID']['output'];
  /** The product referred to. */
  productId: Scalars['ID']['output'];
  /** The product referred to, by name. */
  productName: Scalars['String']['output'];
  /** The new application's status. */
  status: LoanStatusInfo;
};

/** A matching product of another institution the application may be referred to. */
export type ReferralOption = {
  __typename?: 'ReferralOption';
  /** The consent the enterprise gives by choosing it (Chinese), recorded with the referral. */
  consentText: Scalars['String']['output'];
  /** The guarantee methods the product accepts. */
  guaranteeMethods: Array<Lookup>;
  /** Largest amount in 万元; null when set case by case. */
  maxAmount: Maybe<Scalars['Float']['output']>;
  /** Longest term in months; null when not limited. */
  maxPeriod: Maybe<Scalars['Int']['output']>;
  /** Smallest amount in 万元; null when not limited. */
  minAmount: Maybe<Scalars['Float']['output']>;
  /** Shortest term in months; null when not limited. */
  minPeriod: Maybe<Scalars['Int']['output']>;
  /** The institution's id. */
  orgId: Scalars['ID']['output'];
  /** The institution the application data and materials would be shared with. */
  orgName: Scalars['String']['output'];
  /** The product's id (for consentToReferral and the product detail). */
  productId: Scalars['ID']['output'];
  /** The product's logo URL. */
  productLogo: Scalars['String']['output'];
  /** The product's name. */
  productName: Scalars['String']['output'];
  /** Highest annual rate in percent; null when not published. */
  rateMax: Maybe<Scalars['Float']['output']>;
  /** Lowest annual rate in percent; null when not published. */
  rateMin: Maybe<Scalars['Float']['output']>;
  /** The product's one-line summary. */
  summary: Scalars['String']['output'];
};

/** What the progress view of a declined application offers. */
export type ReferralOptions = {
  __typename?: 'ReferralOptions';
  /** The declined application. */
  applicationId: Scalars['ID']['output'];
  /** Matching products of other institutions, best first (at most 3); empty when none match or after the referral. */
  options: Array<ReferralOption>;
  /** The referral already made from it (then `options` is empty); null before the consent. */
  referral: Maybe<Referral>;
};

export type RegisterInput = {
  /** From the H5-channelCode setting, if any. */
  channelCode?: InputMaybe<Scalars['String']['input']>;
  /** Must be true (the agreement checkbox). */
  isAgree: Scalars['Boolean']['input'];
  /** From the H5-managerId setting, if any. */
  managerId?: InputMaybe<Scalars['String']['input']>;
  mobile: Scalars['String']['input'];
  /** As typed; 8-18 letters and digits. */
  password: Scalars['String']['input'];
  smsCode: Scalars['String']['input'];
};

/** One company of the registry (spec §3 company search result). */
export type RegistryCompany = {
  __typename?: 'RegistryCompany';
  /** 企业名称 (jgmc). */
  companyName: Scalars['String']['output'];
  /** 法定代表人 (fddbrmc); the operator of an individual business. */
  legalPerson: Scalars['String']['output'];
  /** 注册号 (djzchm); empty when the registry has none. */
  registrationNumber: Scalars['String']['output'];
  /** 统一社会信用代码 (tyshxydm). */
  uniformCode: Scalars['String']['output'];
};

export type ResetMobileInput = {
  /** SMS code (RESET_MOBILE) sent to the new mobile. */
  code: Scalars['String']['input'];
  /** The new mobile. */
  mobile: Scalars['String']['input'];
  /** Current password, as typed. */
  password: Scalars['String']['input'];
};

export type ResetPasswordInput = {
  mobile: Scalars['String']['input'];
  /** As typed; 8-18 letters and digits. */
  password: Scalars['String']['input'];
  validCode: Scalars['String']['input'];
};

export type ResponseStep = {
  __typename?: 'ResponseStep';
  due: Maybe<Scalars['Int']['output']>;
  medianHours: Maybe<Scalars['Float']['output']>;
  p90Hours: Maybe<Scalars['Float']['output']>;
  reached: Scalars['Int']['output'];
  shareWithinTarget: Maybe<Scalars['Float']['output']>;
  withinTarget: Maybe<Scalars['Int']['output']>;
};

export type ResponseTimes = {
  __typename?: 'ResponseTimes';
  days: Scalars['Int']['output'];
  decideTargetWorkingDays: Scalars['Int']['output'];
  institutions: Array<InstitutionResponseTimes>;
  viewTargetWorkingDays: Scalars['Int']['output'];
};

export type SendSmsCodeInput = {
  /** Token from checkCaptcha. */
  captchaToken: Scalars['String']['input'];
  method: SmsMethod;
  mobile: Scalars['String']['input'];
};

/** Operator-configured settings shown in the portal. */
export type SiteConfig = {
  __typename?: 'SiteConfig';
  /** Address of the separate admin login for institution and government staff. */
  adminLoginUrl: Scalars['String']['output'];
  /** Customer service hotline shown in the footer and in help texts. */
  hotline: Scalars['String']['output'];
  /** Working hours of the hotline. */
  hotlineHours: Scalars['String']['output'];
  /** The mobile site that phones (Android, iOS) are sent to (spec §2); null when the region runs none. */
  mobileSiteUrl: Maybe<Scalars['String']['output']>;
};

export type SmsLoginInput = {
  code: Scalars['String']['input'];
  isAgree: Scalars['Boolean']['input'];
  mobile: Scalars['String']['input'];
};

/** Why an SMS code is sent. */
export type SmsMethod =
  | 'LOGIN'
  | 'REGISTER'
  | 'RESET_MOBILE'
  | 'RESET_PASSWORD';

/** operator (platform operator), org_staff, org_admin (institution administrator), gov_viewer (government viewer). */
export type Staff = {
  __typename?: 'Staff';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  orgId: Maybe<Scalars['ID']['output']>;
  orgName: Maybe<Scalars['String']['output']>;
  role: Scalars['String']['output'];
  /** Chinese name of the role. */
  roleName: Scalars['String']['output'];
  username: Scalars['String']['output'];
};

/** One kept action: the account as it was then, the action, what it named, the caller's address. */
export type StaffAuditEntry = {
  __typename?: 'StaffAuditEntry';
  action: Scalars['String']['output'];
  actionName: Scalars['String']['output'];
  address: Scalars['String']['output'];
  /** ISO instant; shown in Beijing time. */
  at: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  orgName: Maybe<Scalars['String']['output']>;
  roleName: Scalars['String']['output'];
  route: Scalars['String']['output'];
  staffName: Scalars['String']['output'];
  /** What the action named, e.g. id=12, managerId=3; empty when nothing. */
  target: Scalars['String']['output'];
  username: Scalars['String']['output'];
};

export type StaffAuditFilter = {
  /** An action's key, exactly (e.g. applications.transition). */
  action?: InputMaybe<Scalars['String']['input']>;
  endDate?: InputMaybe<Scalars['String']['input']>;
  /** Beijing days, YYYY-MM-DD, both included. */
  startDate?: InputMaybe<Scalars['String']['input']>;
  /** A staff account's username, exactly. */
  username?: InputMaybe<Scalars['String']['input']>;
};

export type StaffAuditPage = {
  __typename?: 'StaffAuditPage';
  pageNum: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  records: Array<StaffAuditEntry>;
  total: Scalars['Int']['output'];
};

export type StaffLoginInput = {
  /** The slider captcha's one-time token. */
  captchaToken: Scalars['String']['input'];
  /** The password as typed; hashed (SHA-256 hex) by the graph before it leaves for the gateway. */
  password: Scalars['String']['input'];
  username: Scalars['String']['input'];
};

export type StaffLoginStep = {
  __typename?: 'StaffLoginStep';
  /** totp (enter the code) or enrol (first login: show the QR of otpauthUri, then enter a code). */
  next: Scalars['String']['output'];
  otpauthUri: Maybe<Scalars['String']['output']>;
  /** Only for enrol: the base32 secret and its otpauth:// URI. */
  secret: Maybe<Scalars['String']['output']>;
  ticket: Scalars['String']['output'];
};

export type Subscription = {
  __typename?: 'Subscription';
  /** The enterprise's own application moved: its status, timeline, 补件 or thread (a certified member of its company). */
  applicationChanged: LiveEvent;
  /** Workbench: the government dashboard's totals moved (gov_viewer; the operator hears every move). */
  govDashboardChanged: LiveEvent;
  /** Any event of the enterprise's current company (its applications and messages). */
  myEventsChanged: LiveEvent;
  /** A new message for the enterprise's 消息中心 or thread (the header's 消息 badge). */
  myMessagesChanged: LiveEvent;
  /** Workbench: a new application or need, a move, a 补件 answer or a thread message in the staff member's queue. */
  orgQueueChanged: LiveEvent;
};


export type SubscriptionApplicationChangedArgs = {
  id: Scalars['ID']['input'];
};

export type SubsidyClaim = {
  __typename?: 'SubsidyClaim';
  /** Null until approved. */
  approvedAmount: Maybe<Scalars['Float']['output']>;
  claimAmount: Scalars['Float']['output'];
  companyName: Scalars['String']['output'];
  /** ISO 8601. */
  createdAt: Scalars['String']['output'];
  events: Array<SubsidyClaimEvent>;
  files: Array<SubsidyClaimFile>;
  id: Scalars['ID']['output'];
  kind: Scalars['String']['output'];
  loan: SubsidyLoan;
  programmeId: Scalars['ID']['output'];
  programmeName: Scalars['String']['output'];
  returnReason: Maybe<Scalars['String']['output']>;
  /** submitted (待审核), approved (已通过) or returned (已退回). */
  status: Scalars['String']['output'];
  statusName: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
};

export type SubsidyClaimEvent = {
  __typename?: 'SubsidyClaimEvent';
  /** submitted, resubmitted, approved or returned. */
  action: Scalars['String']['output'];
  actorName: Scalars['String']['output'];
  remark: Maybe<Scalars['String']['output']>;
  /** ISO 8601. */
  time: Scalars['String']['output'];
};

export type SubsidyClaimFile = {
  __typename?: 'SubsidyClaimFile';
  kind: Scalars['String']['output'];
  originalName: Scalars['String']['output'];
  path: Scalars['String']['output'];
};

export type SubsidyClaimPage = {
  __typename?: 'SubsidyClaimPage';
  records: Array<SubsidyClaimRow>;
  total: Scalars['Int']['output'];
};

export type SubsidyClaimRow = {
  __typename?: 'SubsidyClaimRow';
  applicationId: Scalars['ID']['output'];
  approvedAmount: Maybe<Scalars['Float']['output']>;
  claimAmount: Scalars['Float']['output'];
  companyName: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  kind: Scalars['String']['output'];
  programmeName: Scalars['String']['output'];
  status: Scalars['String']['output'];
  statusName: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
};

export type SubsidyFigures = {
  __typename?: 'SubsidyFigures';
  programmes: Array<SubsidyProgrammeFigures>;
  year: Scalars['Int']['output'];
};

export type SubsidyLoan = {
  __typename?: 'SubsidyLoan';
  applicationId: Scalars['ID']['output'];
  institutionName: Maybe<Scalars['String']['output']>;
  /** Percent a year. */
  interestRate: Scalars['Float']['output'];
  /** YYYY-MM-DD, Beijing. */
  lendingDate: Scalars['String']['output'];
  /** 放款金额, 万元. */
  loanAmount: Scalars['Float']['output'];
  /** Months. */
  loanPeriod: Scalars['Int']['output'];
  productName: Maybe<Scalars['String']['output']>;
};

export type SubsidyPrefill = {
  __typename?: 'SubsidyPrefill';
  loan: SubsidyLoan;
  programmes: Array<SubsidyProgrammeOption>;
};

export type SubsidyProgrammeFigures = {
  __typename?: 'SubsidyProgrammeFigures';
  amountApproved: Scalars['Float']['output'];
  approved: Scalars['Int']['output'];
  /** Approved ÷ (the cap × companies with a claim), 0-1. */
  capUsedShare: Scalars['Float']['output'];
  claims: Scalars['Int']['output'];
  companiesAtCap: Scalars['Int']['output'];
  kind: Scalars['String']['output'];
  name: Scalars['String']['output'];
  pending: Scalars['Int']['output'];
  programmeId: Scalars['ID']['output'];
  returned: Scalars['Int']['output'];
  yearlyCap: Scalars['Float']['output'];
};

export type SubsidyProgrammeOption = {
  __typename?: 'SubsidyProgrammeOption';
  alreadyClaimed: Scalars['Boolean']['output'];
  capLeft: Scalars['Float']['output'];
  claimAmount: Scalars['Float']['output'];
  id: Scalars['ID']['output'];
  /** interest (贴息) or risk (风险补偿). */
  kind: Scalars['String']['output'];
  name: Scalars['String']['output'];
  ratePercent: Scalars['Float']['output'];
  yearlyCap: Scalars['Float']['output'];
};

/** A loan released through the platform, as a public success case. */
export type SuccessCase = {
  __typename?: 'SuccessCase';
  /** The enterprise's district; null for a published need. */
  districtName: Maybe<Scalars['String']['output']>;
  /** The enterprise's name with its trade name masked (广州市天河区**大排档). */
  enterpriseName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  institutionId: Scalars['ID']['output'];
  institutionName: Scalars['String']['output'];
  /** When the loan was released (ISO 8601). */
  lentAt: Scalars['String']['output'];
  /** 万元 lent. */
  loanAmount: Scalars['Float']['output'];
  /** The product applied for; null for a published need. */
  productId: Maybe<Scalars['ID']['output']>;
  productName: Maybe<Scalars['String']['output']>;
  /** Months. */
  term: Scalars['Int']['output'];
};

/** One round: the institution's request and the enterprise's answer. */
export type Supplement = {
  __typename?: 'Supplement';
  answerText: Maybe<Scalars['String']['output']>;
  answeredAt: Maybe<Scalars['String']['output']>;
  applicationId: Scalars['ID']['output'];
  askedAt: Scalars['String']['output'];
  /** The staff member who asked (the workbench only; null in the portal). */
  askedBy: Maybe<Scalars['String']['output']>;
  /** What is missing, as the institution wrote it. */
  content: Scalars['String']['output'];
  files: Array<SupplementFile>;
  id: Scalars['ID']['output'];
  orgName: Scalars['String']['output'];
  /** Open and past its reply-by date. */
  overdue: Scalars['Boolean']['output'];
  /** YYYY-MM-DD (Beijing). */
  replyBy: Scalars['String']['output'];
  round: Scalars['Int']['output'];
  /** open (waiting for the enterprise), answered, or closed (the application ended unanswered). */
  state: Scalars['String']['output'];
};

export type SupplementAnswerInput = {
  /** The enterprise's reply, at most 500 characters. */
  content?: InputMaybe<Scalars['String']['input']>;
  /** Paths of files uploaded through /upload (at most 10). */
  filePaths?: InputMaybe<Array<Scalars['String']['input']>>;
  id: Scalars['ID']['input'];
};

/** A file of an answer (also one of the application's materials). */
export type SupplementFile = {
  __typename?: 'SupplementFile';
  name: Scalars['String']['output'];
  path: Scalars['String']['output'];
  size: Scalars['Int']['output'];
  uploadTime: Scalars['String']['output'];
};

export type SupplementRequestInput = {
  /** What is missing, at most 500 characters. */
  content: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  /** YYYY-MM-DD, not before today (Beijing). */
  replyBy: Scalars['String']['input'];
};

export type ThreadFile = {
  __typename?: 'ThreadFile';
  /** pdf, jpg, png, … */
  kind: Scalars['String']['output'];
  name: Scalars['String']['output'];
  path: Scalars['String']['output'];
  size: Scalars['Int']['output'];
  /** ISO 8601. */
  uploadTime: Scalars['String']['output'];
};

export type ThreadManager = {
  __typename?: 'ThreadManager';
  mobile: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type ThreadMessage = {
  __typename?: 'ThreadMessage';
  /** The staff member's name, or the company's name. */
  authorName: Scalars['String']['output'];
  body: Scalars['String']['output'];
  /** ISO 8601. */
  createdAt: Scalars['String']['output'];
  /**
   * The files attached: the enterprise's (the institution opens them as materials, each open in the ledger) or the
   * staff member's (the institution's own, opened by both sides without a ledger entry).
   */
  files: Array<ThreadFile>;
  id: Scalars['ID']['output'];
  /** Whether the other side has read it. */
  read: Scalars['Boolean']['output'];
  /** enterprise or institution: who wrote it. */
  side: Scalars['String']['output'];
};

export type ThreadMessageSent = {
  __typename?: 'ThreadMessageSent';
  message: ThreadMessage;
  /** Whether the other side was texted (at most once per interval per thread). */
  smsSent: Scalars['Boolean']['output'];
};

/** One tracking event (spec §3). */
export type TrackEventInput = {
  /** The button's name; required for CLICK. At most 50 characters. */
  buttonName?: InputMaybe<Scalars['String']['input']>;
  /** The client, e.g. PC (default) or H5: 1-20 letters, digits, _ or -. */
  clientType?: InputMaybe<Scalars['String']['input']>;
  eventType: TrackEventType;
  /** The page's title, e.g. 产品详情. At most 100 characters. */
  pageName: Scalars['String']['input'];
  /** The portal route, e.g. /product/12; its query is dropped before it is stored. At most 500 characters. */
  pageUrl: Scalars['String']['input'];
};

export type TrackEventType =
  | 'CLICK'
  | 'SHARE'
  | 'VISIT';

export type TransitionInput = {
  /** 万元: the credit (6) or the loan (8). */
  amount?: InputMaybe<Scalars['Float']['input']>;
  /** YYYY-MM-DD: the decision day of 6 and 8. */
  date?: InputMaybe<Scalars['String']['input']>;
  failureReason?: InputMaybe<Scalars['String']['input']>;
  /** Cancellation reason (spec §3) of a failure: 1 资质不符, 2 资料不全, 3 客户取消, 4 其他. */
  failureType?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  /** The account manager named when accepting (4). */
  managerId?: InputMaybe<Scalars['ID']['input']>;
  remark?: InputMaybe<Scalars['String']['input']>;
  /** Target status code (spec §4): 11 viewed, 4 accepted, 5 not accepted, 6 credited, 7 credit refused, 8 lent, 9 loan refused; the operator's 2/3 for needs. */
  toStatus: Scalars['Int']['input'];
};

export type UnreadThread = {
  __typename?: 'UnreadThread';
  applicationId: Scalars['ID']['output'];
  institutionName: Maybe<Scalars['String']['output']>;
  productName: Maybe<Scalars['String']['output']>;
  /** 1 product application, 2 financing need. */
  source: Scalars['Int']['output'];
  unread: Scalars['Int']['output'];
};

export type UnreadThreads = {
  __typename?: 'UnreadThreads';
  applications: Array<UnreadThread>;
  count: Scalars['Int']['output'];
};

/** The logged-in user (spec §3 user info). */
export type UserInfo = {
  __typename?: 'UserInfo';
  /** How many companies the account holds; the header offers 切换企业 when more than one. */
  companyCount: Scalars['Int']['output'];
  companyName: Scalars['String']['output'];
  deptId: Maybe<Scalars['ID']['output']>;
  /** Face check passed (identifyStatus 6). */
  hasCheckedFace: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  identifyStatus: Scalars['Int']['output'];
  /** Enterprise real-name verified. */
  ifCertification: Scalars['Boolean']['output'];
  ifImport: Scalars['Boolean']['output'];
  /** Masked mobile: first 3 digits, four asterisks, the last 4. */
  maskedMobile: Scalars['String']['output'];
  /** The account's own mobile in full (the apply form's 联系电话 default); only ever the session's own account. */
  mobile: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** What /verified shows about the session's current company. */
export type VerificationState = {
  __typename?: 'VerificationState';
  /** When this account's membership was certified (ISO 8601); null when it is not. */
  certifiedAt: Maybe<Scalars['String']['output']>;
  companyId: Maybe<Scalars['ID']['output']>;
  companyName: Scalars['String']['output'];
  /** false when no face provider is configured (production without one): the face check cannot start. */
  faceServiceConfigured: Scalars['Boolean']['output'];
  /** true when the face check is the development simulator (the page says so). */
  faceSimulated: Scalars['Boolean']['output'];
  hasCheckedFace: Scalars['Boolean']['output'];
  /** false while the account has no company: add one first (/addVerifiedPC). */
  hasCompany: Scalars['Boolean']['output'];
  identifyStatus: Scalars['Int']['output'];
  ifCertification: Scalars['Boolean']['output'];
  /** The newest face check of this membership, if any. */
  latestCheck: Maybe<FaceCheck>;
  /** The registry's legal representative, masked (林*燕). */
  legalPersonMasked: Scalars['String']['output'];
  /** Unified social credit code. */
  uniformCode: Scalars['String']['output'];
};

/** The WeChat user bound to an account. */
export type WeChatBinding = {
  __typename?: 'WeChatBinding';
  /** When it was bound (ISO 8601). */
  boundAt: Scalars['String']['output'];
  nickname: Maybe<Scalars['String']['output']>;
};

/** A finished WeChat code exchange. */
export type WeChatLogin = {
  __typename?: 'WeChatLogin';
  /** The WeChat user is bound to an account: `companies` lists its companies. */
  bound: Scalars['Boolean']['output'];
  /** The bound account's companies; empty when not bound. */
  companies: Array<LoginCompany>;
  /** The WeChat nickname, when WeChat gave one. */
  nickname: Maybe<Scalars['String']['output']>;
};

/** A WeChat login begun for this browser. */
export type WeChatLoginStart = {
  __typename?: 'WeChatLoginStart';
  /** The WeChat app; pass it back to weChatLogin. */
  appId: Scalars['String']['output'];
  /** WeChat's QR login page. */
  authorizeUrl: Scalars['String']['output'];
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AccountCompany: ResolverTypeWrapper<AccountCompanyRecord>;
  AddCompanyInput: AddCompanyInput;
  AddressDivision: ResolverTypeWrapper<DivisionRecord>;
  ApplicationMaterial: ResolverTypeWrapper<ApplicationMaterial>;
  ApplicationTally: ResolverTypeWrapper<ApplicationTally>;
  ApplicationThread: ResolverTypeWrapper<ThreadRecord>;
  ApplyMethod: ResolverTypeWrapper<ApplyMethodRecord>;
  Article: ResolverTypeWrapper<ArticleRecord>;
  ArticleKind: ArticleKind;
  ArticlePage: ResolverTypeWrapper<Omit<ArticlePage, 'records'> & { records: Array<ResolversTypes['Article']> }>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CanteenUser: ResolverTypeWrapper<CanteenUserRecord>;
  Captcha: ResolverTypeWrapper<CaptchaRecord>;
  CompanyProfile: ResolverTypeWrapper<Omit<CompanyProfile, 'creditSummary' | 'history'> & { creditSummary: ResolversTypes['CreditSummary'], history: Array<ResolversTypes['CompanyProfileHistoryEntry']> }>;
  CompanyProfileHistoryEntry: ResolverTypeWrapper<Omit<CompanyProfileHistoryEntry, 'status'> & { status: ResolversTypes['LoanStatusInfo'] }>;
  CompanyProfilePreCredit: ResolverTypeWrapper<CompanyProfilePreCredit>;
  CompanyProfileRegistry: ResolverTypeWrapper<CompanyProfileRegistry>;
  CompanySearchPage: ResolverTypeWrapper<RegistrySearchPage>;
  ConfirmLegalPersonInput: ConfirmLegalPersonInput;
  ContentSection: ResolverTypeWrapper<ContentSection>;
  CreditSummary: ResolverTypeWrapper<CreditSummaryRecord>;
  CreditSummaryRegistry: ResolverTypeWrapper<CreditSummaryRegistry>;
  DashboardFigures: ResolverTypeWrapper<DashboardFiguresRecord>;
  DashboardFilter: DashboardFilter;
  DashboardGroup: ResolverTypeWrapper<DashboardGroupSource>;
  DataAuthorisation: ResolverTypeWrapper<DataAuthorisationRecord>;
  DataAuthorisationLedgerEntry: ResolverTypeWrapper<DataAuthorisationLedgerRecord>;
  DataAuthorisationLedgerKind: DataAuthorisationLedgerKind;
  DataAuthorisationLedgerPage: ResolverTypeWrapper<Omit<DataAuthorisationLedgerPage, 'records'> & { records: Array<ResolversTypes['DataAuthorisationLedgerEntry']> }>;
  DataAuthorisationRevocation: ResolverTypeWrapper<DataAuthorisationRevocation>;
  DataAuthorisationRevocationResult: ResolverTypeWrapper<DataAuthorisationRevocationResultRecord>;
  DataAuthorisationState: ResolverTypeWrapper<DataAuthorisationStateRecord>;
  DeclineCounts: ResolverTypeWrapper<DeclineCounts>;
  DeskAuthorisation: ResolverTypeWrapper<DeskAuthorisation>;
  DeskMaterials: ResolverTypeWrapper<DeskMaterials>;
  DistrictFigures: ResolverTypeWrapper<DistrictFigures>;
  EnterpriseFigures: ResolverTypeWrapper<EnterpriseFigures>;
  EquityApplicationInput: EquityApplicationInput;
  EquityApplicationResult: ResolverTypeWrapper<EquitySubmittedRecord>;
  Escalation: ResolverTypeWrapper<EscalationRecord>;
  EscalationPage: ResolverTypeWrapper<EscalationPageRecord>;
  FaceCheck: ResolverTypeWrapper<FaceCheckRecord>;
  FaceCheckStart: ResolverTypeWrapper<FaceCheckStartRecord>;
  FaceCheckStatus: FaceCheckStatus;
  FinancingFigures: ResolverTypeWrapper<FinancingFigures>;
  FinancingNeedInput: FinancingNeedInput;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GovDashboard: ResolverTypeWrapper<DashboardRecord>;
  GovDataInsuredMonth: ResolverTypeWrapper<GovDataInsuredMonth>;
  GovDataPack: ResolverTypeWrapper<GovDataPack>;
  GovDataPackAnswer: ResolverTypeWrapper<GovDataPackAnswer>;
  GovDataTaxYear: ResolverTypeWrapper<GovDataTaxYear>;
  GovDataUtilityBill: ResolverTypeWrapper<GovDataUtilityBill>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImportDetail: ResolverTypeWrapper<ImportDetailRecord>;
  Industry: ResolverTypeWrapper<Industry>;
  IndustryProducts: ResolverTypeWrapper<IndustryProductsRecord>;
  Institution: ResolverTypeWrapper<InstitutionRecord>;
  InstitutionCounts: ResolverTypeWrapper<InstitutionCountRecord>;
  InstitutionDrillDown: ResolverTypeWrapper<OrgDrillDownRecord>;
  InstitutionDrillDownMonth: ResolverTypeWrapper<InstitutionDrillDownMonth>;
  InstitutionFilter: InstitutionFilter;
  InstitutionIcon: ResolverTypeWrapper<InstitutionIconRecord>;
  InstitutionManager: ResolverTypeWrapper<ManagerRecord>;
  InstitutionPage: ResolverTypeWrapper<Omit<InstitutionPage, 'records'> & { records: Array<ResolversTypes['Institution']> }>;
  InstitutionResponseTimes: ResolverTypeWrapper<InstitutionResponseTimesRecord>;
  InstitutionTypeCount: ResolverTypeWrapper<InstitutionTypeCountRecord>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LegalPersonConfirmation: ResolverTypeWrapper<LegalPersonConfirmationRecord>;
  LenderRank: ResolverTypeWrapper<LoanRankRecord>;
  LiveEvent: ResolverTypeWrapper<LiveEvent>;
  LoanApplication: ResolverTypeWrapper<LoanApplicationSource>;
  LoanApplicationEvent: ResolverTypeWrapper<ApplicationEventRecord>;
  LoanApplicationPage: ResolverTypeWrapper<LoanApplicationPageRecord>;
  LoanStatusInfo: ResolverTypeWrapper<LoanStatusView>;
  LoginCompany: ResolverTypeWrapper<LoginCompanyRecord>;
  Lookup: ResolverTypeWrapper<LookupEntry>;
  Lookups: ResolverTypeWrapper<Omit<Lookups, 'cancellationReasons' | 'guaranteeMethods' | 'institutionTypes' | 'loanPurposes' | 'loanTypes' | 'productTypes' | 'recommendedInstitutionTypes' | 'repayMethods'> & { cancellationReasons: Array<ResolversTypes['Lookup']>, guaranteeMethods: Array<ResolversTypes['Lookup']>, institutionTypes: Array<ResolversTypes['Lookup']>, loanPurposes: Array<ResolversTypes['Lookup']>, loanTypes: Array<ResolversTypes['Lookup']>, productTypes: Array<ResolversTypes['Lookup']>, recommendedInstitutionTypes: Array<ResolversTypes['Lookup']>, repayMethods: Array<ResolversTypes['Lookup']> }>;
  MarkMessagesReadResult: ResolverTypeWrapper<MarkMessagesReadResult>;
  MaterialSetting: ResolverTypeWrapper<MaterialSetting>;
  Message: ResolverTypeWrapper<MessageRecord>;
  MessagePage: ResolverTypeWrapper<MessagePageRecord>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NeedOffer: ResolverTypeWrapper<OfferRecord>;
  NeedOfferInput: NeedOfferInput;
  NeedOfferPage: ResolverTypeWrapper<OrgOfferPageRecord>;
  NeedOffers: ResolverTypeWrapper<NeedOffersRecord>;
  OfferFigures: ResolverTypeWrapper<OfferFiguresRecord>;
  OrgApplication: ResolverTypeWrapper<OrgApplicationRecord>;
  OrgApplicationFilter: OrgApplicationFilter;
  OrgApplicationNote: ResolverTypeWrapper<NoteRecord>;
  OrgApplicationPage: ResolverTypeWrapper<OrgApplicationPageRecord>;
  OrgAssignee: ResolverTypeWrapper<AssigneeRecord>;
  OrgAssignment: ResolverTypeWrapper<AssignmentRecord>;
  OrgDataRestriction: ResolverTypeWrapper<OrgDataRestriction>;
  OrgPreCredit: ResolverTypeWrapper<OrgPreCreditRecord>;
  OrgPreCreditPage: ResolverTypeWrapper<OrgPreCreditPageRecord>;
  OrgProduct: ResolverTypeWrapper<OrgProductRecord>;
  OrgProductFilter: OrgProductFilter;
  OrgProductInput: OrgProductInput;
  OrgProductPage: ResolverTypeWrapper<OrgProductPageRecord>;
  OrgQueueSearchInput: OrgQueueSearchInput;
  OrgSupplements: ResolverTypeWrapper<OrgSupplementsRecord>;
  PageInput: PageInput;
  PasswordLoginInput: PasswordLoginInput;
  Policy: ResolverTypeWrapper<PolicyRecord>;
  PolicyConditionCheck: ResolverTypeWrapper<PolicyConditionCheck>;
  PolicyDepartment: ResolverTypeWrapper<PolicyDepartmentRecord>;
  PolicyFilter: PolicyFilter;
  PolicyMatch: ResolverTypeWrapper<PolicyMatchRecord>;
  PolicyMatchAnswer: ResolverTypeWrapper<Omit<PolicyMatchAnswer, 'match'> & { match?: Maybe<ResolversTypes['PolicyMatch']> }>;
  PolicyPage: ResolverTypeWrapper<Omit<PolicyPage, 'records'> & { records: Array<ResolversTypes['Policy']> }>;
  PreCredit: ResolverTypeWrapper<PreCreditRecord>;
  PreCreditGrantInput: PreCreditGrantInput;
  PreCreditImportResult: ResolverTypeWrapper<PreCreditImportRecord>;
  PreCreditImportRow: ResolverTypeWrapper<PreCreditRowRecord>;
  PreCreditState: ResolverTypeWrapper<PreCreditStateRecord>;
  Product: ResolverTypeWrapper<ProductRecord>;
  ProductApplicationInput: ProductApplicationInput;
  ProductClass: ResolverTypeWrapper<ProductClassRecord>;
  ProductClassProducts: ResolverTypeWrapper<ProductClassProductsRecord>;
  ProductFilter: ProductFilter;
  ProductPage: ResolverTypeWrapper<Omit<ProductPage, 'records'> & { records: Array<ResolversTypes['Product']> }>;
  ProductZone: ResolverTypeWrapper<ZoneProductsRecord>;
  Protocol: ResolverTypeWrapper<ProtocolRecord>;
  ProtocolDetail: ResolverTypeWrapper<ProtocolDetailRecord>;
  ProvincialLogin: ResolverTypeWrapper<Omit<ProvincialLogin, 'companies'> & { companies: Array<ResolversTypes['LoginCompany']> }>;
  ProvincialSso: ResolverTypeWrapper<ProvincialSso>;
  PublishedResponseTimes: ResolverTypeWrapper<PublicResponseTimeRecord>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  QuotaAnswers: ResolverTypeWrapper<QuotaAnswers>;
  QuotaAnswersInput: QuotaAnswersInput;
  QuotaEstimate: ResolverTypeWrapper<QuotaEstimateRecord>;
  QuotaFactor: ResolverTypeWrapper<QuotaFactor>;
  QuotaOption: ResolverTypeWrapper<QuotaOption>;
  QuotaProductPage: ResolverTypeWrapper<Omit<QuotaProductPage, 'estimate' | 'products'> & { estimate: ResolversTypes['QuotaEstimate'], products: ResolversTypes['ProductPage'] }>;
  QuotaQuestion: ResolverTypeWrapper<QuotaQuestion>;
  QuotaQuestionnaire: ResolverTypeWrapper<QuotaQuestionnaire>;
  Referral: ResolverTypeWrapper<ReferralRecord>;
  ReferralOption: ResolverTypeWrapper<ReferralOptionRecord>;
  ReferralOptions: ResolverTypeWrapper<ReferralOptionsRecord>;
  RegisterInput: RegisterInput;
  RegistryCompany: ResolverTypeWrapper<RegistryRecord>;
  ResetMobileInput: ResetMobileInput;
  ResetPasswordInput: ResetPasswordInput;
  ResponseStep: ResolverTypeWrapper<ResponseStepRecord>;
  ResponseTimes: ResolverTypeWrapper<ResponseTimesRecord>;
  SendSmsCodeInput: SendSmsCodeInput;
  SiteConfig: ResolverTypeWrapper<SiteConfig>;
  SmsLoginInput: SmsLoginInput;
  SmsMethod: SmsMethod;
  Staff: ResolverTypeWrapper<StaffRecord>;
  StaffAuditEntry: ResolverTypeWrapper<AuditEntryRecord>;
  StaffAuditFilter: StaffAuditFilter;
  StaffAuditPage: ResolverTypeWrapper<Omit<StaffAuditPage, 'records'> & { records: Array<ResolversTypes['StaffAuditEntry']> }>;
  StaffLoginInput: StaffLoginInput;
  StaffLoginStep: ResolverTypeWrapper<StaffLoginStepRecord>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SubsidyClaim: ResolverTypeWrapper<SubsidyClaimRecord>;
  SubsidyClaimEvent: ResolverTypeWrapper<SubsidyClaimEvent>;
  SubsidyClaimFile: ResolverTypeWrapper<SubsidyClaimFile>;
  SubsidyClaimPage: ResolverTypeWrapper<Omit<SubsidyClaimPage, 'records'> & { records: Array<ResolversTypes['SubsidyClaimRow']> }>;
  SubsidyClaimRow: ResolverTypeWrapper<SubsidyClaimRowRecord>;
  SubsidyFigures: ResolverTypeWrapper<Omit<SubsidyFigures, 'programmes'> & { programmes: Array<ResolversTypes['SubsidyProgrammeFigures']> }>;
  SubsidyLoan: ResolverTypeWrapper<SubsidyLoanFigures>;
  SubsidyPrefill: ResolverTypeWrapper<Omit<SubsidyPrefill, 'loan' | 'programmes'> & { loan: ResolversTypes['SubsidyLoan'], programmes: Array<ResolversTypes['SubsidyProgrammeOption']> }>;
  SubsidyProgrammeFigures: ResolverTypeWrapper<SubsidyProgrammeFiguresRecord>;
  SubsidyProgrammeOption: ResolverTypeWrapper<SubsidyProgrammeOptionRecord>;
  SuccessCase: ResolverTypeWrapper<LoanCaseRecord>;
  Supplement: ResolverTypeWrapper<SupplementRecord>;
  SupplementAnswerInput: SupplementAnswerInput;
  SupplementFile: ResolverTypeWrapper<SupplementFile>;
  SupplementRequestInput: SupplementRequestInput;
  ThreadFile: ResolverTypeWrapper<ThreadFile>;
  ThreadManager: ResolverTypeWrapper<ThreadManager>;
  ThreadMessage: ResolverTypeWrapper<ThreadMessageRecord>;
  ThreadMessageSent: ResolverTypeWrapper<Omit<ThreadMessageSent, 'message'> & { message: ResolversTypes['ThreadMessage'] }>;
  TrackEventInput: TrackEventInput;
  TrackEventType: TrackEventType;
  TransitionInput: TransitionInput;
  UnreadThread: ResolverTypeWrapper<ThreadUnreadApplicationRecord>;
  UnreadThreads: ResolverTypeWrapper<Omit<UnreadThreads, 'applications'> & { applications: Array<ResolversTypes['UnreadThread']> }>;
  UserInfo: ResolverTypeWrapper<UserInfoRecord>;
  VerificationState: ResolverTypeWrapper<LegalPersonCheckRecord>;
  WeChatBinding: ResolverTypeWrapper<WeChatBinding>;
  WeChatLogin: ResolverTypeWrapper<Omit<WeChatLogin, 'companies'> & { companies: Array<ResolversTypes['LoginCompany']> }>;
  WeChatLoginStart: ResolverTypeWrapper<WeChatLoginStart>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AccountCompany: AccountCompanyRecord;
  AddCompanyInput: AddCompanyInput;
  AddressDivision: DivisionRecord;
  ApplicationMaterial: ApplicationMaterial;
  ApplicationTally: ApplicationTally;
  ApplicationThread: ThreadRecord;
  ApplyMethod: ApplyMethodRecord;
  Article: ArticleRecord;
  ArticlePage: Omit<ArticlePage, 'records'> & { records: Array<ResolversParentTypes['Article']> };
  Boolean: Scalars['Boolean']['output'];
  CanteenUser: CanteenUserRecord;
  Captcha: CaptchaRecord;
  CompanyProfile: Omit<CompanyProfile, 'creditSummary' | 'history'> & { creditSummary: ResolversParentTypes['CreditSummary'], history: Array<ResolversParentTypes['CompanyProfileHistoryEntry']> };
  CompanyProfileHistoryEntry: Omit<CompanyProfileHistoryEntry, 'status'> & { status: ResolversParentTypes['LoanStatusInfo'] };
  CompanyProfilePreCredit: CompanyProfilePreCredit;
  CompanyProfileRegistry: CompanyProfileRegistry;
  CompanySearchPage: RegistrySearchPage;
  ConfirmLegalPersonInput: ConfirmLegalPersonInput;
  ContentSection: ContentSection;
  CreditSummary: CreditSummaryRecord;
  CreditSummaryRegistry: CreditSummaryRegistry;
  DashboardFigures: DashboardFiguresRecord;
  DashboardFilter: DashboardFilter;
  DashboardGroup: DashboardGroupSource;
  DataAuthorisation: DataAuthorisationRecord;
  DataAuthorisationLedgerEntry: DataAuthorisationLedgerRecord;
  DataAuthorisationLedgerPage: Omit<DataAuthorisationLedgerPage, 'records'> & { records: Array<ResolversParentTypes['DataAuthorisationLedgerEntry']> };
  DataAuthorisationRevocation: DataAuthorisationRevocation;
  DataAuthorisationRevocationResult: DataAuthorisationRevocationResultRecord;
  DataAuthorisationState: DataAuthorisationStateRecord;
  DeclineCounts: DeclineCounts;
  DeskAuthorisation: DeskAuthorisation;
  DeskMaterials: DeskMaterials;
  DistrictFigures: DistrictFigures;
  EnterpriseFigures: EnterpriseFigures;
  EquityApplicationInput: EquityApplicationInput;
  EquityApplicationResult: EquitySubmittedRecord;
  Escalation: EscalationRecord;
  EscalationPage: EscalationPageRecord;
  FaceCheck: FaceCheckRecord;
  FaceCheckStart: FaceCheckStartRecord;
  FinancingFigures: FinancingFigures;
  FinancingNeedInput: FinancingNeedInput;
  Float: Scalars['Float']['output'];
  GovDashboard: DashboardRecord;
  GovDataInsuredMonth: GovDataInsuredMonth;
  GovDataPack: GovDataPack;
  GovDataPackAnswer: GovDataPackAnswer;
  GovDataTaxYear: GovDataTaxYear;
  GovDataUtilityBill: GovDataUtilityBill;
  ID: Scalars['ID']['output'];
  ImportDetail: ImportDetailRecord;
  Industry: Industry;
  IndustryProducts: IndustryProductsRecord;
  Institution: InstitutionRecord;
  InstitutionCounts: InstitutionCountRecord;
  InstitutionDrillDown: OrgDrillDownRecord;
  InstitutionDrillDownMonth: InstitutionDrillDownMonth;
  InstitutionFilter: InstitutionFilter;
  InstitutionIcon: InstitutionIconRecord;
  InstitutionManager: ManagerRecord;
  InstitutionPage: Omit<InstitutionPage, 'records'> & { records: Array<ResolversParentTypes['Institution']> };
  InstitutionResponseTimes: InstitutionResponseTimesRecord;
  InstitutionTypeCount: InstitutionTypeCountRecord;
  Int: Scalars['Int']['output'];
  LegalPersonConfirmation: LegalPersonConfirmationRecord;
  LenderRank: LoanRankRecord;
  LiveEvent: LiveEvent;
  LoanApplication: LoanApplicationSource;
  LoanApplicationEvent: ApplicationEventRecord;
  LoanApplicationPage: LoanApplicationPageRecord;
  LoanStatusInfo: LoanStatusView;
  LoginCompany: LoginCompanyRecord;
  Lookup: LookupEntry;
  Lookups: Omit<Lookups, 'cancellationReasons' | 'guaranteeMethods' | 'institutionTypes' | 'loanPurposes' | 'loanTypes' | 'productTypes' | 'recommendedInstitutionTypes' | 'repayMethods'> & { cancellationReasons: Array<ResolversParentTypes['Lookup']>, guaranteeMethods: Array<ResolversParentTypes['Lookup']>, institutionTypes: Array<ResolversParentTypes['Lookup']>, loanPurposes: Array<ResolversParentTypes['Lookup']>, loanTypes: Array<ResolversParentTypes['Lookup']>, productTypes: Array<ResolversParentTypes['Lookup']>, recommendedInstitutionTypes: Array<ResolversParentTypes['Lookup']>, repayMethods: Array<ResolversParentTypes['Lookup']> };
  MarkMessagesReadResult: MarkMessagesReadResult;
  MaterialSetting: MaterialSetting;
  Message: MessageRecord;
  MessagePage: MessagePageRecord;
  Mutation: Record<PropertyKey, never>;
  NeedOffer: OfferRecord;
  NeedOfferInput: NeedOfferInput;
  NeedOfferPage: OrgOfferPageRecord;
  NeedOffers: NeedOffersRecord;
  OfferFigures: OfferFiguresRecord;
  OrgApplication: OrgApplicationRecord;
  OrgApplicationFilter: OrgApplicationFilter;
  OrgApplicationNote: NoteRecord;
  OrgApplicationPage: OrgApplicationPageRecord;
  OrgAssignee: AssigneeRecord;
  OrgAssignment: AssignmentRecord;
  OrgDataRestriction: OrgDataRestriction;
  OrgPreCredit: OrgPreCreditRecord;
  OrgPreCreditPage: OrgPreCreditPageRecord;
  OrgProduct: OrgProductRecord;
  OrgProductFilter: OrgProductFilter;
  OrgProductInput: OrgProductInput;
  OrgProductPage: OrgProductPageRecord;
  OrgQueueSearchInput: OrgQueueSearchInput;
  OrgSupplements: OrgSupplementsRecord;
  PageInput: PageInput;
  PasswordLoginInput: PasswordLoginInput;
  Policy: PolicyRecord;
  PolicyConditionCheck: PolicyConditionCheck;
  PolicyDepartment: PolicyDepartmentRecord;
  PolicyFilter: PolicyFilter;
  PolicyMatch: PolicyMatchRecord;
  PolicyMatchAnswer: Omit<PolicyMatchAnswer, 'match'> & { match?: Maybe<ResolversParentTypes['PolicyMatch']> };
  PolicyPage: Omit<PolicyPage, 'records'> & { records: Array<ResolversParentTypes['Policy']> };
  PreCredit: PreCreditRecord;
  PreCreditGrantInput: PreCreditGrantInput;
  PreCreditImportResult: PreCreditImportRecord;
  PreCreditImportRow: PreCreditRowRecord;
  PreCreditState: PreCreditStateRecord;
  Product: ProductRecord;
  ProductApplicationInput: ProductApplicationInput;
  ProductClass: ProductClassRecord;
  ProductClassProducts: ProductClassProductsRecord;
  ProductFilter: ProductFilter;
  ProductPage: Omit<ProductPage, 'records'> & { records: Array<ResolversParentTypes['Product']> };
  ProductZone: ZoneProductsRecord;
  Protocol: ProtocolRecord;
  ProtocolDetail: ProtocolDetailRecord;
  ProvincialLogin: Omit<ProvincialLogin, 'companies'> & { companies: Array<ResolversParentTypes['LoginCompany']> };
  ProvincialSso: ProvincialSso;
  PublishedResponseTimes: PublicResponseTimeRecord;
  Query: Record<PropertyKey, never>;
  QuotaAnswers: QuotaAnswers;
  QuotaAnswersInput: QuotaAnswersInput;
  QuotaEstimate: QuotaEstimateRecord;
  QuotaFactor: QuotaFactor;
  QuotaOption: QuotaOption;
  QuotaProductPage: Omit<QuotaProductPage, 'estimate' | 'products'> & { estimate: ResolversParentTypes['QuotaEstimate'], products: ResolversParentTypes['ProductPage'] };
  QuotaQuestion: QuotaQuestion;
  QuotaQuestionnaire: QuotaQuestionnaire;
  Referral: ReferralRecord;
  ReferralOption: ReferralOptionRecord;
  ReferralOptions: ReferralOptionsRecord;
  RegisterInput: RegisterInput;
  RegistryCompany: RegistryRecord;
  ResetMobileInput: ResetMobileInput;
  ResetPasswordInput: ResetPasswordInput;
  ResponseStep: ResponseStepRecord;
  ResponseTimes: ResponseTimesRecord;
  SendSmsCodeInput: SendSmsCodeInput;
  SiteConfig: SiteConfig;
  SmsLoginInput: SmsLoginInput;
  Staff: StaffRecord;
  StaffAuditEntry: AuditEntryRecord;
  StaffAuditFilter: StaffAuditFilter;
  StaffAuditPage: Omit<StaffAuditPage, 'records'> & { records: Array<ResolversParentTypes['StaffAuditEntry']> };
  StaffLoginInput: StaffLoginInput;
  StaffLoginStep: StaffLoginStepRecord;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  SubsidyClaim: SubsidyClaimRecord;
  SubsidyClaimEvent: SubsidyClaimEvent;
  SubsidyClaimFile: SubsidyClaimFile;
  SubsidyClaimPage: Omit<SubsidyClaimPage, 'records'> & { records: Array<ResolversParentTypes['SubsidyClaimRow']> };
  SubsidyClaimRow: SubsidyClaimRowRecord;
  SubsidyFigures: Omit<SubsidyFigures, 'programmes'> & { programmes: Array<ResolversParentTypes['SubsidyProgrammeFigures']> };
  SubsidyLoan: SubsidyLoanFigures;
  SubsidyPrefill: Omit<SubsidyPrefill, 'loan' | 'programmes'> & { loan: ResolversParentTypes['SubsidyLoan'], programmes: Array<ResolversParentTypes['SubsidyProgrammeOption']> };
  SubsidyProgrammeFigures: SubsidyProgrammeFiguresRecord;
  SubsidyProgrammeOption: SubsidyProgrammeOptionRecord;
  SuccessCase: LoanCaseRecord;
  Supplement: SupplementRecord;
  SupplementAnswerInput: SupplementAnswerInput;
  SupplementFile: SupplementFile;
  SupplementRequestInput: SupplementRequestInput;
  ThreadFile: ThreadFile;
  ThreadManager: ThreadManager;
  ThreadMessage: ThreadMessageRecord;
  ThreadMessageSent: Omit<ThreadMessageSent, 'message'> & { message: ResolversParentTypes['ThreadMessage'] };
  TrackEventInput: TrackEventInput;
  TransitionInput: TransitionInput;
  UnreadThread: ThreadUnreadApplicationRecord;
  UnreadThreads: Omit<UnreadThreads, 'applications'> & { applications: Array<ResolversParentTypes['UnreadThread']> };
  UserInfo: UserInfoRecord;
  VerificationState: LegalPersonCheckRecord;
  WeChatBinding: WeChatBinding;
  WeChatLogin: Omit<WeChatLogin, 'companies'> & { companies: Array<ResolversParentTypes['LoginCompany']> };
  WeChatLoginStart: WeChatLoginStart;
}>;

export type AccountCompanyResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['AccountCompany'] = ResolversParentTypes['AccountCompany']> = ResolversObject<{
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  current?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ifCertification?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  uniformCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AddressDivisionResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['AddressDivision'] = ResolversParentTypes['AddressDivision']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ApplicationMaterialResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ApplicationMaterial'] = ResolversParentTypes['ApplicationMaterial']> = ResolversObject<{
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uploadTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ApplicationTallyResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ApplicationTally'] = ResolversParentTypes['ApplicationTally']> = ResolversObject<{
  credited?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  inProgress?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  withdrawn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ApplicationThreadResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ApplicationThread'] = ResolversParentTypes['ApplicationThread']> = ResolversObject<{
  applicationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  institutionName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  manager?: Resolver<Maybe<ResolversTypes['ThreadManager']>, ParentType, ContextType>;
  messages?: Resolver<Array<ResolversTypes['ThreadMessage']>, ParentType, ContextType>;
}>;

export type ApplyMethodResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ApplyMethod'] = ResolversParentTypes['ApplyMethod']> = ResolversObject<{
  redirectUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  urlType?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ArticleResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Article'] = ResolversParentTypes['Article']> = ResolversObject<{
  district?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ArticleKind'], ParentType, ContextType>;
  publishDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sections?: Resolver<Maybe<Array<ResolversTypes['ContentSection']>>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ArticlePageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ArticlePage'] = ResolversParentTypes['ArticlePage']> = ResolversObject<{
  pageNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  records?: Resolver<Array<ResolversTypes['Article']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CanteenUserResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['CanteenUser'] = ResolversParentTypes['CanteenUser']> = ResolversObject<{
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maskedMobile?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CaptchaResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Captcha'] = ResolversParentTypes['Captcha']> = ResolversObject<{
  cutoutImage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shadeImage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  y?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CompanyProfileResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['CompanyProfile'] = ResolversParentTypes['CompanyProfile']> = ResolversObject<{
  applicationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  authorisationUntil?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  certified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  certifiedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creditSummary?: Resolver<ResolversTypes['CreditSummary'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['CompanyProfileHistoryEntry']>, ParentType, ContextType>;
  industry?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  legalPerson?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  legalPersonMasked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  preCredits?: Resolver<Array<ResolversTypes['CompanyProfilePreCredit']>, ParentType, ContextType>;
  readAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  registeredCapital?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  registry?: Resolver<Maybe<ResolversTypes['CompanyProfileRegistry']>, ParentType, ContextType>;
  uniformCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CompanyProfileHistoryEntryResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['CompanyProfileHistoryEntry'] = ResolversParentTypes['CompanyProfileHistoryEntry']> = ResolversObject<{
  applyAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  createTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  loanStatus?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['LoanStatusInfo'], ParentType, ContextType>;
}>;

export type CompanyProfilePreCreditResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['CompanyProfilePreCredit'] = ResolversParentTypes['CompanyProfilePreCredit']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  validFrom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  validUntil?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CompanyProfileRegistryResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['CompanyProfileRegistry'] = ResolversParentTypes['CompanyProfileRegistry']> = ResolversObject<{
  district?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entityType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  establishedOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  individualBusiness?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  registrationNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CompanySearchPageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['CompanySearchPage'] = ResolversParentTypes['CompanySearchPage']> = ResolversObject<{
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['RegistryCompany']>, ParentType, ContextType>;
  pageNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ContentSectionResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ContentSection'] = ResolversParentTypes['ContentSection']> = ResolversObject<{
  heading?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paragraphs?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CreditSummaryResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['CreditSummary'] = ResolversParentTypes['CreditSummary']> = ResolversObject<{
  applications?: Resolver<ResolversTypes['ApplicationTally'], ParentType, ContextType>;
  authorisationInForce?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  authorisationUntil?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  generatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  legalPerson?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  needs?: Resolver<ResolversTypes['ApplicationTally'], ParentType, ContextType>;
  notice?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  preCreditInForceAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  preCreditInForceCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  registry?: Resolver<Maybe<ResolversTypes['CreditSummaryRegistry']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uniformCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CreditSummaryRegistryResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['CreditSummaryRegistry'] = ResolversParentTypes['CreditSummaryRegistry']> = ResolversObject<{
  district?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entityType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  establishedOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DashboardFiguresResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['DashboardFigures'] = ResolversParentTypes['DashboardFigures']> = ResolversObject<{
  applyAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  applyCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  creditAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  creditCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  decideMedianHours?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  decideShareWithinTarget?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  enterpriseCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  loanAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  loanCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  settledCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  successRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  viewMedianHours?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  viewShareWithinTarget?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type DashboardGroupResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['DashboardGroup'] = ResolversParentTypes['DashboardGroup']> = ResolversObject<{
  figures?: Resolver<ResolversTypes['DashboardFigures'], ParentType, ContextType>;
  key?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DataAuthorisationResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['DataAuthorisation'] = ResolversParentTypes['DataAuthorisation']> = ResolversObject<{
  authEndDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  grantedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type DataAuthorisationLedgerEntryResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['DataAuthorisationLedgerEntry'] = ResolversParentTypes['DataAuthorisationLedgerEntry']> = ResolversObject<{
  actorAccount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  authEndDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  detail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['DataAuthorisationLedgerKind'], ParentType, ContextType>;
  orgName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type DataAuthorisationLedgerPageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['DataAuthorisationLedgerPage'] = ResolversParentTypes['DataAuthorisationLedgerPage']> = ResolversObject<{
  pageNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  records?: Resolver<Array<ResolversTypes['DataAuthorisationLedgerEntry']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DataAuthorisationRevocationResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['DataAuthorisationRevocation'] = ResolversParentTypes['DataAuthorisationRevocation']> = ResolversObject<{
  documentPaths?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revokedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DataAuthorisationRevocationResultResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['DataAuthorisationRevocationResult'] = ResolversParentTypes['DataAuthorisationRevocationResult']> = ResolversObject<{
  revoked?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['DataAuthorisationState'], ParentType, ContextType>;
}>;

export type DataAuthorisationStateResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['DataAuthorisationState'] = ResolversParentTypes['DataAuthorisationState']> = ResolversObject<{
  authorisations?: Resolver<Maybe<Array<ResolversTypes['DataAuthorisation']>>, ParentType, ContextType>;
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hasCheckedFace?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasCompany?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ifCertification?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  inForce?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastRevocation?: Resolver<Maybe<ResolversTypes['DataAuthorisationRevocation']>, ParentType, ContextType>;
  mayRevoke?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type DeclineCountsResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['DeclineCounts'] = ResolversParentTypes['DeclineCounts']> = ResolversObject<{
  type1?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type2?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type3?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type4?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DeskAuthorisationResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['DeskAuthorisation'] = ResolversParentTypes['DeskAuthorisation']> = ResolversObject<{
  revokedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  until?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type DeskMaterialsResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['DeskMaterials'] = ResolversParentTypes['DeskMaterials']> = ResolversObject<{
  materials?: Resolver<Array<ResolversTypes['ApplicationMaterial']>, ParentType, ContextType>;
  mayDownload?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type DistrictFiguresResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['DistrictFigures'] = ResolversParentTypes['DistrictFigures']> = ResolversObject<{
  applyAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  applyCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  creditAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  creditCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  districtName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  loanAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  loanCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type EnterpriseFiguresResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['EnterpriseFigures'] = ResolversParentTypes['EnterpriseFigures']> = ResolversObject<{
  certifiedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  registeredCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type EquityApplicationResultResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['EquityApplicationResult'] = ResolversParentTypes['EquityApplicationResult']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type EscalationResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Escalation'] = ResolversParentTypes['Escalation']> = ResolversObject<{
  applicationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  entName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  escalatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  loanStatus?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orgId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orgName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type EscalationPageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['EscalationPage'] = ResolversParentTypes['EscalationPage']> = ResolversObject<{
  records?: Resolver<Array<ResolversTypes['Escalation']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type FaceCheckResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['FaceCheck'] = ResolversParentTypes['FaceCheck']> = ResolversObject<{
  companyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  failReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasCheckedFace?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  idNumberMasked?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ifCertification?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  legalPersonMasked?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['FaceCheckStatus'], ParentType, ContextType>;
}>;

export type FaceCheckStartResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['FaceCheckStart'] = ResolversParentTypes['FaceCheckStart']> = ResolversObject<{
  certToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresIn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FinancingFiguresResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['FinancingFigures'] = ResolversParentTypes['FinancingFigures']> = ResolversObject<{
  applyAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  applyCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  creditAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  creditCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  enterpriseCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  loanAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  loanCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type GovDashboardResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['GovDashboard'] = ResolversParentTypes['GovDashboard']> = ResolversObject<{
  byDistrict?: Resolver<Array<ResolversTypes['DashboardGroup']>, ParentType, ContextType>;
  byInstitution?: Resolver<Array<ResolversTypes['DashboardGroup']>, ParentType, ContextType>;
  byMonth?: Resolver<Array<ResolversTypes['DashboardGroup']>, ParentType, ContextType>;
  byProductType?: Resolver<Array<ResolversTypes['DashboardGroup']>, ParentType, ContextType>;
  computedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  decideTargetWorkingDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  districtName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  institutionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  offers?: Resolver<ResolversTypes['OfferFigures'], ParentType, ContextType>;
  productType?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['DashboardFigures'], ParentType, ContextType>;
  viewTargetWorkingDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type GovDataInsuredMonthResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['GovDataInsuredMonth'] = ResolversParentTypes['GovDataInsuredMonth']> = ResolversObject<{
  employees?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type GovDataPackResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['GovDataPack'] = ResolversParentTypes['GovDataPack']> = ResolversObject<{
  insuredByMonth?: Resolver<Array<ResolversTypes['GovDataInsuredMonth']>, ParentType, ContextType>;
  taxCreditRating?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxesByYear?: Resolver<Array<ResolversTypes['GovDataTaxYear']>, ParentType, ContextType>;
  utilities?: Resolver<Array<ResolversTypes['GovDataUtilityBill']>, ParentType, ContextType>;
}>;

export type GovDataPackAnswerResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['GovDataPackAnswer'] = ResolversParentTypes['GovDataPackAnswer']> = ResolversObject<{
  configured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fetchedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pack?: Resolver<Maybe<ResolversTypes['GovDataPack']>, ParentType, ContextType>;
}>;

export type GovDataTaxYearResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['GovDataTaxYear'] = ResolversParentTypes['GovDataTaxYear']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type GovDataUtilityBillResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['GovDataUtilityBill'] = ResolversParentTypes['GovDataUtilityBill']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paidOnTime?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ImportDetailResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ImportDetail'] = ResolversParentTypes['ImportDetail']> = ResolversObject<{
  ifAlerted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ifImport?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  partnerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  source?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type IndustryResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Industry'] = ResolversParentTypes['Industry']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type IndustryProductsResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['IndustryProducts'] = ResolversParentTypes['IndustryProducts']> = ResolversObject<{
  industry?: Resolver<ResolversTypes['Industry'], ParentType, ContextType>;
  products?: Resolver<ResolversTypes['ProductPage'], ParentType, ContextType>;
}>;

export type InstitutionResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Institution'] = ResolversParentTypes['Institution']> = ResolversObject<{
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ifNormal?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  institutionType?: Resolver<ResolversTypes['Lookup'], ParentType, ContextType>;
  introduction?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  logo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  responseTimes?: Resolver<Maybe<ResolversTypes['PublishedResponseTimes']>, ParentType, ContextType>;
}>;

export type InstitutionCountsResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['InstitutionCounts'] = ResolversParentTypes['InstitutionCounts']> = ResolversObject<{
  byType?: Resolver<Array<ResolversTypes['InstitutionTypeCount']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type InstitutionDrillDownResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['InstitutionDrillDown'] = ResolversParentTypes['InstitutionDrillDown']> = ResolversObject<{
  decideTargetWorkingDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  declineTotals?: Resolver<ResolversTypes['DeclineCounts'], ParentType, ContextType>;
  institutionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  institutionName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  months?: Resolver<Array<ResolversTypes['InstitutionDrillDownMonth']>, ParentType, ContextType>;
  viewTargetWorkingDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type InstitutionDrillDownMonthResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['InstitutionDrillDownMonth'] = ResolversParentTypes['InstitutionDrillDownMonth']> = ResolversObject<{
  applyCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  decideMedianHours?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  decideShareWithinTarget?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  declines?: Resolver<ResolversTypes['DeclineCounts'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewMedianHours?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  viewShareWithinTarget?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type InstitutionIconResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['InstitutionIcon'] = ResolversParentTypes['InstitutionIcon']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  institutionType?: Resolver<ResolversTypes['Lookup'], ParentType, ContextType>;
  logo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type InstitutionManagerResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['InstitutionManager'] = ResolversParentTypes['InstitutionManager']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mobile?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type InstitutionPageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['InstitutionPage'] = ResolversParentTypes['InstitutionPage']> = ResolversObject<{
  pageNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  records?: Resolver<Array<ResolversTypes['Institution']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type InstitutionResponseTimesResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['InstitutionResponseTimes'] = ResolversParentTypes['InstitutionResponseTimes']> = ResolversObject<{
  accept?: Resolver<ResolversTypes['ResponseStep'], ParentType, ContextType>;
  applications?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  decide?: Resolver<ResolversTypes['ResponseStep'], ParentType, ContextType>;
  orgId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orgName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  view?: Resolver<ResolversTypes['ResponseStep'], ParentType, ContextType>;
}>;

export type InstitutionTypeCountResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['InstitutionTypeCount'] = ResolversParentTypes['InstitutionTypeCount']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  institutionType?: Resolver<ResolversTypes['Lookup'], ParentType, ContextType>;
}>;

export type LegalPersonConfirmationResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['LegalPersonConfirmation'] = ResolversParentTypes['LegalPersonConfirmation']> = ResolversObject<{
  expiresIn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  userCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LenderRankResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['LenderRank'] = ResolversParentTypes['LenderRank']> = ResolversObject<{
  institutionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  institutionName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  institutionType?: Resolver<ResolversTypes['Lookup'], ParentType, ContextType>;
  loanAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  loanCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  logo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rank?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type LiveEventResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['LiveEvent'] = ResolversParentTypes['LiveEvent']> = ResolversObject<{
  applicationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  topic?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LoanApplicationResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['LoanApplication'] = ResolversParentTypes['LoanApplication']> = ResolversObject<{
  acceptRemark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  applyAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  applyEntry?: Resolver<Maybe<ResolversTypes['ApplyMethod']>, ParentType, ContextType>;
  canWithdraw?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  contactMobile?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contactName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creditAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  creditRemark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  creditTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  districtName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['LoanApplicationEvent']>, ParentType, ContextType>;
  expiryDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  failureReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  failureType?: Resolver<Maybe<ResolversTypes['Lookup']>, ParentType, ContextType>;
  guaranteeMethods?: Resolver<Array<ResolversTypes['Lookup']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  interestRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  isFirstLoan?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  lendingTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  loanAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  loanFor?: Resolver<Maybe<ResolversTypes['Lookup']>, ParentType, ContextType>;
  loanIndustry?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  loanPeriod?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  loanRemark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  manager?: Resolver<Maybe<ResolversTypes['InstitutionManager']>, ParentType, ContextType>;
  materials?: Resolver<Array<ResolversTypes['ApplicationMaterial']>, ParentType, ContextType>;
  officeAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orgId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  orgName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  productLogo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productType?: Resolver<Maybe<ResolversTypes['Lookup']>, ParentType, ContextType>;
  remark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  repayMethod?: Resolver<Maybe<ResolversTypes['Lookup']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['LoanStatusInfo'], ParentType, ContextType>;
  streetName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updateTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  useCreditUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type LoanApplicationEventResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['LoanApplicationEvent'] = ResolversParentTypes['LoanApplicationEvent']> = ResolversObject<{
  actor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actorAccount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  creditAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  fromStatus?: Resolver<Maybe<ResolversTypes['LoanStatusInfo']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  loanAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  remark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  toStatus?: Resolver<ResolversTypes['LoanStatusInfo'], ParentType, ContextType>;
}>;

export type LoanApplicationPageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['LoanApplicationPage'] = ResolversParentTypes['LoanApplicationPage']> = ResolversObject<{
  pageNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  records?: Resolver<Array<ResolversTypes['LoanApplication']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type LoanStatusInfoResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['LoanStatusInfo'] = ResolversParentTypes['LoanStatusInfo']> = ResolversObject<{
  code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  errorStyle?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  failure?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  step?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type LoginCompanyResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['LoginCompany'] = ResolversParentTypes['LoginCompany']> = ResolversObject<{
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  uniformCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LookupResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Lookup'] = ResolversParentTypes['Lookup']> = ResolversObject<{
  code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LookupsResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Lookups'] = ResolversParentTypes['Lookups']> = ResolversObject<{
  cancellationReasons?: Resolver<Array<ResolversTypes['Lookup']>, ParentType, ContextType>;
  guaranteeMethods?: Resolver<Array<ResolversTypes['Lookup']>, ParentType, ContextType>;
  institutionTypes?: Resolver<Array<ResolversTypes['Lookup']>, ParentType, ContextType>;
  loanPurposes?: Resolver<Array<ResolversTypes['Lookup']>, ParentType, ContextType>;
  loanTypes?: Resolver<Array<ResolversTypes['Lookup']>, ParentType, ContextType>;
  productTypes?: Resolver<Array<ResolversTypes['Lookup']>, ParentType, ContextType>;
  recommendedInstitutionTypes?: Resolver<Array<ResolversTypes['Lookup']>, ParentType, ContextType>;
  repayMethods?: Resolver<Array<ResolversTypes['Lookup']>, ParentType, ContextType>;
}>;

export type MarkMessagesReadResultResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['MarkMessagesReadResult'] = ResolversParentTypes['MarkMessagesReadResult']> = ResolversObject<{
  unreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MaterialSettingResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['MaterialSetting'] = ResolversParentTypes['MaterialSetting']> = ResolversObject<{
  staffMayDownload?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type MessageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Message'] = ResolversParentTypes['Message']> = ResolversObject<{
  applicationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  read?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MessagePageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['MessagePage'] = ResolversParentTypes['MessagePage']> = ResolversObject<{
  pageNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  records?: Resolver<Array<ResolversTypes['Message']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  acceptNeedOffer?: Resolver<ResolversTypes['NeedOffers'], ParentType, ContextType, RequireFields<MutationAcceptNeedOfferArgs, 'id'>>;
  addApplicationNote?: Resolver<ResolversTypes['OrgApplicationNote'], ParentType, ContextType, RequireFields<MutationAddApplicationNoteArgs, 'applicationId' | 'body'>>;
  addCompany?: Resolver<ResolversTypes['UserInfo'], ParentType, ContextType, RequireFields<MutationAddCompanyArgs, 'input'>>;
  answerSupplement?: Resolver<Array<ResolversTypes['Supplement']>, ParentType, ContextType, RequireFields<MutationAnswerSupplementArgs, 'input'>>;
  applyForEquity?: Resolver<ResolversTypes['EquityApplicationResult'], ParentType, ContextType, RequireFields<MutationApplyForEquityArgs, 'input'>>;
  applyForProduct?: Resolver<ResolversTypes['LoanApplication'], ParentType, ContextType, RequireFields<MutationApplyForProductArgs, 'input'>>;
  approveSubsidyClaim?: Resolver<ResolversTypes['SubsidyClaim'], ParentType, ContextType, RequireFields<MutationApproveSubsidyClaimArgs, 'id'>>;
  cancelDataAuthorisation?: Resolver<ResolversTypes['DataAuthorisationRevocationResult'], ParentType, ContextType, RequireFields<MutationCancelDataAuthorisationArgs, 'documentPaths' | 'reason'>>;
  cancelWeChatBinding?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canteenLogin?: Resolver<ResolversTypes['CanteenUser'], ParentType, ContextType>;
  canteenLogout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  checkCaptcha?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationCheckCaptchaArgs, 'key' | 'x' | 'y'>>;
  claimApplication?: Resolver<ResolversTypes['OrgAssignment'], ParentType, ContextType, RequireFields<MutationClaimApplicationArgs, 'id'>>;
  claimNeed?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationClaimNeedArgs, 'id'>>;
  confirmLegalPerson?: Resolver<ResolversTypes['LegalPersonConfirmation'], ParentType, ContextType, RequireFields<MutationConfirmLegalPersonArgs, 'input'>>;
  consentToReferral?: Resolver<ResolversTypes['Referral'], ParentType, ContextType, RequireFields<MutationConsentToReferralArgs, 'applicationId' | 'productId'>>;
  createOrgProduct?: Resolver<ResolversTypes['OrgProduct'], ParentType, ContextType, RequireFields<MutationCreateOrgProductArgs, 'input'>>;
  declineForMissingMaterials?: Resolver<ResolversTypes['OrgApplication'], ParentType, ContextType, RequireFields<MutationDeclineForMissingMaterialsArgs, 'id'>>;
  deleteFiles?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteFilesArgs, 'paths'>>;
  estimateQuota?: Resolver<ResolversTypes['QuotaEstimate'], ParentType, ContextType, RequireFields<MutationEstimateQuotaArgs, 'answers'>>;
  faceRedirect?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationFaceRedirectArgs, 'key'>>;
  fileSubsidyClaim?: Resolver<ResolversTypes['SubsidyClaim'], ParentType, ContextType, RequireFields<MutationFileSubsidyClaimArgs, 'applicationId' | 'filePaths' | 'programmeId'>>;
  grantPreCredit?: Resolver<ResolversTypes['PreCreditImportRow'], ParentType, ContextType, RequireFields<MutationGrantPreCreditArgs, 'input'>>;
  importPreCredits?: Resolver<ResolversTypes['PreCreditImportResult'], ParentType, ContextType, RequireFields<MutationImportPreCreditsArgs, 'csv'>>;
  loginByInvitation?: Resolver<Array<ResolversTypes['LoginCompany']>, ParentType, ContextType, RequireFields<MutationLoginByInvitationArgs, 'token'>>;
  loginByPassword?: Resolver<Array<ResolversTypes['LoginCompany']>, ParentType, ContextType, RequireFields<MutationLoginByPasswordArgs, 'input'>>;
  loginBySms?: Resolver<Array<ResolversTypes['LoginCompany']>, ParentType, ContextType, RequireFields<MutationLoginBySmsArgs, 'input'>>;
  loginWithCompany?: Resolver<ResolversTypes['UserInfo'], ParentType, ContextType, RequireFields<MutationLoginWithCompanyArgs, 'companyId'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  markInvitationSeen?: Resolver<ResolversTypes['ImportDetail'], ParentType, ContextType>;
  markMessagesRead?: Resolver<ResolversTypes['MarkMessagesReadResult'], ParentType, ContextType, Partial<MutationMarkMessagesReadArgs>>;
  modifyPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationModifyPasswordArgs, 'newPassword' | 'oldPassword'>>;
  noop?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  provincialLogin?: Resolver<ResolversTypes['ProvincialLogin'], ParentType, ContextType, RequireFields<MutationProvincialLoginArgs, 'code' | 'state'>>;
  publishNeed?: Resolver<ResolversTypes['LoanApplication'], ParentType, ContextType, RequireFields<MutationPublishNeedArgs, 'input'>>;
  reassignApplication?: Resolver<ResolversTypes['OrgAssignment'], ParentType, ContextType, RequireFields<MutationReassignApplicationArgs, 'id' | 'managerId'>>;
  refreshOrgCompanyGovData?: Resolver<ResolversTypes['GovDataPackAnswer'], ParentType, ContextType, RequireFields<MutationRefreshOrgCompanyGovDataArgs, 'applicationId'>>;
  register?: Resolver<ResolversTypes['UserInfo'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  removeOrgProduct?: Resolver<ResolversTypes['OrgProduct'], ParentType, ContextType, RequireFields<MutationRemoveOrgProductArgs, 'id'>>;
  requestSupplement?: Resolver<ResolversTypes['OrgSupplements'], ParentType, ContextType, RequireFields<MutationRequestSupplementArgs, 'input'>>;
  resetMobile?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResetMobileArgs, 'input'>>;
  resetPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'input'>>;
  resetPasswordCheck?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationResetPasswordCheckArgs, 'code' | 'mobile'>>;
  resolveShortLink?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationResolveShortLinkArgs, 'key'>>;
  resubmitSubsidyClaim?: Resolver<ResolversTypes['SubsidyClaim'], ParentType, ContextType, RequireFields<MutationResubmitSubsidyClaimArgs, 'id'>>;
  returnSubsidyClaim?: Resolver<ResolversTypes['SubsidyClaim'], ParentType, ContextType, RequireFields<MutationReturnSubsidyClaimArgs, 'id' | 'reason'>>;
  saveProtocolRead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSaveProtocolReadArgs, 'protocolIds'>>;
  sendNeedOffer?: Resolver<ResolversTypes['NeedOffer'], ParentType, ContextType, RequireFields<MutationSendNeedOfferArgs, 'input'>>;
  sendOrgThreadMessage?: Resolver<ResolversTypes['ThreadMessageSent'], ParentType, ContextType, RequireFields<MutationSendOrgThreadMessageArgs, 'applicationId' | 'body'>>;
  sendSmsCode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSendSmsCodeArgs, 'input'>>;
  sendThreadMessage?: Resolver<ResolversTypes['ThreadMessageSent'], ParentType, ContextType, RequireFields<MutationSendThreadMessageArgs, 'applicationId' | 'body'>>;
  setCompanyName?: Resolver<ResolversTypes['UserInfo'], ParentType, ContextType, Partial<MutationSetCompanyNameArgs>>;
  signUpForFutures?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSignUpForFuturesArgs, 'mobile' | 'name'>>;
  staffConfirmCode?: Resolver<ResolversTypes['Staff'], ParentType, ContextType, RequireFields<MutationStaffConfirmCodeArgs, 'code' | 'ticket'>>;
  staffLogin?: Resolver<ResolversTypes['StaffLoginStep'], ParentType, ContextType, RequireFields<MutationStaffLoginArgs, 'input'>>;
  staffLogout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startFaceCheck?: Resolver<ResolversTypes['FaceCheckStart'], ParentType, ContextType, RequireFields<MutationStartFaceCheckArgs, 'userCode'>>;
  startProvincialLogin?: Resolver<ResolversTypes['ProvincialSso'], ParentType, ContextType>;
  startWeChatLogin?: Resolver<ResolversTypes['WeChatLoginStart'], ParentType, ContextType>;
  switchCompany?: Resolver<ResolversTypes['UserInfo'], ParentType, ContextType, RequireFields<MutationSwitchCompanyArgs, 'companyId'>>;
  trackEvents?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationTrackEventsArgs, 'events'>>;
  transitionApplication?: Resolver<ResolversTypes['OrgApplication'], ParentType, ContextType, RequireFields<MutationTransitionApplicationArgs, 'input'>>;
  updateOrgMaterialSetting?: Resolver<ResolversTypes['MaterialSetting'], ParentType, ContextType, RequireFields<MutationUpdateOrgMaterialSettingArgs, 'staffMayDownload'>>;
  updateOrgProduct?: Resolver<ResolversTypes['OrgProduct'], ParentType, ContextType, RequireFields<MutationUpdateOrgProductArgs, 'id' | 'input'>>;
  weChatLogin?: Resolver<ResolversTypes['WeChatLogin'], ParentType, ContextType, RequireFields<MutationWeChatLoginArgs, 'appId' | 'code' | 'state'>>;
  withdrawApplication?: Resolver<ResolversTypes['LoanApplication'], ParentType, ContextType, RequireFields<MutationWithdrawApplicationArgs, 'id'>>;
  withdrawNeedOffer?: Resolver<ResolversTypes['NeedOffer'], ParentType, ContextType, RequireFields<MutationWithdrawNeedOfferArgs, 'id'>>;
}>;

export type NeedOfferResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['NeedOffer'] = ResolversParentTypes['NeedOffer']> = ResolversObject<{
  amountMax?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  amountMin?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  applyAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  conditions?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  decideTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  loanPeriod?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  needId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  offerTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orgId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orgName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rateMax?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  rateMin?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  responseTimes?: Resolver<Maybe<ResolversTypes['PublishedResponseTimes']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stateLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  termMonths?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updateTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  validUntil?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type NeedOfferPageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['NeedOfferPage'] = ResolversParentTypes['NeedOfferPage']> = ResolversObject<{
  pageNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  records?: Resolver<Array<ResolversTypes['NeedOffer']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type NeedOffersResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['NeedOffers'] = ResolversParentTypes['NeedOffers']> = ResolversObject<{
  needId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  offers?: Resolver<Array<ResolversTypes['NeedOffer']>, ParentType, ContextType>;
  open?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type OfferFiguresResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['OfferFigures'] = ResolversParentTypes['OfferFigures']> = ResolversObject<{
  acceptedOffers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  firstOfferMedianHours?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  needs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  needsWithOffers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  offers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  offersPerNeed?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type OrgApplicationResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['OrgApplication'] = ResolversParentTypes['OrgApplication']> = ResolversObject<{
  application?: Resolver<ResolversTypes['LoanApplication'], ParentType, ContextType>;
  claimTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['LoanApplicationEvent']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  managers?: Resolver<Array<ResolversTypes['InstitutionManager']>, ParentType, ContextType>;
  overdue?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  restriction?: Resolver<Maybe<ResolversTypes['OrgDataRestriction']>, ParentType, ContextType>;
  supplementAnswered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  unreadThreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OrgApplicationNoteResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['OrgApplicationNote'] = ResolversParentTypes['OrgApplicationNote']> = ResolversObject<{
  applicationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  authorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type OrgApplicationPageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['OrgApplicationPage'] = ResolversParentTypes['OrgApplicationPage']> = ResolversObject<{
  pageNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  records?: Resolver<Array<ResolversTypes['OrgApplication']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalIsCapped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type OrgAssigneeResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['OrgAssignee'] = ResolversParentTypes['OrgAssignee']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mobile?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OrgAssignmentResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['OrgAssignment'] = ResolversParentTypes['OrgAssignment']> = ResolversObject<{
  applicationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  managerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  managerMobile?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  managerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OrgDataRestrictionResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['OrgDataRestriction'] = ResolversParentTypes['OrgDataRestriction']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OrgPreCreditResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['OrgPreCredit'] = ResolversParentTypes['OrgPreCredit']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  grantedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  grantedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  productName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  remark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  statusLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uniformCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  validFrom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  validUntil?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OrgPreCreditPageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['OrgPreCreditPage'] = ResolversParentTypes['OrgPreCreditPage']> = ResolversObject<{
  records?: Resolver<Array<ResolversTypes['OrgPreCredit']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OrgProductResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['OrgProduct'] = ResolversParentTypes['OrgProduct']> = ResolversObject<{
  applyCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  applyRedirectUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  applyUrlType?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  conditions?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  guaranteeMethods?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  introduction?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  materials?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  maxPeriod?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  minPeriod?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  onShelf?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  orgId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productType?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rateMax?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  rateMin?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  repayMethods?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OrgProductPageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['OrgProductPage'] = ResolversParentTypes['OrgProductPage']> = ResolversObject<{
  records?: Resolver<Array<ResolversTypes['OrgProduct']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OrgSupplementsResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['OrgSupplements'] = ResolversParentTypes['OrgSupplements']> = ResolversObject<{
  canRequest?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  declinable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  restricted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rounds?: Resolver<Array<ResolversTypes['Supplement']>, ParentType, ContextType>;
}>;

export type PolicyResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Policy'] = ResolversParentTypes['Policy']> = ResolversObject<{
  department?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  documentNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  publishDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sections?: Resolver<Maybe<Array<ResolversTypes['ContentSection']>>, ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PolicyConditionCheckResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['PolicyConditionCheck'] = ResolversParentTypes['PolicyConditionCheck']> = ResolversObject<{
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  result?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PolicyDepartmentResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['PolicyDepartment'] = ResolversParentTypes['PolicyDepartment']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  policyCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PolicyMatchResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['PolicyMatch'] = ResolversParentTypes['PolicyMatch']> = ResolversObject<{
  conditions?: Resolver<Array<ResolversTypes['PolicyConditionCheck']>, ParentType, ContextType>;
  department?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  policyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  publishDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  verdict?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PolicyMatchAnswerResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['PolicyMatchAnswer'] = ResolversParentTypes['PolicyMatchAnswer']> = ResolversObject<{
  match?: Resolver<Maybe<ResolversTypes['PolicyMatch']>, ParentType, ContextType>;
}>;

export type PolicyPageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['PolicyPage'] = ResolversParentTypes['PolicyPage']> = ResolversObject<{
  pageNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  records?: Resolver<Array<ResolversTypes['Policy']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PreCreditResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['PreCredit'] = ResolversParentTypes['PreCredit']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  grantedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  institutionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  institutionName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  productName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  remark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Lookup'], ParentType, ContextType>;
  validFrom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  validUntil?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PreCreditImportResultResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['PreCreditImportResult'] = ResolversParentTypes['PreCreditImportResult']> = ResolversObject<{
  acceptedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  imported?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  refusedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['PreCreditImportRow']>, ParentType, ContextType>;
}>;

export type PreCreditImportRowResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['PreCreditImportRow'] = ResolversParentTypes['PreCreditImportRow']> = ResolversObject<{
  accepted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  amount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  line?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uniformCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  validFrom?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  validUntil?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PreCreditStateResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['PreCreditState'] = ResolversParentTypes['PreCreditState']> = ResolversObject<{
  exists?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  limits?: Resolver<Array<ResolversTypes['PreCredit']>, ParentType, ContextType>;
}>;

export type ProductResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = ResolversObject<{
  applyCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  conditions?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  guaranteeMethods?: Resolver<Array<ResolversTypes['Lookup']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  institution?: Resolver<Maybe<ResolversTypes['Institution']>, ParentType, ContextType>;
  institutionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  institutionName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  introduction?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  logo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  materials?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  maxAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  maxTerm?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  minTerm?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productType?: Resolver<ResolversTypes['Lookup'], ParentType, ContextType>;
  rateMax?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  rateMin?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  repayMethods?: Resolver<Array<ResolversTypes['Lookup']>, ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProductClassResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ProductClass'] = ResolversParentTypes['ProductClass']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  preview?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  productCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ProductClassProductsResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ProductClassProducts'] = ResolversParentTypes['ProductClassProducts']> = ResolversObject<{
  productClass?: Resolver<ResolversTypes['ProductClass'], ParentType, ContextType>;
  products?: Resolver<ResolversTypes['ProductPage'], ParentType, ContextType>;
}>;

export type ProductPageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ProductPage'] = ResolversParentTypes['ProductPage']> = ResolversObject<{
  pageNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  records?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ProductZoneResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ProductZone'] = ResolversParentTypes['ProductZone']> = ResolversObject<{
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  products?: Resolver<ResolversTypes['ProductPage'], ParentType, ContextType>;
  programme?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  slogan?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProtocolResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Protocol'] = ResolversParentTypes['Protocol']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isPopUp?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProtocolDetailResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ProtocolDetail'] = ResolversParentTypes['ProtocolDetail']> = ResolversObject<{
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProvincialLoginResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ProvincialLogin'] = ResolversParentTypes['ProvincialLogin']> = ResolversObject<{
  companies?: Resolver<Array<ResolversTypes['LoginCompany']>, ParentType, ContextType>;
  identifyUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  logoutUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ProvincialSsoResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ProvincialSso'] = ResolversParentTypes['ProvincialSso']> = ResolversObject<{
  clientId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  identifyUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  logoutUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ssoUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PublishedResponseTimesResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['PublishedResponseTimes'] = ResolversParentTypes['PublishedResponseTimes']> = ResolversObject<{
  applications?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  decideMedianHours?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  decideShareWithinTarget?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  decideTargetWorkingDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  viewMedianHours?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  viewShareWithinTarget?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  viewTargetWorkingDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  addressDivisions?: Resolver<Array<ResolversTypes['AddressDivision']>, ParentType, ContextType, RequireFields<QueryAddressDivisionsArgs, 'level'>>;
  applicationThread?: Resolver<ResolversTypes['ApplicationThread'], ParentType, ContextType, RequireFields<QueryApplicationThreadArgs, 'applicationId'>>;
  applyMethod?: Resolver<ResolversTypes['ApplyMethod'], ParentType, ContextType, RequireFields<QueryApplyMethodArgs, 'productId'>>;
  canteenUser?: Resolver<Maybe<ResolversTypes['CanteenUser']>, ParentType, ContextType>;
  captcha?: Resolver<ResolversTypes['Captcha'], ParentType, ContextType>;
  companySearch?: Resolver<ResolversTypes['CompanySearchPage'], ParentType, ContextType, RequireFields<QueryCompanySearchArgs, 'name'>>;
  compensationArticles?: Resolver<ResolversTypes['ArticlePage'], ParentType, ContextType, Partial<QueryCompensationArticlesArgs>>;
  creditSummary?: Resolver<ResolversTypes['CreditSummary'], ParentType, ContextType>;
  dataAuthorisation?: Resolver<ResolversTypes['DataAuthorisationState'], ParentType, ContextType>;
  dataAuthorisationLedger?: Resolver<ResolversTypes['DataAuthorisationLedgerPage'], ParentType, ContextType, Partial<QueryDataAuthorisationLedgerArgs>>;
  districtFigures?: Resolver<Array<ResolversTypes['DistrictFigures']>, ParentType, ContextType>;
  enterpriseFigures?: Resolver<ResolversTypes['EnterpriseFigures'], ParentType, ContextType>;
  equityCompanyStages?: Resolver<Array<ResolversTypes['Lookup']>, ParentType, ContextType>;
  escalations?: Resolver<ResolversTypes['EscalationPage'], ParentType, ContextType, Partial<QueryEscalationsArgs>>;
  faceResult?: Resolver<ResolversTypes['FaceCheck'], ParentType, ContextType, RequireFields<QueryFaceResultArgs, 'certToken'>>;
  filePrefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  financingFigures?: Resolver<ResolversTypes['FinancingFigures'], ParentType, ContextType>;
  govDashboard?: Resolver<ResolversTypes['GovDashboard'], ParentType, ContextType, Partial<QueryGovDashboardArgs>>;
  govInstitutionDrillDown?: Resolver<ResolversTypes['InstitutionDrillDown'], ParentType, ContextType, RequireFields<QueryGovInstitutionDrillDownArgs, 'institutionId'>>;
  govSubsidyClaim?: Resolver<ResolversTypes['SubsidyClaim'], ParentType, ContextType, RequireFields<QueryGovSubsidyClaimArgs, 'id'>>;
  govSubsidyClaims?: Resolver<ResolversTypes['SubsidyClaimPage'], ParentType, ContextType, Partial<QueryGovSubsidyClaimsArgs>>;
  govSubsidyFigures?: Resolver<ResolversTypes['SubsidyFigures'], ParentType, ContextType, Partial<QueryGovSubsidyFiguresArgs>>;
  importDetail?: Resolver<ResolversTypes['ImportDetail'], ParentType, ContextType>;
  industryProducts?: Resolver<ResolversTypes['IndustryProducts'], ParentType, ContextType, RequireFields<QueryIndustryProductsArgs, 'code'>>;
  institution?: Resolver<Maybe<ResolversTypes['Institution']>, ParentType, ContextType, RequireFields<QueryInstitutionArgs, 'id'>>;
  institutionCounts?: Resolver<ResolversTypes['InstitutionCounts'], ParentType, ContextType>;
  institutionIcons?: Resolver<Array<ResolversTypes['InstitutionIcon']>, ParentType, ContextType, Partial<QueryInstitutionIconsArgs>>;
  institutions?: Resolver<ResolversTypes['InstitutionPage'], ParentType, ContextType, Partial<QueryInstitutionsArgs>>;
  latestQuotaEstimate?: Resolver<Maybe<ResolversTypes['QuotaEstimate']>, ParentType, ContextType>;
  lenderRanking?: Resolver<Array<ResolversTypes['LenderRank']>, ParentType, ContextType>;
  loanApplication?: Resolver<ResolversTypes['LoanApplication'], ParentType, ContextType, RequireFields<QueryLoanApplicationArgs, 'id'>>;
  loanSupplements?: Resolver<Array<ResolversTypes['Supplement']>, ParentType, ContextType, RequireFields<QueryLoanSupplementsArgs, 'id'>>;
  lookups?: Resolver<ResolversTypes['Lookups'], ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['UserInfo']>, ParentType, ContextType>;
  messages?: Resolver<ResolversTypes['MessagePage'], ParentType, ContextType, Partial<QueryMessagesArgs>>;
  myApplications?: Resolver<ResolversTypes['LoanApplicationPage'], ParentType, ContextType, Partial<QueryMyApplicationsArgs>>;
  myCompanies?: Resolver<Array<ResolversTypes['AccountCompany']>, ParentType, ContextType>;
  myNeeds?: Resolver<ResolversTypes['LoanApplicationPage'], ParentType, ContextType, Partial<QueryMyNeedsArgs>>;
  mySubsidyClaims?: Resolver<ResolversTypes['SubsidyClaimPage'], ParentType, ContextType, Partial<QueryMySubsidyClaimsArgs>>;
  needOffers?: Resolver<ResolversTypes['NeedOffers'], ParentType, ContextType, RequireFields<QueryNeedOffersArgs, 'needId'>>;
  newsArticle?: Resolver<ResolversTypes['Article'], ParentType, ContextType, RequireFields<QueryNewsArticleArgs, 'id'>>;
  newsArticles?: Resolver<ResolversTypes['ArticlePage'], ParentType, ContextType, Partial<QueryNewsArticlesArgs>>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  openNeeds?: Resolver<ResolversTypes['LoanApplicationPage'], ParentType, ContextType, Partial<QueryOpenNeedsArgs>>;
  orgApplication?: Resolver<ResolversTypes['OrgApplication'], ParentType, ContextType, RequireFields<QueryOrgApplicationArgs, 'id'>>;
  orgApplicationNotes?: Resolver<Array<ResolversTypes['OrgApplicationNote']>, ParentType, ContextType, RequireFields<QueryOrgApplicationNotesArgs, 'applicationId'>>;
  orgApplicationThread?: Resolver<ResolversTypes['ApplicationThread'], ParentType, ContextType, RequireFields<QueryOrgApplicationThreadArgs, 'applicationId'>>;
  orgApplications?: Resolver<ResolversTypes['OrgApplicationPage'], ParentType, ContextType, Partial<QueryOrgApplicationsArgs>>;
  orgAssignees?: Resolver<Array<ResolversTypes['OrgAssignee']>, ParentType, ContextType>;
  orgCompanyGovData?: Resolver<ResolversTypes['GovDataPackAnswer'], ParentType, ContextType, RequireFields<QueryOrgCompanyGovDataArgs, 'applicationId'>>;
  orgCompanyProfile?: Resolver<ResolversTypes['CompanyProfile'], ParentType, ContextType, RequireFields<QueryOrgCompanyProfileArgs, 'applicationId'>>;
  orgDeskAuthorisation?: Resolver<ResolversTypes['DeskAuthorisation'], ParentType, ContextType, RequireFields<QueryOrgDeskAuthorisationArgs, 'id'>>;
  orgMaterialSetting?: Resolver<ResolversTypes['MaterialSetting'], ParentType, ContextType>;
  orgMaterials?: Resolver<ResolversTypes['DeskMaterials'], ParentType, ContextType, RequireFields<QueryOrgMaterialsArgs, 'id'>>;
  orgNeedOffer?: Resolver<ResolversTypes['NeedOffer'], ParentType, ContextType, RequireFields<QueryOrgNeedOfferArgs, 'id'>>;
  orgNeedOffers?: Resolver<ResolversTypes['NeedOfferPage'], ParentType, ContextType, Partial<QueryOrgNeedOffersArgs>>;
  orgPreCredits?: Resolver<ResolversTypes['OrgPreCreditPage'], ParentType, ContextType, Partial<QueryOrgPreCreditsArgs>>;
  orgProducts?: Resolver<ResolversTypes['OrgProductPage'], ParentType, ContextType, Partial<QueryOrgProductsArgs>>;
  orgQueueSearch?: Resolver<ResolversTypes['OrgApplicationPage'], ParentType, ContextType, Partial<QueryOrgQueueSearchArgs>>;
  orgSupplements?: Resolver<ResolversTypes['OrgSupplements'], ParentType, ContextType, RequireFields<QueryOrgSupplementsArgs, 'id'>>;
  policies?: Resolver<ResolversTypes['PolicyPage'], ParentType, ContextType, Partial<QueryPoliciesArgs>>;
  policy?: Resolver<ResolversTypes['Policy'], ParentType, ContextType, RequireFields<QueryPolicyArgs, 'id'>>;
  policyDepartments?: Resolver<Array<ResolversTypes['PolicyDepartment']>, ParentType, ContextType>;
  policyMatch?: Resolver<ResolversTypes['PolicyMatchAnswer'], ParentType, ContextType, RequireFields<QueryPolicyMatchArgs, 'policyId'>>;
  policyMatches?: Resolver<Array<ResolversTypes['PolicyMatch']>, ParentType, ContextType>;
  postalProducts?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  preCredit?: Resolver<ResolversTypes['PreCreditState'], ParentType, ContextType, Partial<QueryPreCreditArgs>>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductArgs, 'id'>>;
  productClass?: Resolver<ResolversTypes['ProductClassProducts'], ParentType, ContextType, RequireFields<QueryProductClassArgs, 'id'>>;
  productClasses?: Resolver<Array<ResolversTypes['ProductClass']>, ParentType, ContextType, RequireFields<QueryProductClassesArgs, 'preview'>>;
  productZone?: Resolver<ResolversTypes['ProductZone'], ParentType, ContextType, RequireFields<QueryProductZoneArgs, 'key'>>;
  products?: Resolver<ResolversTypes['ProductPage'], ParentType, ContextType, Partial<QueryProductsArgs>>;
  protocol?: Resolver<Maybe<ResolversTypes['ProtocolDetail']>, ParentType, ContextType, RequireFields<QueryProtocolArgs, 'id'>>;
  protocols?: Resolver<Array<ResolversTypes['Protocol']>, ParentType, ContextType>;
  quotaProducts?: Resolver<ResolversTypes['QuotaProductPage'], ParentType, ContextType, Partial<QueryQuotaProductsArgs>>;
  quotaQuestionnaire?: Resolver<ResolversTypes['QuotaQuestionnaire'], ParentType, ContextType>;
  referralOptions?: Resolver<ResolversTypes['ReferralOptions'], ParentType, ContextType, RequireFields<QueryReferralOptionsArgs, 'applicationId'>>;
  regionalFinanceArticle?: Resolver<ResolversTypes['Article'], ParentType, ContextType, RequireFields<QueryRegionalFinanceArticleArgs, 'id'>>;
  regionalFinanceArticles?: Resolver<ResolversTypes['ArticlePage'], ParentType, ContextType, Partial<QueryRegionalFinanceArticlesArgs>>;
  relatedProducts?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryRelatedProductsArgs, 'productIds' | 'size'>>;
  reloanPolicyArticles?: Resolver<ResolversTypes['ArticlePage'], ParentType, ContextType, Partial<QueryReloanPolicyArticlesArgs>>;
  responseTimes?: Resolver<ResolversTypes['ResponseTimes'], ParentType, ContextType, Partial<QueryResponseTimesArgs>>;
  siteConfig?: Resolver<ResolversTypes['SiteConfig'], ParentType, ContextType>;
  staffAuditLog?: Resolver<ResolversTypes['StaffAuditPage'], ParentType, ContextType, Partial<QueryStaffAuditLogArgs>>;
  staffMe?: Resolver<Maybe<ResolversTypes['Staff']>, ParentType, ContextType>;
  subsidyClaim?: Resolver<ResolversTypes['SubsidyClaim'], ParentType, ContextType, RequireFields<QuerySubsidyClaimArgs, 'id'>>;
  subsidyPrefill?: Resolver<ResolversTypes['SubsidyPrefill'], ParentType, ContextType, RequireFields<QuerySubsidyPrefillArgs, 'applicationId'>>;
  successCases?: Resolver<Array<ResolversTypes['SuccessCase']>, ParentType, ContextType, RequireFields<QuerySuccessCasesArgs, 'size'>>;
  topProducts?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryTopProductsArgs, 'size'>>;
  unreadMessageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unreadThreads?: Resolver<ResolversTypes['UnreadThreads'], ParentType, ContextType>;
  verification?: Resolver<ResolversTypes['VerificationState'], ParentType, ContextType>;
  weChatBinding?: Resolver<Maybe<ResolversTypes['WeChatBinding']>, ParentType, ContextType>;
}>;

export type QuotaAnswersResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['QuotaAnswers'] = ResolversParentTypes['QuotaAnswers']> = ResolversObject<{
  collateral?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  employeesBand?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  existingLoansBand?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revenueBand?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  taxRating?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  yearsBand?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type QuotaEstimateResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['QuotaEstimate'] = ResolversParentTypes['QuotaEstimate']> = ResolversObject<{
  disclaimer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  estimatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  factors?: Resolver<Array<ResolversTypes['QuotaFactor']>, ParentType, ContextType>;
  formulaVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  highAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lowAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type QuotaFactorResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['QuotaFactor'] = ResolversParentTypes['QuotaFactor']> = ResolversObject<{
  direction?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  effect?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  multiplier?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QuotaOptionResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['QuotaOption'] = ResolversParentTypes['QuotaOption']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QuotaProductPageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['QuotaProductPage'] = ResolversParentTypes['QuotaProductPage']> = ResolversObject<{
  estimate?: Resolver<ResolversTypes['QuotaEstimate'], ParentType, ContextType>;
  products?: Resolver<ResolversTypes['ProductPage'], ParentType, ContextType>;
}>;

export type QuotaQuestionResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['QuotaQuestion'] = ResolversParentTypes['QuotaQuestion']> = ResolversObject<{
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['QuotaOption']>, ParentType, ContextType>;
}>;

export type QuotaQuestionnaireResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['QuotaQuestionnaire'] = ResolversParentTypes['QuotaQuestionnaire']> = ResolversObject<{
  answers?: Resolver<Maybe<ResolversTypes['QuotaAnswers']>, ParentType, ContextType>;
  questions?: Resolver<Array<ResolversTypes['QuotaQuestion']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ReferralResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Referral'] = ResolversParentTypes['Referral']> = ResolversObject<{
  applicationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  consentText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  consentTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orgName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  originalApplicationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['LoanStatusInfo'], ParentType, ContextType>;
}>;

export type ReferralOptionResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ReferralOption'] = ResolversParentTypes['ReferralOption']> = ResolversObject<{
  consentText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  guaranteeMethods?: Resolver<Array<ResolversTypes['Lookup']>, ParentType, ContextType>;
  maxAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  maxPeriod?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  minPeriod?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  orgId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orgName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productLogo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rateMax?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  rateMin?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ReferralOptionsResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ReferralOptions'] = ResolversParentTypes['ReferralOptions']> = ResolversObject<{
  applicationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['ReferralOption']>, ParentType, ContextType>;
  referral?: Resolver<Maybe<ResolversTypes['Referral']>, ParentType, ContextType>;
}>;

export type RegistryCompanyResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['RegistryCompany'] = ResolversParentTypes['RegistryCompany']> = ResolversObject<{
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  legalPerson?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  registrationNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uniformCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ResponseStepResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ResponseStep'] = ResolversParentTypes['ResponseStep']> = ResolversObject<{
  due?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  medianHours?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  p90Hours?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  reached?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shareWithinTarget?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  withinTarget?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type ResponseTimesResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ResponseTimes'] = ResolversParentTypes['ResponseTimes']> = ResolversObject<{
  days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  decideTargetWorkingDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  institutions?: Resolver<Array<ResolversTypes['InstitutionResponseTimes']>, ParentType, ContextType>;
  viewTargetWorkingDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SiteConfigResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['SiteConfig'] = ResolversParentTypes['SiteConfig']> = ResolversObject<{
  adminLoginUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hotline?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hotlineHours?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mobileSiteUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type StaffResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Staff'] = ResolversParentTypes['Staff']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orgId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  orgName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roleName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StaffAuditEntryResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['StaffAuditEntry'] = ResolversParentTypes['StaffAuditEntry']> = ResolversObject<{
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actionName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orgName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  roleName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  route?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  staffName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  target?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StaffAuditPageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['StaffAuditPage'] = ResolversParentTypes['StaffAuditPage']> = ResolversObject<{
  pageNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  records?: Resolver<Array<ResolversTypes['StaffAuditEntry']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type StaffLoginStepResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['StaffLoginStep'] = ResolversParentTypes['StaffLoginStep']> = ResolversObject<{
  next?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  otpauthUri?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  secret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ticket?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SubscriptionResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = ResolversObject<{
  applicationChanged?: SubscriptionResolver<ResolversTypes['LiveEvent'], "applicationChanged", ParentType, ContextType, RequireFields<SubscriptionApplicationChangedArgs, 'id'>>;
  govDashboardChanged?: SubscriptionResolver<ResolversTypes['LiveEvent'], "govDashboardChanged", ParentType, ContextType>;
  myEventsChanged?: SubscriptionResolver<ResolversTypes['LiveEvent'], "myEventsChanged", ParentType, ContextType>;
  myMessagesChanged?: SubscriptionResolver<ResolversTypes['LiveEvent'], "myMessagesChanged", ParentType, ContextType>;
  orgQueueChanged?: SubscriptionResolver<ResolversTypes['LiveEvent'], "orgQueueChanged", ParentType, ContextType>;
}>;

export type SubsidyClaimResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['SubsidyClaim'] = ResolversParentTypes['SubsidyClaim']> = ResolversObject<{
  approvedAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  claimAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['SubsidyClaimEvent']>, ParentType, ContextType>;
  files?: Resolver<Array<ResolversTypes['SubsidyClaimFile']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  loan?: Resolver<ResolversTypes['SubsidyLoan'], ParentType, ContextType>;
  programmeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  programmeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  returnReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statusName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SubsidyClaimEventResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['SubsidyClaimEvent'] = ResolversParentTypes['SubsidyClaimEvent']> = ResolversObject<{
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  remark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SubsidyClaimFileResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['SubsidyClaimFile'] = ResolversParentTypes['SubsidyClaimFile']> = ResolversObject<{
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  originalName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SubsidyClaimPageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['SubsidyClaimPage'] = ResolversParentTypes['SubsidyClaimPage']> = ResolversObject<{
  records?: Resolver<Array<ResolversTypes['SubsidyClaimRow']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SubsidyClaimRowResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['SubsidyClaimRow'] = ResolversParentTypes['SubsidyClaimRow']> = ResolversObject<{
  applicationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  approvedAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  claimAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  programmeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statusName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SubsidyFiguresResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['SubsidyFigures'] = ResolversParentTypes['SubsidyFigures']> = ResolversObject<{
  programmes?: Resolver<Array<ResolversTypes['SubsidyProgrammeFigures']>, ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SubsidyLoanResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['SubsidyLoan'] = ResolversParentTypes['SubsidyLoan']> = ResolversObject<{
  applicationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  institutionName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  interestRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lendingDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  loanAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  loanPeriod?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type SubsidyPrefillResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['SubsidyPrefill'] = ResolversParentTypes['SubsidyPrefill']> = ResolversObject<{
  loan?: Resolver<ResolversTypes['SubsidyLoan'], ParentType, ContextType>;
  programmes?: Resolver<Array<ResolversTypes['SubsidyProgrammeOption']>, ParentType, ContextType>;
}>;

export type SubsidyProgrammeFiguresResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['SubsidyProgrammeFigures'] = ResolversParentTypes['SubsidyProgrammeFigures']> = ResolversObject<{
  amountApproved?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  approved?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  capUsedShare?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  claims?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  companiesAtCap?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pending?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  programmeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  returned?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  yearlyCap?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type SubsidyProgrammeOptionResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['SubsidyProgrammeOption'] = ResolversParentTypes['SubsidyProgrammeOption']> = ResolversObject<{
  alreadyClaimed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  capLeft?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  claimAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ratePercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  yearlyCap?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type SuccessCaseResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['SuccessCase'] = ResolversParentTypes['SuccessCase']> = ResolversObject<{
  districtName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  enterpriseName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  institutionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  institutionName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lentAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  loanAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  productId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  productName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  term?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SupplementResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Supplement'] = ResolversParentTypes['Supplement']> = ResolversObject<{
  answerText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  answeredAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  applicationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  askedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  askedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  files?: Resolver<Array<ResolversTypes['SupplementFile']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orgName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  overdue?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  replyBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  round?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SupplementFileResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['SupplementFile'] = ResolversParentTypes['SupplementFile']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uploadTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ThreadFileResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ThreadFile'] = ResolversParentTypes['ThreadFile']> = ResolversObject<{
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uploadTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ThreadManagerResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ThreadManager'] = ResolversParentTypes['ThreadManager']> = ResolversObject<{
  mobile?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ThreadMessageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ThreadMessage'] = ResolversParentTypes['ThreadMessage']> = ResolversObject<{
  authorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  files?: Resolver<Array<ResolversTypes['ThreadFile']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  read?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  side?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ThreadMessageSentResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ThreadMessageSent'] = ResolversParentTypes['ThreadMessageSent']> = ResolversObject<{
  message?: Resolver<ResolversTypes['ThreadMessage'], ParentType, ContextType>;
  smsSent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type UnreadThreadResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['UnreadThread'] = ResolversParentTypes['UnreadThread']> = ResolversObject<{
  applicationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  institutionName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unread?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type UnreadThreadsResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['UnreadThreads'] = ResolversParentTypes['UnreadThreads']> = ResolversObject<{
  applications?: Resolver<Array<ResolversTypes['UnreadThread']>, ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type UserInfoResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['UserInfo'] = ResolversParentTypes['UserInfo']> = ResolversObject<{
  companyCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deptId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  hasCheckedFace?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  identifyStatus?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ifCertification?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ifImport?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  maskedMobile?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mobile?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type VerificationStateResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['VerificationState'] = ResolversParentTypes['VerificationState']> = ResolversObject<{
  certifiedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  faceServiceConfigured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  faceSimulated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasCheckedFace?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasCompany?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  identifyStatus?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ifCertification?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  latestCheck?: Resolver<Maybe<ResolversTypes['FaceCheck']>, ParentType, ContextType>;
  legalPersonMasked?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uniformCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type WeChatBindingResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['WeChatBinding'] = ResolversParentTypes['WeChatBinding']> = ResolversObject<{
  boundAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nickname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type WeChatLoginResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['WeChatLogin'] = ResolversParentTypes['WeChatLogin']> = ResolversObject<{
  bound?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  companies?: Resolver<Array<ResolversTypes['LoginCompany']>, ParentType, ContextType>;
  nickname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type WeChatLoginStartResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['WeChatLoginStart'] = ResolversParentTypes['WeChatLoginStart']> = ResolversObject<{
  appId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  authorizeUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GraphContext> = ResolversObject<{
  AccountCompany?: AccountCompanyResolvers<ContextType>;
  AddressDivision?: AddressDivisionResolvers<ContextType>;
  ApplicationMaterial?: ApplicationMaterialResolvers<ContextType>;
  ApplicationTally?: ApplicationTallyResolvers<ContextType>;
  ApplicationThread?: ApplicationThreadResolvers<ContextType>;
  ApplyMethod?: ApplyMethodResolvers<ContextType>;
  Article?: ArticleResolvers<ContextType>;
  ArticlePage?: ArticlePageResolvers<ContextType>;
  CanteenUser?: CanteenUserResolvers<ContextType>;
  Captcha?: CaptchaResolvers<ContextType>;
  CompanyProfile?: CompanyProfileResolvers<ContextType>;
  CompanyProfileHistoryEntry?: CompanyProfileHistoryEntryResolvers<ContextType>;
  CompanyProfilePreCredit?: CompanyProfilePreCreditResolvers<ContextType>;
  CompanyProfileRegistry?: CompanyProfileRegistryResolvers<ContextType>;
  CompanySearchPage?: CompanySearchPageResolvers<ContextType>;
  ContentSection?: ContentSectionResolvers<ContextType>;
  CreditSummary?: CreditSummaryResolvers<ContextType>;
  CreditSummaryRegistry?: CreditSummaryRegistryResolvers<ContextType>;
  DashboardFigures?: DashboardFiguresResolvers<ContextType>;
  DashboardGroup?: DashboardGroupResolvers<ContextType>;
  DataAuthorisation?: DataAuthorisationResolvers<ContextType>;
  DataAuthorisationLedgerEntry?: DataAuthorisationLedgerEntryResolvers<ContextType>;
  DataAuthorisationLedgerPage?: DataAuthorisationLedgerPageResolvers<ContextType>;
  DataAuthorisationRevocation?: DataAuthorisationRevocationResolvers<ContextType>;
  DataAuthorisationRevocationResult?: DataAuthorisationRevocationResultResolvers<ContextType>;
  DataAuthorisationState?: DataAuthorisationStateResolvers<ContextType>;
  DeclineCounts?: DeclineCountsResolvers<ContextType>;
  DeskAuthorisation?: DeskAuthorisationResolvers<ContextType>;
  DeskMaterials?: DeskMaterialsResolvers<ContextType>;
  DistrictFigures?: DistrictFiguresResolvers<ContextType>;
  EnterpriseFigures?: EnterpriseFiguresResolvers<ContextType>;
  EquityApplicationResult?: EquityApplicationResultResolvers<ContextType>;
  Escalation?: EscalationResolvers<ContextType>;
  EscalationPage?: EscalationPageResolvers<ContextType>;
  FaceCheck?: FaceCheckResolvers<ContextType>;
  FaceCheckStart?: FaceCheckStartResolvers<ContextType>;
  FinancingFigures?: FinancingFiguresResolvers<ContextType>;
  GovDashboard?: GovDashboardResolvers<ContextType>;
  GovDataInsuredMonth?: GovDataInsuredMonthResolvers<ContextType>;
  GovDataPack?: GovDataPackResolvers<ContextType>;
  GovDataPackAnswer?: GovDataPackAnswerResolvers<ContextType>;
  GovDataTaxYear?: GovDataTaxYearResolvers<ContextType>;
  GovDataUtilityBill?: GovDataUtilityBillResolvers<ContextType>;
  ImportDetail?: ImportDetailResolvers<ContextType>;
  Industry?: IndustryResolvers<ContextType>;
  IndustryProducts?: IndustryProductsResolvers<ContextType>;
  Institution?: InstitutionResolvers<ContextType>;
  InstitutionCounts?: InstitutionCountsResolvers<ContextType>;
  InstitutionDrillDown?: InstitutionDrillDownResolvers<ContextType>;
  InstitutionDrillDownMonth?: InstitutionDrillDownMonthResolvers<ContextType>;
  InstitutionIcon?: InstitutionIconResolvers<ContextType>;
  InstitutionManager?: InstitutionManagerResolvers<ContextType>;
  InstitutionPage?: InstitutionPageResolvers<ContextType>;
  InstitutionResponseTimes?: InstitutionResponseTimesResolvers<ContextType>;
  InstitutionTypeCount?: InstitutionTypeCountResolvers<ContextType>;
  LegalPersonConfirmation?: LegalPersonConfirmationResolvers<ContextType>;
  LenderRank?: LenderRankResolvers<ContextType>;
  LiveEvent?: LiveEventResolvers<ContextType>;
  LoanApplication?: LoanApplicationResolvers<ContextType>;
  LoanApplicationEvent?: LoanApplicationEventResolvers<ContextType>;
  LoanApplicationPage?: LoanApplicationPageResolvers<ContextType>;
  LoanStatusInfo?: LoanStatusInfoResolvers<ContextType>;
  LoginCompany?: LoginCompanyResolvers<ContextType>;
  Lookup?: LookupResolvers<ContextType>;
  Lookups?: LookupsResolvers<ContextType>;
  MarkMessagesReadResult?: MarkMessagesReadResultResolvers<ContextType>;
  MaterialSetting?: MaterialSettingResolvers<ContextType>;
  Message?: MessageResolvers<ContextType>;
  MessagePage?: MessagePageResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NeedOffer?: NeedOfferResolvers<ContextType>;
  NeedOfferPage?: NeedOfferPageResolvers<ContextType>;
  NeedOffers?: NeedOffersResolvers<ContextType>;
  OfferFigures?: OfferFiguresResolvers<ContextType>;
  OrgApplication?: OrgApplicationResolvers<ContextType>;
  OrgApplicationNote?: OrgApplicationNoteResolvers<ContextType>;
  OrgApplicationPage?: OrgApplicationPageResolvers<ContextType>;
  OrgAssignee?: OrgAssigneeResolvers<ContextType>;
  OrgAssignment?: OrgAssignmentResolvers<ContextType>;
  OrgDataRestriction?: OrgDataRestrictionResolvers<ContextType>;
  OrgPreCredit?: OrgPreCreditResolvers<ContextType>;
  OrgPreCreditPage?: OrgPreCreditPageResolvers<ContextType>;
  OrgProduct?: OrgProductResolvers<ContextType>;
  OrgProductPage?: OrgProductPageResolvers<ContextType>;
  OrgSupplements?: OrgSupplementsResolvers<ContextType>;
  Policy?: PolicyResolvers<ContextType>;
  PolicyConditionCheck?: PolicyConditionCheckResolvers<ContextType>;
  PolicyDepartment?: PolicyDepartmentResolvers<ContextType>;
  PolicyMatch?: PolicyMatchResolvers<ContextType>;
  PolicyMatchAnswer?: PolicyMatchAnswerResolvers<ContextType>;
  PolicyPage?: PolicyPageResolvers<ContextType>;
  PreCredit?: PreCreditResolvers<ContextType>;
  PreCreditImportResult?: PreCreditImportResultResolvers<ContextType>;
  PreCreditImportRow?: PreCreditImportRowResolvers<ContextType>;
  PreCreditState?: PreCreditStateResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductClass?: ProductClassResolvers<ContextType>;
  ProductClassProducts?: ProductClassProductsResolvers<ContextType>;
  ProductPage?: ProductPageResolvers<ContextType>;
  ProductZone?: ProductZoneResolvers<ContextType>;
  Protocol?: ProtocolResolvers<ContextType>;
  ProtocolDetail?: ProtocolDetailResolvers<ContextType>;
  ProvincialLogin?: ProvincialLoginResolvers<ContextType>;
  ProvincialSso?: ProvincialSsoResolvers<ContextType>;
  PublishedResponseTimes?: PublishedResponseTimesResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  QuotaAnswers?: QuotaAnswersResolvers<ContextType>;
  QuotaEstimate?: QuotaEstimateResolvers<ContextType>;
  QuotaFactor?: QuotaFactorResolvers<ContextType>;
  QuotaOption?: QuotaOptionResolvers<ContextType>;
  QuotaProductPage?: QuotaProductPageResolvers<ContextType>;
  QuotaQuestion?: QuotaQuestionResolvers<ContextType>;
  QuotaQuestionnaire?: QuotaQuestionnaireResolvers<ContextType>;
  Referral?: ReferralResolvers<ContextType>;
  ReferralOption?: ReferralOptionResolvers<ContextType>;
  ReferralOptions?: ReferralOptionsResolvers<ContextType>;
  RegistryCompany?: RegistryCompanyResolvers<ContextType>;
  ResponseStep?: ResponseStepResolvers<ContextType>;
  ResponseTimes?: ResponseTimesResolvers<ContextType>;
  SiteConfig?: SiteConfigResolvers<ContextType>;
  Staff?: StaffResolvers<ContextType>;
  StaffAuditEntry?: StaffAuditEntryResolvers<ContextType>;
  StaffAuditPage?: StaffAuditPageResolvers<ContextType>;
  StaffLoginStep?: StaffLoginStepResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  SubsidyClaim?: SubsidyClaimResolvers<ContextType>;
  SubsidyClaimEvent?: SubsidyClaimEventResolvers<ContextType>;
  SubsidyClaimFile?: SubsidyClaimFileResolvers<ContextType>;
  SubsidyClaimPage?: SubsidyClaimPageResolvers<ContextType>;
  SubsidyClaimRow?: SubsidyClaimRowResolvers<ContextType>;
  SubsidyFigures?: SubsidyFiguresResolvers<ContextType>;
  SubsidyLoan?: SubsidyLoanResolvers<ContextType>;
  SubsidyPrefill?: SubsidyPrefillResolvers<ContextType>;
  SubsidyProgrammeFigures?: SubsidyProgrammeFiguresResolvers<ContextType>;
  SubsidyProgrammeOption?: SubsidyProgrammeOptionResolvers<ContextType>;
  SuccessCase?: SuccessCaseResolvers<ContextType>;
  Supplement?: SupplementResolvers<ContextType>;
  SupplementFile?: SupplementFileResolvers<ContextType>;
  ThreadFile?: ThreadFileResolvers<ContextType>;
  ThreadManager?: ThreadManagerResolvers<ContextType>;
  ThreadMessage?: ThreadMessageResolvers<ContextType>;
  ThreadMessageSent?: ThreadMessageSentResolvers<ContextType>;
  UnreadThread?: UnreadThreadResolvers<ContextType>;
  UnreadThreads?: UnreadThreadsResolvers<ContextType>;
  UserInfo?: UserInfoResolvers<ContextType>;
  VerificationState?: VerificationStateResolvers<ContextType>;
  WeChatBinding?: WeChatBindingResolvers<ContextType>;
  WeChatLogin?: WeChatLoginResolvers<ContextType>;
  WeChatLoginStart?: WeChatLoginStartResolvers<ContextType>;
}>;

