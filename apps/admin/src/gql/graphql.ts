/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Every filter is optional; absent filters count every application. */
export type DashboardFilter = {
  /** One district of the region (e.g. 天河区); published needs name no district. */
  districtName?: string | null | undefined;
  /** Last submission day, YYYY-MM-DD (Beijing), included. */
  endDate?: string | null | undefined;
  /** One institution. */
  institutionId?: string | number | null | undefined;
  /** 产品类型 of the product applied for (1-6, the productTypes lookup); leaves out published needs. */
  productType?: number | null | undefined;
  /** First submission day, YYYY-MM-DD (Beijing), included. */
  startDate?: string | null | undefined;
};

export type NeedOfferInput = {
  amountMax: number;
  /** 万元, two decimals. */
  amountMin: number;
  /** At most 500 characters. */
  conditions?: string | null | undefined;
  needId: string | number;
  rateMax: number;
  /** % a year, two decimals, at most 36. */
  rateMin: number;
  /** Months, 1-360. */
  termMonths: number;
  /** YYYY-MM-DD, not before today (Beijing). */
  validUntil: string;
};

export type OrgProductFilter = {
  /** Part of the product's name. */
  keyword?: string | null | undefined;
  /** true: on shelf only; false: removed only; omitted: both. */
  onShelf?: boolean | null | undefined;
};

/** Every field of a product; an update sends them all (what is left out is cleared). */
export type OrgProductInput = {
  /** http(s) address of the institution's page; required for urlType 3, none for 1. */
  applyRedirectUrl?: string | null | undefined;
  /** 1 the platform's form (default), 3 the institution's own page. */
  applyUrlType?: number | null | undefined;
  /** At most 2000 characters. */
  conditions?: string | null | undefined;
  /** 担保方式 codes, at least one. */
  guaranteeMethods: Array<number>;
  /** At most 2000 characters. */
  introduction?: string | null | undefined;
  /** At most 2000 characters. */
  materials?: string | null | undefined;
  /** 万元, up to 100000, 2 decimals. */
  maxAmount?: number | null | undefined;
  /** Months 1-360. */
  maxPeriod?: number | null | undefined;
  /** 万元, 0-100000, 2 decimals; ≤ maxAmount. */
  minAmount?: number | null | undefined;
  /** Months 1-360; ≤ maxPeriod. */
  minPeriod?: number | null | undefined;
  /** 2-30 characters, unique among the institution's products on shelf. */
  productName: string;
  /** 产品类型 1-6. */
  productType: number;
  /** %, 0.01-36, 2 decimals. */
  rateMax?: number | null | undefined;
  /** %, 0.01-36, 2 decimals; ≤ rateMax. */
  rateMin?: number | null | undefined;
  /** 还款方式 codes, at least one. */
  repayMethods: Array<number>;
  /** At most 100 characters. */
  summary?: string | null | undefined;
};

export type OrgQueueSearchInput = {
  /** mine (the caller's), unassigned, or all (the default). */
  assignment?: string | null | undefined;
  endDate?: string | null | undefined;
  /** An application id, an 18-character credit code, or 2+ characters of a company name. */
  keyword?: string | null | undefined;
  /** One handler (an OrgAssignee's id). */
  managerId?: string | number | null | undefined;
  /** Operator only: one institution. */
  orgId?: string | number | null | undefined;
  /** true: only applications waiting past their response-time target; false: none of them. */
  overdue?: boolean | null | undefined;
  productId?: string | number | null | undefined;
  /** submitted (newest first, the default) or overdue (waiting past the target first, the longest waiting first). */
  sort?: string | null | undefined;
  /** 1 product applications, 2 needs. */
  source?: number | null | undefined;
  /** Submission days (Beijing), YYYY-MM-DD, both included. */
  startDate?: string | null | undefined;
  /** Status codes (spec §4); empty or absent: all. */
  statuses?: Array<number> | null | undefined;
  /** true: only the applications marked 有补件. */
  supplementAnswered?: boolean | null | undefined;
};

/** Paging arguments; pageNum starts at 1. */
export type PageInput = {
  /** Page number, 1-based. */
  pageNum?: number | null | undefined;
  /** Items per page, 1 to 50. */
  pageSize?: number | null | undefined;
};

export type PreCreditGrantInput = {
  /** 万元, more than 0, at most 10000, 2 decimals. */
  amount: number;
  /** One of the institution's products on shelf, when the limit is for it. */
  productId?: string | number | null | undefined;
  /** At most 200 characters. */
  remark?: string | null | undefined;
  /** 统一社会信用代码, 18 characters with a right GB 32100 check character. */
  uniformCode: string;
  /** YYYY-MM-DD; omitted: today (Beijing). */
  validFrom?: string | null | undefined;
  /** YYYY-MM-DD, not before validFrom nor today, at most 3 years after validFrom. */
  validUntil: string;
};

export type StaffAuditFilter = {
  /** An action's key, exactly (e.g. applications.transition). */
  action?: string | null | undefined;
  endDate?: string | null | undefined;
  /** Beijing days, YYYY-MM-DD, both included. */
  startDate?: string | null | undefined;
  /** A staff account's username, exactly. */
  username?: string | null | undefined;
};

export type StaffLoginInput = {
  /** The slider captcha's one-time token. */
  captchaToken: string;
  /** The password as typed; hashed (SHA-256 hex) by the graph before it leaves for the gateway. */
  password: string;
  username: string;
};

export type SupplementRequestInput = {
  /** What is missing, at most 500 characters. */
  content: string;
  id: string | number;
  /** YYYY-MM-DD, not before today (Beijing). */
  replyBy: string;
};

export type TransitionInput = {
  /** 万元: the credit (6) or the loan (8). */
  amount?: number | null | undefined;
  /** YYYY-MM-DD: the decision day of 6 and 8. */
  date?: string | null | undefined;
  failureReason?: string | null | undefined;
  /** Cancellation reason (spec §3) of a failure: 1 资质不符, 2 资料不全, 3 客户取消, 4 其他. */
  failureType?: number | null | undefined;
  id: string | number;
  /** The account manager named when accepting (4). */
  managerId?: string | number | null | undefined;
  remark?: string | null | undefined;
  /** Target status code (spec §4): 11 viewed, 4 accepted, 5 not accepted, 6 credited, 7 credit refused, 8 lent, 9 loan refused; the operator's 2/3 for needs. */
  toStatus: number;
};

export type OrgApplicationQueryVariables = Exact<{
  id: string | number;
}>;


