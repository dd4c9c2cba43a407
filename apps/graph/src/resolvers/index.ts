import type { Resolvers } from '#generated/resolvers-types.ts';
import {
  accountCompanyFields,
  loginCompanyFields,
  protocolDetailFields,
  protocolFields,
  userInfoFields,
} from './account-types.ts';
import { accountsMutation } from './accounts-mutation.ts';
import { accountsQuery } from './accounts-query.ts';
import { sessionMutation } from './accounts-session.ts';
import {
  applicationsMutation,
  applicationsQuery,
  loanApplicationEventFields,
  loanApplicationFields,
} from './applications.ts';
// Issue 21, the audit log.
import { auditQuery, staffAuditEntryFields } from './audit.ts';
import { canteenMutation, canteenQuery, canteenUserFields } from './canteen.ts';
import { catalogQuery, institutionFields, productFields } from './catalog.ts';
import { companiesMutation, companiesQuery, companySearchPageFields, registryCompanyFields } from './companies.ts';
import { articleFields, contentQuery, policyDepartmentFields, policyFields } from './content.ts';
import {
  dashboardQuery,
  govDashboardFields,
  institutionResponseTimesField,
  publishedResponseTimesFields,
} from './dashboard.ts';
import {
  dataAuthorisationFields,
  dataAuthorisationLedgerEntryFields,
  dataAuthorisationMutation,
  dataAuthorisationQuery,
  dataAuthorisationStateFields,
} from './data-authorisation.ts';
import {
  creditSummaryFields,
  equityApplicationResultFields,
  estimatesMutation,
  estimatesQuery,
  preCreditFields,
  quotaEstimateFields,
} from './estimates.ts';
import { filesMutation, filesQuery } from './files.ts';
import { faceCheckFields, identityMutation, identityQuery, verificationStateFields } from './identity.ts';
import { importDetailFields, importsMutation, importsQuery } from './imports.ts';
import { messageFields, messagesMutation, messagesQuery } from './messages.ts';
// Issue 22, slice offers.
import {
  govDashboardOfferFields,
  needOfferFields,
  needOffersFields,
  needOffersMutation,
  needOffersQuery,
} from './need-offers.ts';
import { outsideLoginMutation, outsideLoginQuery } from './outside-login.ts';
// Issue 22, slice policies.
import { policyMatchFields, policyMatchQuery } from './policy-match.ts';
import { postalQuery } from './postal.ts';
import {
  referralFields,
  referralOptionFields,
  referralOptionsFields,
  referralsMutation,
  referralsQuery,
} from './referrals.ts';
import { rootMutation, rootQuery } from './root.ts';
import { shortLinksTrackingMutation } from './short-links-tracking.ts';
import {
  institutionCountsFields,
  institutionIconFields,
  institutionTypeCountFields,
  lenderRankFields,
  statisticsQuery,
  successCaseFields,
} from './statistics.ts';
// Issue 22, slice subsidy.
import {
  subsidyClaimFields,
  subsidyClaimRowFields,
  subsidyLoanFields,
  subsidyMutation,
  subsidyQuery,
} from './subsidy-claims.ts';
import { workbenchMutation, workbenchQuery } from './workbench.ts';
// Issue 20, slice assign.
import {
  orgApplicationNoteFields,
  orgApplicationPageFields,
  orgAssigneeFields,
  orgAssignmentFields,
  workbenchAssignMutation,
  workbenchAssignQuery,
} from './workbench-assign.ts';
import { deskviewMutation, deskviewQuery } from './workbench-deskview.ts';
import {
  orgPreCreditFields,
  orgProductFields,
  preCreditImportRowFields,
  workbenchProductsMutation,
  workbenchProductsQuery,
} from './workbench-products.ts';
import { workbenchProfileMutation, workbenchProfileQuery } from './workbench-profile.ts';
// Issue 20, slice supplement.
import {
  loanApplicationEventSupplementFields,
  orgApplicationSupplementFields,
  supplementFields,
  supplementMutation,
  supplementQuery,
} from './workbench-supplement.ts';
import {
  applicationThreadFields,
  institutionDrillDownFields,
  orgApplicationThreadFields,
  threadMessageFields,
  threadsMutation,
  threadsQuery,
  unreadThreadFields,
} from './workbench-threads.ts';
import {
  escalationFields,
  institutionResponseTimesFields,
  orgApplicationFields,
  responseStepFields,
  responseTimesFields,
  staffFields,
  staffLoginStepFields,
} from './workbench-types.ts';
import { productClassFields, productZoneFields, zonesMutation, zonesQuery } from './zones.ts';