export type OrgApplicationQuery = { orgApplication: { id: string, overdue: boolean, claimTime: string | null, restriction: { reason: string, message: string } | null, managers: Array<{ id: string, name: string, mobile: string }>, events: Array<{ kind: string, actor: string, actorAccount: string | null, remark: string | null, creditAmount: number | null, loanAmount: number | null, time: string, fromStatus: { code: number, label: string } | null, toStatus: { code: number, label: string } }>, application: { id: string, source: number, productName: string | null, orgName: string | null, entName: string | null, applyAmount: number, creditAmount: number | null, loanAmount: number | null, loanPeriod: number, interestRate: number | null, failureReason: string | null, createTime: string, creditTime: string | null, lendingTime: string | null, creditRemark: string | null, loanRemark: string | null, acceptRemark: string | null, remark: string | null, expiryDate: string | null, contactName: string | null, contactMobile: string | null, officeAddress: string | null, isFirstLoan: boolean | null, productType: { label: string } | null, manager: { id: string, name: string, mobile: string } | null, guaranteeMethods: Array<{ label: string }>, repayMethod: { label: string } | null, loanFor: { label: string } | null, status: { code: number, label: string, errorStyle: boolean }, failureType: { label: string } | null, applyEntry: { urlType: number, redirectUrl: string | null } | null } } };

export type TransitionApplicationMutationVariables = Exact<{
  input: TransitionInput;
}>;


export type TransitionApplicationMutation = { transitionApplication: { id: string } };

export type AdminInstitutionsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminInstitutionsQuery = { institutions: { records: Array<{ id: string, name: string }> } };