/** All resolvers; each area adds its Query/Mutation fields and type resolvers here. */
export const resolvers: Resolvers = {
  Query: {
    ...rootQuery,
    ...catalogQuery,
    ...zonesQuery,
    ...contentQuery,
    ...applicationsQuery,
    ...accountsQuery,
    ...identityQuery,
    ...companiesQuery,
    ...importsQuery,
    ...canteenQuery,
    ...dataAuthorisationQuery,
    ...filesQuery,
    ...estimatesQuery,
    ...outsideLoginQuery,
    ...statisticsQuery,
    ...postalQuery,
    ...workbenchQuery,
    ...workbenchProductsQuery,
    ...messagesQuery,
    ...dashboardQuery,
    ...referralsQuery,
    ...workbenchProfileQuery,
    // Issue 20, deskview
    ...deskviewQuery,
    ...supplementQuery,
    ...threadsQuery,
    ...workbenchAssignQuery,
    ...auditQuery,
    // Issue 22, slice offers.
    ...needOffersQuery,
    // Issue 22, slice policies.
    ...policyMatchQuery,
    // Issue 22, slice subsidy.
    ...subsidyQuery,
  },
  Mutation: {
    ...rootMutation,
    ...applicationsMutation,
    ...sessionMutation,
    ...accountsMutation,
    ...identityMutation,
    ...companiesMutation,
    ...importsMutation,
    ...canteenMutation,
    ...dataAuthorisationMutation,
    ...filesMutation,
    ...estimatesMutation,
    ...outsideLoginMutation,
    ...shortLinksTrackingMutation,
    ...zonesMutation,
    ...workbenchMutation,
    ...workbenchProductsMutation,
    ...messagesMutation,
    ...referralsMutation,
    ...workbenchProfileMutation,
    // Issue 20, deskview
    ...deskviewMutation,
    ...supplementMutation,
    ...threadsMutation,
    ...workbenchAssignMutation,
    // Issue 22, slice offers.
    ...needOffersMutation,
    // Issue 22, slice subsidy.
    ...subsidyMutation,
  },
  Product: productFields,
  ProductZone: productZoneFields,
  ProductClass: productClassFields,
  LoanApplication: loanApplicationFields,
  LoanApplicationEvent: { ...loanApplicationEventFields, ...loanApplicationEventSupplementFields },
  Institution: { ...institutionFields, ...institutionResponseTimesField },
  ReferralOptions: referralOptionsFields,
  ReferralOption: referralOptionFields,
  Referral: referralFields,
  Policy: policyFields,
  PolicyDepartment: policyDepartmentFields,
  Article: articleFields,
  LenderRank: lenderRankFields,
  SuccessCase: successCaseFields,
  InstitutionIcon: institutionIconFields,
  InstitutionCounts: institutionCountsFields,
  InstitutionTypeCount: institutionTypeCountFields,
  UserInfo: userInfoFields,
  LoginCompany: loginCompanyFields,
  AccountCompany: accountCompanyFields,
  Protocol: protocolFields,
  ProtocolDetail: protocolDetailFields,
  VerificationState: verificationStateFields,
  FaceCheck: faceCheckFields,
  RegistryCompany: registryCompanyFields,
  CompanySearchPage: companySearchPageFields,
  ImportDetail: importDetailFields,
  CanteenUser: canteenUserFields,
  DataAuthorisationState: dataAuthorisationStateFields,
  DataAuthorisation: dataAuthorisationFields,
  DataAuthorisationLedgerEntry: dataAuthorisationLedgerEntryFields,
  QuotaEstimate: quotaEstimateFields,
  PreCredit: preCreditFields,
  CreditSummary: creditSummaryFields,
  EquityApplicationResult: equityApplicationResultFields,
  Staff: staffFields,
  StaffLoginStep: staffLoginStepFields,
  OrgApplication: { ...orgApplicationFields, ...orgApplicationSupplementFields, ...orgApplicationThreadFields },
  ResponseTimes: responseTimesFields,
  InstitutionResponseTimes: institutionResponseTimesFields,
  ResponseStep: responseStepFields,
  Escalation: escalationFields,
  OrgProduct: orgProductFields,
  PreCreditImportRow: preCreditImportRowFields,
  OrgPreCredit: orgPreCreditFields,
  Message: messageFields,
  GovDashboard: { ...govDashboardFields, ...govDashboardOfferFields },
  PublishedResponseTimes: publishedResponseTimesFields,
  // Issue 20, slice supplement.
  Supplement: supplementFields,
  // Issue 20, slice threads
  ApplicationThread: applicationThreadFields,
  ThreadMessage: threadMessageFields,
  UnreadThread: unreadThreadFields,
  InstitutionDrillDown: institutionDrillDownFields,
  // Issue 20, slice assign.
  OrgAssignment: orgAssignmentFields,
  OrgApplicationPage: orgApplicationPageFields,
  OrgAssignee: orgAssigneeFields,
  // Issue 21, the audit log.
  StaffAuditEntry: staffAuditEntryFields,
  OrgApplicationNote: orgApplicationNoteFields,
  // Issue 22, slice offers.
  NeedOffers: needOffersFields,
  NeedOffer: needOfferFields,
  // Issue 22, slice policies.
  PolicyMatch: policyMatchFields,
  // Issue 22, slice subsidy.
  SubsidyLoan: subsidyLoanFields,
  SubsidyClaim: subsidyClaimFields,
  SubsidyClaimRow: subsidyClaimRowFields,
};