export type OrgQueueSearchQueryVariables = Exact<{
  filter?: OrgQueueSearchInput | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type OrgQueueSearchQuery = { orgQueueSearch: { total: number, pageNum: number, pageSize: number, records: Array<{ id: string, overdue: boolean, supplementAnswered: boolean, unreadThreadCount: number, claimTime: string | null, restriction: { reason: string } | null, application: { id: string, source: number, productName: string | null, orgName: string | null, entName: string | null, applyAmount: number, loanPeriod: number, createTime: string, manager: { id: string, name: string } | null, status: { code: number, label: string, errorStyle: boolean } } }> } };

export type OrgAssigneesQueryVariables = Exact<{ [key: string]: never; }>;


export type OrgAssigneesQuery = { orgAssignees: Array<{ id: string, name: string, mobile: string, role: string }> };

export type ClaimApplicationMutationVariables = Exact<{
  id: string | number;
}>;


export type ClaimApplicationMutation = { claimApplication: { applicationId: string, managerId: string, managerName: string } };

export type ReassignApplicationMutationVariables = Exact<{
  id: string | number;
  managerId: string | number;
}>;


export type ReassignApplicationMutation = { reassignApplication: { applicationId: string, managerId: string, managerName: string } };

export type NoteFieldsFragment = { id: string, body: string, authorName: string, createTime: string };

export type OrgApplicationNotesQueryVariables = Exact<{
  applicationId: string | number;
}>;


export type OrgApplicationNotesQuery = { orgApplicationNotes: Array<{ id: string, body: string, authorName: string, createTime: string }> };

export type AddApplicationNoteMutationVariables = Exact<{
  applicationId: string | number;
  body: string;
}>;


export type AddApplicationNoteMutation = { addApplicationNote: { id: string, body: string, authorName: string, createTime: string } };

export type InstitutionProductsQueryVariables = Exact<{
  institutionId: string | number;
}>;


export type InstitutionProductsQuery = { products: { records: Array<{ id: string, name: string }> } };

export type OrgDeskAuthorisationQueryVariables = Exact<{
  id: string | number;
}>;


export type OrgDeskAuthorisationQuery = { orgDeskAuthorisation: { state: string, until: string | null, revokedAt: string | null } };

export type OrgMaterialsQueryVariables = Exact<{
  id: string | number;
}>;


export type OrgMaterialsQuery = { orgMaterials: { mayDownload: boolean, materials: Array<{ path: string, name: string, kind: string, contentType: string, size: number, uploadTime: string }> } };

export type OrgMaterialSettingQueryVariables = Exact<{ [key: string]: never; }>;


export type OrgMaterialSettingQuery = { orgMaterialSetting: { staffMayDownload: boolean } };

export type UpdateOrgMaterialSettingMutationVariables = Exact<{
  staffMayDownload: boolean;
}>;


export type UpdateOrgMaterialSettingMutation = { updateOrgMaterialSetting: { staffMayDownload: boolean } };

export type TallyFieldsFragment = { total: number, inProgress: number, credited: number, lent: number, failed: number, withdrawn: number };

export type OrgCompanyProfileQueryVariables = Exact<{
  applicationId: string | number;
}>;


export type OrgCompanyProfileQuery = { orgCompanyProfile: { applicationId: string, companyName: string, uniformCode: string, legalPerson: string, legalPersonMasked: boolean, registeredCapital: string | null, industry: string | null, certified: boolean, certifiedAt: string | null, authorisationUntil: string, readAt: string, registry: { registrationNumber: string, entityType: string, individualBusiness: boolean, status: string, establishedOn: string, district: string, street: string } | null, preCredits: Array<{ id: string, productName: string | null, amount: number, validFrom: string, validUntil: string, status: number }>, creditSummary: { title: string, notice: string, preCreditInForceCount: number, preCreditInForceAmount: number, applications: { total: number, inProgress: number, credited: number, lent: number, failed: number, withdrawn: number }, needs: { total: number, inProgress: number, credited: number, lent: number, failed: number, withdrawn: number } }, history: Array<{ id: string, source: number, productName: string | null, applyAmount: number | null, createTime: string, status: { code: number, label: string } }> } };

export type GovDataPackFieldsFragment = { configured: boolean, message: string | null, fetchedAt: string | null, pack: { taxCreditRating: string | null, taxesByYear: Array<{ year: number, amount: number }>, insuredByMonth: Array<{ month: string, employees: number }>, utilities: Array<{ month: string, kind: string, amount: number, paidOnTime: boolean }> } | null };

export type OrgCompanyGovDataQueryVariables = Exact<{
  applicationId: string | number;
}>;


export type OrgCompanyGovDataQuery = { orgCompanyGovData: { configured: boolean, message: string | null, fetchedAt: string | null, pack: { taxCreditRating: string | null, taxesByYear: Array<{ year: number, amount: number }>, insuredByMonth: Array<{ month: string, employees: number }>, utilities: Array<{ month: string, kind: string, amount: number, paidOnTime: boolean }> } | null } };

export type RefreshOrgCompanyGovDataMutationVariables = Exact<{
  applicationId: string | number;
}>;


export type RefreshOrgCompanyGovDataMutation = { refreshOrgCompanyGovData: { configured: boolean, message: string | null, fetchedAt: string | null, pack: { taxCreditRating: string | null, taxesByYear: Array<{ year: number, amount: number }>, insuredByMonth: Array<{ month: string, employees: number }>, utilities: Array<{ month: string, kind: string, amount: number, paidOnTime: boolean }> } | null } };

export type OrgSupplementsQueryVariables = Exact<{
  id: string | number;
}>;


export type OrgSupplementsQuery = { orgSupplements: { canRequest: boolean, declinable: boolean, restricted: boolean, rounds: Array<{ id: string, round: number, content: string, replyBy: string, askedAt: string, askedBy: string | null, state: string, overdue: boolean, answerText: string | null, answeredAt: string | null, files: Array<{ path: string, name: string, size: number, uploadTime: string }> }> } };

export type RequestSupplementMutationVariables = Exact<{
  input: SupplementRequestInput;
}>;


export type RequestSupplementMutation = { requestSupplement: { canRequest: boolean } };

export type DeclineForMissingMaterialsMutationVariables = Exact<{
  id: string | number;
}>;


export type DeclineForMissingMaterialsMutation = { declineForMissingMaterials: { id: string } };

export type OrgApplicationThreadQueryVariables = Exact<{
  applicationId: string | number;
}>;


export type OrgApplicationThreadQuery = { orgApplicationThread: { applicationId: string, messages: Array<{ id: string, side: string, authorName: string, body: string, createdAt: string, read: boolean, files: Array<{ path: string, name: string, kind: string }> }> } };

export type SendOrgThreadMessageMutationVariables = Exact<{
  applicationId: string | number;
  body: string;
}>;


export type SendOrgThreadMessageMutation = { sendOrgThreadMessage: { smsSent: boolean, message: { id: string } } };

export type StaffAuditLogQueryVariables = Exact<{
  filter?: StaffAuditFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type StaffAuditLogQuery = { staffAuditLog: { total: number, records: Array<{ id: string, at: string, username: string, staffName: string, roleName: string, orgName: string | null, action: string, actionName: string, route: string, target: string, address: string }> } };

export type GovDashboardQueryVariables = Exact<{
  filter?: DashboardFilter | null | undefined;
}>;


export type GovDashboardQuery = { govDashboard: { startDate: string | null, endDate: string | null, institutionId: string | null, districtName: string | null, productType: number | null, viewTargetWorkingDays: number, decideTargetWorkingDays: number, totals: { applyCount: number, applyAmount: number, creditCount: number, creditAmount: number, loanCount: number, loanAmount: number, enterpriseCount: number, settledCount: number, successRate: number | null, viewMedianHours: number | null, viewShareWithinTarget: number | null, decideMedianHours: number | null, decideShareWithinTarget: number | null }, byMonth: Array<{ key: string | null, label: string, figures: { applyCount: number, applyAmount: number, creditCount: number, creditAmount: number, loanCount: number, loanAmount: number, enterpriseCount: number, settledCount: number, successRate: number | null, viewMedianHours: number | null, viewShareWithinTarget: number | null, decideMedianHours: number | null, decideShareWithinTarget: number | null } }>, byInstitution: Array<{ key: string | null, label: string, figures: { applyCount: number, applyAmount: number, creditCount: number, creditAmount: number, loanCount: number, loanAmount: number, enterpriseCount: number, settledCount: number, successRate: number | null, viewMedianHours: number | null, viewShareWithinTarget: number | null, decideMedianHours: number | null, decideShareWithinTarget: number | null } }>, byDistrict: Array<{ key: string | null, label: string, figures: { applyCount: number, applyAmount: number, creditCount: number, creditAmount: number, loanCount: number, loanAmount: number, enterpriseCount: number, settledCount: number, successRate: number | null, viewMedianHours: number | null, viewShareWithinTarget: number | null, decideMedianHours: number | null, decideShareWithinTarget: number | null } }>, byProductType: Array<{ key: string | null, label: string, figures: { applyCount: number, applyAmount: number, creditCount: number, creditAmount: number, loanCount: number, loanAmount: number, enterpriseCount: number, settledCount: number, successRate: number | null, viewMedianHours: number | null, viewShareWithinTarget: number | null, decideMedianHours: number | null, decideShareWithinTarget: number | null } }> } };

export type DashboardGroupFieldsFragment = { key: string | null, label: string, figures: { applyCount: number, applyAmount: number, creditCount: number, creditAmount: number, loanCount: number, loanAmount: number, enterpriseCount: number, settledCount: number, successRate: number | null, viewMedianHours: number | null, viewShareWithinTarget: number | null, decideMedianHours: number | null, decideShareWithinTarget: number | null } };

export type DashboardFiguresFieldsFragment = { applyCount: number, applyAmount: number, creditCount: number, creditAmount: number, loanCount: number, loanAmount: number, enterpriseCount: number, settledCount: number, successRate: number | null, viewMedianHours: number | null, viewShareWithinTarget: number | null, decideMedianHours: number | null, decideShareWithinTarget: number | null };

export type DashboardChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardChoicesQuery = { institutions: { records: Array<{ id: string, name: string }> }, addressDivisions: Array<{ code: string, name: string }>, lookups: { productTypes: Array<{ code: number, label: string }> } };

export type InstitutionDrillDownQueryVariables = Exact<{
  institutionId: string | number;
  startDate?: string | null | undefined;
  endDate?: string | null | undefined;
}>;


export type InstitutionDrillDownQuery = { govInstitutionDrillDown: { institutionId: string, institutionName: string, viewTargetWorkingDays: number, decideTargetWorkingDays: number, months: Array<{ month: string, applyCount: number, viewMedianHours: number | null, viewShareWithinTarget: number | null, decideMedianHours: number | null, decideShareWithinTarget: number | null, declines: { type1: number, type2: number, type3: number, type4: number } }>, declineTotals: { type1: number, type2: number, type3: number, type4: number } } };

export type DashboardOfferFiguresQueryVariables = Exact<{
  filter?: DashboardFilter | null | undefined;
}>;


export type DashboardOfferFiguresQuery = { govDashboard: { offers: { needs: number, needsWithOffers: number, offers: number, offersPerNeed: number | null, firstOfferMedianHours: number | null, acceptedOffers: number } } };

export type EscalationsQueryVariables = Exact<{
  page?: PageInput | null | undefined;
}>;


export type EscalationsQuery = { escalations: { total: number, records: Array<{ id: string, applicationId: string, stage: string, orgName: string, escalatedAt: string, loanStatus: number, source: number, entName: string }> } };

export type AdminCaptchaQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminCaptchaQuery = { captcha: { key: string, shadeImage: string, cutoutImage: string, y: number } };

export type AdminCheckCaptchaMutationVariables = Exact<{
  key: string;
  x: number;
  y: number;
}>;


export type AdminCheckCaptchaMutation = { checkCaptcha: string };

export type StaffLoginMutationVariables = Exact<{
  input: StaffLoginInput;
}>;


export type StaffLoginMutation = { staffLogin: { next: string, ticket: string, secret: string | null, otpauthUri: string | null } };

export type StaffConfirmCodeMutationVariables = Exact<{
  ticket: string;
  code: string;
}>;


export type StaffConfirmCodeMutation = { staffConfirmCode: { id: string, username: string, name: string, role: string, roleName: string, orgId: string | null, orgName: string | null } };

export type OpenNeedsQueryVariables = Exact<{
  page?: PageInput | null | undefined;
}>;


export type OpenNeedsQuery = { openNeeds: { total: number, pageNum: number, pageSize: number, records: Array<{ id: string, entName: string | null, applyAmount: number, loanPeriod: number, createTime: string, expiryDate: string | null, loanFor: { label: string } | null, guaranteeMethods: Array<{ label: string }> }> } };

export type ClaimNeedMutationVariables = Exact<{
  id: string | number;
}>;


export type ClaimNeedMutation = { claimNeed: string };

export type SendNeedOfferMutationVariables = Exact<{
  input: NeedOfferInput;
}>;


export type SendNeedOfferMutation = { sendNeedOffer: { id: string, state: string } };

export type WithdrawNeedOfferMutationVariables = Exact<{
  id: string | number;
}>;


export type WithdrawNeedOfferMutation = { withdrawNeedOffer: { id: string, state: string } };

export type OrgNeedOffersQueryVariables = Exact<{
  page?: PageInput | null | undefined;
}>;


export type OrgNeedOffersQuery = { orgNeedOffers: { total: number, pageNum: number, pageSize: number, records: Array<{ id: string, needId: string, entName: string | null, applyAmount: number | null, loanPeriod: number | null, amountMin: number, amountMax: number, rateMin: number, rateMax: number, termMonths: number, validUntil: string, state: string, stateLabel: string, expired: boolean, offerTime: string, decideTime: string | null }> } };

export type GrantPreCreditMutationVariables = Exact<{
  input: PreCreditGrantInput;
}>;


export type GrantPreCreditMutation = { grantPreCredit: { line: number, uniformCode: string, companyName: string | null, amount: number | null, validFrom: string | null, validUntil: string | null, accepted: boolean, reason: string | null, id: string | null } };

export type PreCreditImportRowFieldsFragment = { line: number, uniformCode: string, companyName: string | null, amount: number | null, validFrom: string | null, validUntil: string | null, accepted: boolean, reason: string | null, id: string | null };

export type ImportPreCreditsMutationVariables = Exact<{
  csv: string;
}>;


export type ImportPreCreditsMutation = { importPreCredits: { imported: boolean, acceptedCount: number, refusedCount: number, rows: Array<{ line: number, uniformCode: string, companyName: string | null, amount: number | null, validFrom: string | null, validUntil: string | null, accepted: boolean, reason: string | null, id: string | null }> } };

export type OrgPreCreditsQueryVariables = Exact<{
  page?: PageInput | null | undefined;
}>;


export type OrgPreCreditsQuery = { orgPreCredits: { total: number, records: Array<{ id: string, companyName: string, uniformCode: string, productName: string | null, amount: number, validFrom: string, validUntil: string, status: number, statusLabel: string, remark: string | null, grantedAt: string, grantedBy: string | null }> } };

export type OrgProductsQueryVariables = Exact<{
  filter?: OrgProductFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type OrgProductsQuery = { orgProducts: { total: number, records: Array<{ id: string, productName: string, productType: number, guaranteeMethods: Array<number>, repayMethods: Array<number>, minAmount: number | null, maxAmount: number | null, rateMin: number | null, rateMax: number | null, minPeriod: number | null, maxPeriod: number | null, summary: string, introduction: string, conditions: string, materials: string, applyUrlType: number, applyRedirectUrl: string | null, applyCount: number, onShelf: boolean, createTime: string }> } };

export type CreateOrgProductMutationVariables = Exact<{
  input: OrgProductInput;
}>;


export type CreateOrgProductMutation = { createOrgProduct: { id: string, productName: string, onShelf: boolean } };

export type UpdateOrgProductMutationVariables = Exact<{
  id: string | number;
  input: OrgProductInput;
}>;


export type UpdateOrgProductMutation = { updateOrgProduct: { id: string, productName: string, onShelf: boolean } };

export type RemoveOrgProductMutationVariables = Exact<{
  id: string | number;
}>;


export type RemoveOrgProductMutation = { removeOrgProduct: { id: string, onShelf: boolean } };

export type ResponseTimesQueryVariables = Exact<{
  days?: number | null | undefined;
}>;


export type ResponseTimesQuery = { responseTimes: { days: number, viewTargetWorkingDays: number, decideTargetWorkingDays: number, institutions: Array<{ orgId: string, orgName: string, applications: number, view: { reached: number, medianHours: number | null, p90Hours: number | null, withinTarget: number | null, due: number | null, shareWithinTarget: number | null }, accept: { reached: number, medianHours: number | null, p90Hours: number | null }, decide: { reached: number, medianHours: number | null, p90Hours: number | null, withinTarget: number | null, due: number | null, shareWithinTarget: number | null } }> } };

export type ResponseStepFieldsFragment = { reached: number, medianHours: number | null, p90Hours: number | null, withinTarget: number | null, due: number | null, shareWithinTarget: number | null };

export type LiveQueueSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type LiveQueueSubscription = { orgQueueChanged: { id: string } };

export type LiveDashboardSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type LiveDashboardSubscription = { govDashboardChanged: { id: string } };

export type StaffMeQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffMeQuery = { staffMe: { id: string, username: string, name: string, role: string, roleName: string, orgId: string | null, orgName: string | null } | null };

export type StaffFieldsFragment = { id: string, username: string, name: string, role: string, roleName: string, orgId: string | null, orgName: string | null };

export type StaffLogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type StaffLogoutMutation = { staffLogout: boolean };

export const NoteFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrgApplicationNote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]} as unknown as DocumentNode<NoteFieldsFragment, unknown>;
export const TallyFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TallyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationTally"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"inProgress"}},{"kind":"Field","name":{"kind":"Name","value":"credited"}},{"kind":"Field","name":{"kind":"Name","value":"lent"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawn"}}]}}]} as unknown as DocumentNode<TallyFieldsFragment, unknown>;
export const GovDataPackFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GovDataPackFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GovDataPackAnswer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configured"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fetchedAt"}},{"kind":"Field","name":{"kind":"Name","value":"pack"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taxCreditRating"}},{"kind":"Field","name":{"kind":"Name","value":"taxesByYear"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"insuredByMonth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"employees"}}]}},{"kind":"Field","name":{"kind":"Name","value":"utilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"paidOnTime"}}]}}]}}]}}]} as unknown as DocumentNode<GovDataPackFieldsFragment, unknown>;
export const DashboardFiguresFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardFiguresFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DashboardFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applyCount"}},{"kind":"Field","name":{"kind":"Name","value":"applyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"creditCount"}},{"kind":"Field","name":{"kind":"Name","value":"creditAmount"}},{"kind":"Field","name":{"kind":"Name","value":"loanCount"}},{"kind":"Field","name":{"kind":"Name","value":"loanAmount"}},{"kind":"Field","name":{"kind":"Name","value":"enterpriseCount"}},{"kind":"Field","name":{"kind":"Name","value":"settledCount"}},{"kind":"Field","name":{"kind":"Name","value":"successRate"}},{"kind":"Field","name":{"kind":"Name","value":"viewMedianHours"}},{"kind":"Field","name":{"kind":"Name","value":"viewShareWithinTarget"}},{"kind":"Field","name":{"kind":"Name","value":"decideMedianHours"}},{"kind":"Field","name":{"kind":"Name","value":"decideShareWithinTarget"}}]}}]} as unknown as DocumentNode<DashboardFiguresFieldsFragment, unknown>;
export const DashboardGroupFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DashboardGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardFiguresFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardFiguresFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DashboardFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applyCount"}},{"kind":"Field","name":{"kind":"Name","value":"applyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"creditCount"}},{"kind":"Field","name":{"kind":"Name","value":"creditAmount"}},{"kind":"Field","name":{"kind":"Name","value":"loanCount"}},{"kind":"Field","name":{"kind":"Name","value":"loanAmount"}},{"kind":"Field","name":{"kind":"Name","value":"enterpriseCount"}},{"kind":"Field","name":{"kind":"Name","value":"settledCount"}},{"kind":"Field","name":{"kind":"Name","value":"successRate"}},{"kind":"Field","name":{"kind":"Name","value":"viewMedianHours"}},{"kind":"Field","name":{"kind":"Name","value":"viewShareWithinTarget"}},{"kind":"Field","name":{"kind":"Name","value":"decideMedianHours"}},{"kind":"Field","name":{"kind":"Name","value":"decideShareWithinTarget"}}]}}]} as unknown as DocumentNode<DashboardGroupFieldsFragment, unknown>;
export const PreCreditImportRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PreCreditImportRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PreCreditImportRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"uniformCode"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"accepted"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]} as unknown as DocumentNode<PreCreditImportRowFieldsFragment, unknown>;
export const ResponseStepFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponseStepFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResponseStep"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reached"}},{"kind":"Field","name":{"kind":"Name","value":"medianHours"}},{"kind":"Field","name":{"kind":"Name","value":"p90Hours"}},{"kind":"Field","name":{"kind":"Name","value":"withinTarget"}},{"kind":"Field","name":{"kind":"Name","value":"due"}},{"kind":"Field","name":{"kind":"Name","value":"shareWithinTarget"}}]}}]} as unknown as DocumentNode<ResponseStepFieldsFragment, unknown>;
export const StaffFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Staff"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}}]}}]} as unknown as DocumentNode<StaffFieldsFragment, unknown>;
export const OrgApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrgApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orgApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"claimTime"}},{"kind":"Field","name":{"kind":"Name","value":"restriction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"managers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"fromStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"toStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"actorAccount"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"creditAmount"}},{"kind":"Field","name":{"kind":"Name","value":"loanAmount"}},{"kind":"Field","name":{"kind":"Name","value":"time"}}]}},{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}},{"kind":"Field","name":{"kind":"Name","value":"manager"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}}]}},{"kind":"Field","name":{"kind":"Name","value":"entName"}},{"kind":"Field","name":{"kind":"Name","value":"applyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"creditAmount"}},{"kind":"Field","name":{"kind":"Name","value":"loanAmount"}},{"kind":"Field","name":{"kind":"Name","value":"loanPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"guaranteeMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"repayMethod"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"loanFor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"interestRate"}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"errorStyle"}}]}},{"kind":"Field","name":{"kind":"Name","value":"failureType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"creditTime"}},{"kind":"Field","name":{"kind":"Name","value":"lendingTime"}},{"kind":"Field","name":{"kind":"Name","value":"creditRemark"}},{"kind":"Field","name":{"kind":"Name","value":"loanRemark"}},{"kind":"Field","name":{"kind":"Name","value":"acceptRemark"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"expiryDate"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactMobile"}},{"kind":"Field","name":{"kind":"Name","value":"officeAddress"}},{"kind":"Field","name":{"kind":"Name","value":"isFirstLoan"}},{"kind":"Field","name":{"kind":"Name","value":"applyEntry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"urlType"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}}]}}]}}]}}]}}]} as unknown as DocumentNode<OrgApplicationQuery, OrgApplicationQueryVariables>;
export const TransitionApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TransitionApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TransitionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transitionApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<TransitionApplicationMutation, TransitionApplicationMutationVariables>;
export const AdminInstitutionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminInstitutions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"institutions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"pageNum"},"value":{"kind":"IntValue","value":"1"}},{"kind":"ObjectField","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"50"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<AdminInstitutionsQuery, AdminInstitutionsQueryVariables>;
export const OrgQueueSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrgQueueSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrgQueueSearchInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orgQueueSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"pageNum"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"supplementAnswered"}},{"kind":"Field","name":{"kind":"Name","value":"unreadThreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"claimTime"}},{"kind":"Field","name":{"kind":"Name","value":"restriction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}},{"kind":"Field","name":{"kind":"Name","value":"entName"}},{"kind":"Field","name":{"kind":"Name","value":"applyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"loanPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"manager"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"errorStyle"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<OrgQueueSearchQuery, OrgQueueSearchQueryVariables>;
export const OrgAssigneesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrgAssignees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orgAssignees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<OrgAssigneesQuery, OrgAssigneesQueryVariables>;
export const ClaimApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClaimApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"managerId"}},{"kind":"Field","name":{"kind":"Name","value":"managerName"}}]}}]}}]} as unknown as DocumentNode<ClaimApplicationMutation, ClaimApplicationMutationVariables>;
export const ReassignApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReassignApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"managerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reassignApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"managerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"managerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"managerId"}},{"kind":"Field","name":{"kind":"Name","value":"managerName"}}]}}]}}]} as unknown as DocumentNode<ReassignApplicationMutation, ReassignApplicationMutationVariables>;
export const OrgApplicationNotesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrgApplicationNotes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orgApplicationNotes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NoteFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrgApplicationNote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]} as unknown as DocumentNode<OrgApplicationNotesQuery, OrgApplicationNotesQueryVariables>;
export const AddApplicationNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddApplicationNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"body"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addApplicationNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"body"},"value":{"kind":"Variable","name":{"kind":"Name","value":"body"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NoteFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrgApplicationNote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]} as unknown as DocumentNode<AddApplicationNoteMutation, AddApplicationNoteMutationVariables>;
export const InstitutionProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InstitutionProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"institutionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"institutionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"institutionId"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"50"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<InstitutionProductsQuery, InstitutionProductsQueryVariables>;
export const OrgDeskAuthorisationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrgDeskAuthorisation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orgDeskAuthorisation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]}}]} as unknown as DocumentNode<OrgDeskAuthorisationQuery, OrgDeskAuthorisationQueryVariables>;
export const OrgMaterialsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrgMaterials"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orgMaterials"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mayDownload"}},{"kind":"Field","name":{"kind":"Name","value":"materials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"uploadTime"}}]}}]}}]}}]} as unknown as DocumentNode<OrgMaterialsQuery, OrgMaterialsQueryVariables>;
export const OrgMaterialSettingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrgMaterialSetting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orgMaterialSetting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffMayDownload"}}]}}]}}]} as unknown as DocumentNode<OrgMaterialSettingQuery, OrgMaterialSettingQueryVariables>;
export const UpdateOrgMaterialSettingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateOrgMaterialSetting"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"staffMayDownload"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateOrgMaterialSetting"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"staffMayDownload"},"value":{"kind":"Variable","name":{"kind":"Name","value":"staffMayDownload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffMayDownload"}}]}}]}}]} as unknown as DocumentNode<UpdateOrgMaterialSettingMutation, UpdateOrgMaterialSettingMutationVariables>;
export const OrgCompanyProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrgCompanyProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orgCompanyProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"uniformCode"}},{"kind":"Field","name":{"kind":"Name","value":"legalPerson"}},{"kind":"Field","name":{"kind":"Name","value":"legalPersonMasked"}},{"kind":"Field","name":{"kind":"Name","value":"registeredCapital"}},{"kind":"Field","name":{"kind":"Name","value":"industry"}},{"kind":"Field","name":{"kind":"Name","value":"registry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"individualBusiness"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"establishedOn"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"street"}}]}},{"kind":"Field","name":{"kind":"Name","value":"certified"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"preCredits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creditSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"notice"}},{"kind":"Field","name":{"kind":"Name","value":"applications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TallyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"needs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TallyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"preCreditInForceCount"}},{"kind":"Field","name":{"kind":"Name","value":"preCreditInForceAmount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"applyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}},{"kind":"Field","name":{"kind":"Name","value":"authorisationUntil"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TallyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationTally"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"inProgress"}},{"kind":"Field","name":{"kind":"Name","value":"credited"}},{"kind":"Field","name":{"kind":"Name","value":"lent"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawn"}}]}}]} as unknown as DocumentNode<OrgCompanyProfileQuery, OrgCompanyProfileQueryVariables>;
export const OrgCompanyGovDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrgCompanyGovData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orgCompanyGovData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GovDataPackFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GovDataPackFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GovDataPackAnswer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configured"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fetchedAt"}},{"kind":"Field","name":{"kind":"Name","value":"pack"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taxCreditRating"}},{"kind":"Field","name":{"kind":"Name","value":"taxesByYear"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"insuredByMonth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"employees"}}]}},{"kind":"Field","name":{"kind":"Name","value":"utilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"paidOnTime"}}]}}]}}]}}]} as unknown as DocumentNode<OrgCompanyGovDataQuery, OrgCompanyGovDataQueryVariables>;
export const RefreshOrgCompanyGovDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefreshOrgCompanyGovData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshOrgCompanyGovData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GovDataPackFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GovDataPackFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GovDataPackAnswer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configured"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fetchedAt"}},{"kind":"Field","name":{"kind":"Name","value":"pack"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taxCreditRating"}},{"kind":"Field","name":{"kind":"Name","value":"taxesByYear"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"insuredByMonth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"employees"}}]}},{"kind":"Field","name":{"kind":"Name","value":"utilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"paidOnTime"}}]}}]}}]}}]} as unknown as DocumentNode<RefreshOrgCompanyGovDataMutation, RefreshOrgCompanyGovDataMutationVariables>;
export const OrgSupplementsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrgSupplements"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orgSupplements"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canRequest"}},{"kind":"Field","name":{"kind":"Name","value":"declinable"}},{"kind":"Field","name":{"kind":"Name","value":"restricted"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"replyBy"}},{"kind":"Field","name":{"kind":"Name","value":"askedAt"}},{"kind":"Field","name":{"kind":"Name","value":"askedBy"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"answerText"}},{"kind":"Field","name":{"kind":"Name","value":"answeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"uploadTime"}}]}}]}}]}}]}}]} as unknown as DocumentNode<OrgSupplementsQuery, OrgSupplementsQueryVariables>;
export const RequestSupplementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestSupplement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SupplementRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestSupplement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canRequest"}}]}}]}}]} as unknown as DocumentNode<RequestSupplementMutation, RequestSupplementMutationVariables>;
export const DeclineForMissingMaterialsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeclineForMissingMaterials"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"declineForMissingMaterials"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeclineForMissingMaterialsMutation, DeclineForMissingMaterialsMutationVariables>;
export const OrgApplicationThreadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrgApplicationThread"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orgApplicationThread"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]}}]} as unknown as DocumentNode<OrgApplicationThreadQuery, OrgApplicationThreadQueryVariables>;
export const SendOrgThreadMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendOrgThreadMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"body"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendOrgThreadMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"body"},"value":{"kind":"Variable","name":{"kind":"Name","value":"body"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"smsSent"}},{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<SendOrgThreadMessageMutation, SendOrgThreadMessageMutationVariables>;
export const StaffAuditLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffAuditLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffAuditFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffAuditLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"staffName"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"actionName"}},{"kind":"Field","name":{"kind":"Name","value":"route"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}}]}}]}}]} as unknown as DocumentNode<StaffAuditLogQuery, StaffAuditLogQueryVariables>;
export const GovDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GovDashboard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DashboardFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"govDashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"institutionId"}},{"kind":"Field","name":{"kind":"Name","value":"districtName"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}},{"kind":"Field","name":{"kind":"Name","value":"viewTargetWorkingDays"}},{"kind":"Field","name":{"kind":"Name","value":"decideTargetWorkingDays"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardFiguresFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byMonth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardGroupFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byInstitution"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardGroupFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byDistrict"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardGroupFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byProductType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardGroupFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardFiguresFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DashboardFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applyCount"}},{"kind":"Field","name":{"kind":"Name","value":"applyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"creditCount"}},{"kind":"Field","name":{"kind":"Name","value":"creditAmount"}},{"kind":"Field","name":{"kind":"Name","value":"loanCount"}},{"kind":"Field","name":{"kind":"Name","value":"loanAmount"}},{"kind":"Field","name":{"kind":"Name","value":"enterpriseCount"}},{"kind":"Field","name":{"kind":"Name","value":"settledCount"}},{"kind":"Field","name":{"kind":"Name","value":"successRate"}},{"kind":"Field","name":{"kind":"Name","value":"viewMedianHours"}},{"kind":"Field","name":{"kind":"Name","value":"viewShareWithinTarget"}},{"kind":"Field","name":{"kind":"Name","value":"decideMedianHours"}},{"kind":"Field","name":{"kind":"Name","value":"decideShareWithinTarget"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DashboardGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardFiguresFields"}}]}}]}}]} as unknown as DocumentNode<GovDashboardQuery, GovDashboardQueryVariables>;
export const DashboardChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"institutions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"pageNum"},"value":{"kind":"IntValue","value":"1"}},{"kind":"ObjectField","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"50"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"addressDivisions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"level"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lookups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]}}]} as unknown as DocumentNode<DashboardChoicesQuery, DashboardChoicesQueryVariables>;
export const InstitutionDrillDownDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InstitutionDrillDown"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"institutionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"govInstitutionDrillDown"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"institutionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"institutionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"startDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"endDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"institutionId"}},{"kind":"Field","name":{"kind":"Name","value":"institutionName"}},{"kind":"Field","name":{"kind":"Name","value":"viewTargetWorkingDays"}},{"kind":"Field","name":{"kind":"Name","value":"decideTargetWorkingDays"}},{"kind":"Field","name":{"kind":"Name","value":"months"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"applyCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewMedianHours"}},{"kind":"Field","name":{"kind":"Name","value":"viewShareWithinTarget"}},{"kind":"Field","name":{"kind":"Name","value":"decideMedianHours"}},{"kind":"Field","name":{"kind":"Name","value":"decideShareWithinTarget"}},{"kind":"Field","name":{"kind":"Name","value":"declines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type1"}},{"kind":"Field","name":{"kind":"Name","value":"type2"}},{"kind":"Field","name":{"kind":"Name","value":"type3"}},{"kind":"Field","name":{"kind":"Name","value":"type4"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"declineTotals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type1"}},{"kind":"Field","name":{"kind":"Name","value":"type2"}},{"kind":"Field","name":{"kind":"Name","value":"type3"}},{"kind":"Field","name":{"kind":"Name","value":"type4"}}]}}]}}]}}]} as unknown as DocumentNode<InstitutionDrillDownQuery, InstitutionDrillDownQueryVariables>;
export const DashboardOfferFiguresDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardOfferFigures"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DashboardFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"govDashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"needs"}},{"kind":"Field","name":{"kind":"Name","value":"needsWithOffers"}},{"kind":"Field","name":{"kind":"Name","value":"offers"}},{"kind":"Field","name":{"kind":"Name","value":"offersPerNeed"}},{"kind":"Field","name":{"kind":"Name","value":"firstOfferMedianHours"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedOffers"}}]}}]}}]}}]} as unknown as DocumentNode<DashboardOfferFiguresQuery, DashboardOfferFiguresQueryVariables>;
export const EscalationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Escalations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"escalations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}},{"kind":"Field","name":{"kind":"Name","value":"escalatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"loanStatus"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"entName"}}]}}]}}]}}]} as unknown as DocumentNode<EscalationsQuery, EscalationsQueryVariables>;
export const AdminCaptchaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCaptcha"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"captcha"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"shadeImage"}},{"kind":"Field","name":{"kind":"Name","value":"cutoutImage"}},{"kind":"Field","name":{"kind":"Name","value":"y"}}]}}]}}]} as unknown as DocumentNode<AdminCaptchaQuery, AdminCaptchaQueryVariables>;
export const AdminCheckCaptchaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCheckCaptcha"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"x"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"y"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkCaptcha"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}},{"kind":"Argument","name":{"kind":"Name","value":"x"},"value":{"kind":"Variable","name":{"kind":"Name","value":"x"}}},{"kind":"Argument","name":{"kind":"Name","value":"y"},"value":{"kind":"Variable","name":{"kind":"Name","value":"y"}}}]}]}}]} as unknown as DocumentNode<AdminCheckCaptchaMutation, AdminCheckCaptchaMutationVariables>;
export const StaffLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffLoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffLogin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"next"}},{"kind":"Field","name":{"kind":"Name","value":"ticket"}},{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"otpauthUri"}}]}}]}}]} as unknown as DocumentNode<StaffLoginMutation, StaffLoginMutationVariables>;
export const StaffConfirmCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffConfirmCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticket"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffConfirmCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ticket"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticket"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Staff"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}}]}}]} as unknown as DocumentNode<StaffConfirmCodeMutation, StaffConfirmCodeMutationVariables>;
export const OpenNeedsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpenNeeds"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openNeeds"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"pageNum"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"entName"}},{"kind":"Field","name":{"kind":"Name","value":"applyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"loanPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"loanFor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"guaranteeMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"expiryDate"}}]}}]}}]}}]} as unknown as DocumentNode<OpenNeedsQuery, OpenNeedsQueryVariables>;
export const ClaimNeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClaimNeed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimNeed"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ClaimNeedMutation, ClaimNeedMutationVariables>;
export const SendNeedOfferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendNeedOffer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NeedOfferInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendNeedOffer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]} as unknown as DocumentNode<SendNeedOfferMutation, SendNeedOfferMutationVariables>;
export const WithdrawNeedOfferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WithdrawNeedOffer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawNeedOffer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]} as unknown as DocumentNode<WithdrawNeedOfferMutation, WithdrawNeedOfferMutationVariables>;
export const OrgNeedOffersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrgNeedOffers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orgNeedOffers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"pageNum"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"needId"}},{"kind":"Field","name":{"kind":"Name","value":"entName"}},{"kind":"Field","name":{"kind":"Name","value":"applyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"loanPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"amountMin"}},{"kind":"Field","name":{"kind":"Name","value":"amountMax"}},{"kind":"Field","name":{"kind":"Name","value":"rateMin"}},{"kind":"Field","name":{"kind":"Name","value":"rateMax"}},{"kind":"Field","name":{"kind":"Name","value":"termMonths"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}},{"kind":"Field","name":{"kind":"Name","value":"offerTime"}},{"kind":"Field","name":{"kind":"Name","value":"decideTime"}}]}}]}}]}}]} as unknown as DocumentNode<OrgNeedOffersQuery, OrgNeedOffersQueryVariables>;
export const GrantPreCreditDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GrantPreCredit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PreCreditGrantInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grantPreCredit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PreCreditImportRowFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PreCreditImportRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PreCreditImportRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"uniformCode"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"accepted"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]} as unknown as DocumentNode<GrantPreCreditMutation, GrantPreCreditMutationVariables>;
export const ImportPreCreditsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportPreCredits"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"csv"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importPreCredits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"csv"},"value":{"kind":"Variable","name":{"kind":"Name","value":"csv"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imported"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedCount"}},{"kind":"Field","name":{"kind":"Name","value":"refusedCount"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PreCreditImportRowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PreCreditImportRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PreCreditImportRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"uniformCode"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"accepted"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]} as unknown as DocumentNode<ImportPreCreditsMutation, ImportPreCreditsMutationVariables>;
export const OrgPreCreditsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrgPreCredits"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orgPreCredits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"uniformCode"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"grantedAt"}},{"kind":"Field","name":{"kind":"Name","value":"grantedBy"}}]}}]}}]}}]} as unknown as DocumentNode<OrgPreCreditsQuery, OrgPreCreditsQueryVariables>;
export const OrgProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrgProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrgProductFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orgProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}},{"kind":"Field","name":{"kind":"Name","value":"guaranteeMethods"}},{"kind":"Field","name":{"kind":"Name","value":"repayMethods"}},{"kind":"Field","name":{"kind":"Name","value":"minAmount"}},{"kind":"Field","name":{"kind":"Name","value":"maxAmount"}},{"kind":"Field","name":{"kind":"Name","value":"rateMin"}},{"kind":"Field","name":{"kind":"Name","value":"rateMax"}},{"kind":"Field","name":{"kind":"Name","value":"minPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"maxPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"introduction"}},{"kind":"Field","name":{"kind":"Name","value":"conditions"}},{"kind":"Field","name":{"kind":"Name","value":"materials"}},{"kind":"Field","name":{"kind":"Name","value":"applyUrlType"}},{"kind":"Field","name":{"kind":"Name","value":"applyRedirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"applyCount"}},{"kind":"Field","name":{"kind":"Name","value":"onShelf"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]}}]}}]} as unknown as DocumentNode<OrgProductsQuery, OrgProductsQueryVariables>;
export const CreateOrgProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateOrgProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrgProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOrgProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"onShelf"}}]}}]}}]} as unknown as DocumentNode<CreateOrgProductMutation, CreateOrgProductMutationVariables>;
export const UpdateOrgProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateOrgProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrgProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateOrgProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"onShelf"}}]}}]}}]} as unknown as DocumentNode<UpdateOrgProductMutation, UpdateOrgProductMutationVariables>;
export const RemoveOrgProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveOrgProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeOrgProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"onShelf"}}]}}]}}]} as unknown as DocumentNode<RemoveOrgProductMutation, RemoveOrgProductMutationVariables>;
export const ResponseTimesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResponseTimes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"days"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"responseTimes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"Variable","name":{"kind":"Name","value":"days"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"viewTargetWorkingDays"}},{"kind":"Field","name":{"kind":"Name","value":"decideTargetWorkingDays"}},{"kind":"Field","name":{"kind":"Name","value":"institutions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}},{"kind":"Field","name":{"kind":"Name","value":"applications"}},{"kind":"Field","name":{"kind":"Name","value":"view"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponseStepFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accept"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reached"}},{"kind":"Field","name":{"kind":"Name","value":"medianHours"}},{"kind":"Field","name":{"kind":"Name","value":"p90Hours"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decide"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponseStepFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponseStepFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResponseStep"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reached"}},{"kind":"Field","name":{"kind":"Name","value":"medianHours"}},{"kind":"Field","name":{"kind":"Name","value":"p90Hours"}},{"kind":"Field","name":{"kind":"Name","value":"withinTarget"}},{"kind":"Field","name":{"kind":"Name","value":"due"}},{"kind":"Field","name":{"kind":"Name","value":"shareWithinTarget"}}]}}]} as unknown as DocumentNode<ResponseTimesQuery, ResponseTimesQueryVariables>;
export const LiveQueueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"LiveQueue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orgQueueChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<LiveQueueSubscription, LiveQueueSubscriptionVariables>;
export const LiveDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"LiveDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"govDashboardChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<LiveDashboardSubscription, LiveDashboardSubscriptionVariables>;
export const StaffMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Staff"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}}]}}]} as unknown as DocumentNode<StaffMeQuery, StaffMeQueryVariables>;
export const StaffLogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffLogout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffLogout"}}]}}]} as unknown as DocumentNode<StaffLogoutMutation, StaffLogoutMutationVariables>;