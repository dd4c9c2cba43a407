import { ACTOR_CLASSES, type ActorClass } from '../../support/actor-classes.ts';
import type { AnswerKind } from './answer-kinds.ts';

/**
 * THE GraphQL access matrix (issue "Trust first", item 1; docs/access-matrix.md): for every root field of the schema,
 * the answer each actor class (tests/support/actor-classes.ts) must get to the field's sample call
 * (graph-samples.ts). graph-access-matrix.test.ts runs every cell and fails for a field without a row and for a row
 * whose field is gone. `ok` also accepts an empty answer; `empty` accepts only an empty one (answer-kinds.ts).
 *
 * The rules: a company's business needs a certified membership (no company, or not certified: CERT, or an empty
 * answer where the contract says so); another company's resources answer NOT_FOUND; the workbench needs a staff
 * session whose role may make the call (FORBIDDEN otherwise), and another institution's application answers
 * NOT_FOUND; a token of the wrong kind is no session (a portal field refuses the token as an ended session, UN).
 */
type Row = readonly [
  visitor: AnswerKind,
  noCompany: AnswerKind,
  uncertified: AnswerKind,
  otherCompany: AnswerKind,
  owner: AnswerKind,
  operator: AnswerKind,
  orgStaff: AnswerKind,
  orgAdmin: AnswerKind,
  govViewer: AnswerKind,
  otherOrgAdmin: AnswerKind,
  staffAsEnterprise: AnswerKind,
  enterpriseAsStaff: AnswerKind,
  canteenAsEnterprise: AnswerKind,
  /** Issue 22, slice subsidy: the government reviewer; a row without it gives it the government viewer's answer. */
  govReviewer?: AnswerKind,
];

const OK = 'ok';
const NIL = 'empty';
const UN = 'UNAUTHENTICATED';
const NO = 'FORBIDDEN';
const CERT = 'CERTIFICATION_REQUIRED';
const NF = 'NOT_FOUND';
const BIZ = 'BUSINESS_ERROR';
const BAD = 'BAD_USER_INPUT';

/** Anyone, signed in or not, whatever cookie comes along. */
const PUBLIC: Row = [OK, OK, OK, OK, OK, OK, OK, OK, OK, OK, OK, OK, OK];
/** Anyone; the sample (a wrong code, an unknown key …) is refused by a business rule for everyone alike. */
const ALL_REFUSED: Row = [BIZ, BIZ, BIZ, BIZ, BIZ, BIZ, BIZ, BIZ, BIZ, BIZ, BIZ, BIZ, BIZ];

/** A portal field: what the four enterprise classes get; the visitor, staff and every wrong token: UNAUTHENTICATED. */
function enterprise(noCompany: AnswerKind, uncertified: AnswerKind, otherCompany: AnswerKind, owner: AnswerKind): Row {
  return [UN, noCompany, uncertified, otherCompany, owner, UN, UN, UN, UN, UN, UN, UN, UN];
}

/** A workbench field: what the five staff classes get; the visitor, enterprises and every wrong token: UNAUTHENTICATED. */
function workbench(
  operator: AnswerKind,
  orgStaff: AnswerKind,
  orgAdmin: AnswerKind,
  govViewer: AnswerKind,
  otherOrgAdmin: AnswerKind,
): Row {
  return [UN, UN, UN, UN, UN, operator, orgStaff, orgAdmin, govViewer, otherOrgAdmin, UN, UN, UN];
}

/** Issue 22, slice subsidy: a field of the government reviewer's only (every other staff role: FORBIDDEN). */
function govReview(reviewer: AnswerKind): Row {
  return [UN, UN, UN, UN, UN, NO, NO, NO, NO, NO, UN, UN, UN, reviewer];
}

// biome-ignore format: one row per field, one column per class
export const GRAPH_ACCESS_TABLE: Readonly<Record<string, Row>> = {
  //                                 visitor noComp uncert other owner  oper  orgSt orgAd gov   othAdm stf→en en→stf cnt→en
  //                                 enterprise(noComp, uncert, other, owner) · workbench(oper, orgSt, orgAd, gov, othAdm)
  'Query.ok':                        PUBLIC,
  'Query.lookups':                   PUBLIC,
  'Query.siteConfig':                PUBLIC,
  'Query.captcha':                   PUBLIC,
  'Query.me':                        [NIL,   OK,    OK,    OK,   OK,    NIL,  NIL,  NIL,  NIL,  NIL,   UN,    NIL,   UN],
  'Query.myCompanies':               enterprise(NIL,  OK,   OK,   OK),
  'Query.protocols':                 PUBLIC,
  'Query.protocol':                  PUBLIC,
  'Query.myApplications':            enterprise(CERT, CERT, OK,   OK),
  'Query.myNeeds':                   enterprise(CERT, CERT, OK,   OK),
  'Query.loanApplication':           enterprise(CERT, CERT, NF,   OK),
  'Query.applyMethod':               PUBLIC,
  'Query.addressDivisions':          PUBLIC,
  'Query.canteenUser':               [NIL,   NIL,   NIL,   NIL,  NIL,   NIL,  NIL,  NIL,  NIL,  NIL,   NIL,   NIL,   NIL],
  'Query.products':                  PUBLIC,
  'Query.product':                   PUBLIC,
  'Query.topProducts':               PUBLIC,
  'Query.institutions':              PUBLIC,
  'Query.institution':               PUBLIC,
  'Query.companySearch':             enterprise(OK,   OK,   OK,   OK),
  'Query.policies':                  PUBLIC,
  'Query.policy':                    PUBLIC,
  'Query.policyDepartments':         PUBLIC,
  'Query.newsArticles':              PUBLIC,
  'Query.newsArticle':               PUBLIC,
  'Query.regionalFinanceArticles':   PUBLIC,
  'Query.regionalFinanceArticle':    PUBLIC,
  'Query.compensationArticles':      PUBLIC,
  'Query.reloanPolicyArticles':      PUBLIC,
  'Query.govDashboard':              workbench(OK,   NO,   NO,   OK,   NO),
  // The session's company named, nothing else (docs/decisions/0062-the-access-matrix-on-the-rest-side.md, the REST side's "counts as empty").
  'Query.dataAuthorisation':         enterprise(NIL,  NIL,  OK,   OK),
  'Query.dataAuthorisationLedger':   enterprise(CERT, CERT, OK,   OK),
  'Query.quotaQuestionnaire':        enterprise(CERT, CERT, OK,   OK),
  'Query.latestQuotaEstimate':       enterprise(CERT, CERT, OK,   OK),
  // Before the company's first estimate (the matrix asks before Mutation.estimateQuota runs): -8021.
  'Query.quotaProducts':             enterprise(CERT, CERT, BIZ,  BIZ),
  'Query.preCredit':                 enterprise(CERT, CERT, OK,   OK),
  'Query.creditSummary':             enterprise(CERT, CERT, OK,   OK),
  'Query.equityCompanyStages':       PUBLIC,
  'Query.filePrefix':                PUBLIC,
  // The certification flow itself: for the uncertified above all.
  'Query.verification':              enterprise(OK,   OK,   OK,   OK),
  'Query.faceResult':                enterprise(BIZ,  BIZ,  BIZ,  BIZ),
  'Query.importDetail':              enterprise(OK,   OK,   OK,   OK),
  'Query.institutionIcons':          PUBLIC,
  'Query.institutionCounts':         PUBLIC,
  'Query.messages':                  enterprise(CERT, CERT, OK,   OK),
  'Query.unreadMessageCount':        enterprise(CERT, CERT, OK,   OK),
  // The WeChat login is not configured in the test world: -1502 once the session is checked.
  'Query.weChatBinding':             enterprise(BIZ,  BIZ,  BIZ,  BIZ),
  'Query.postalProducts':            PUBLIC,
  // The owner's application is not declined: -8030 once access is granted.
  'Query.referralOptions':           enterprise(CERT, CERT, NF,   BIZ),
  'Query.financingFigures':          PUBLIC,
  'Query.enterpriseFigures':         PUBLIC,
  'Query.lenderRanking':             PUBLIC,
  'Query.successCases':              PUBLIC,
  'Query.districtFigures':           PUBLIC,
  'Query.orgProducts':               workbench(NO,   NO,   OK,   NO,   OK),
  'Query.orgPreCredits':             workbench(NO,   NO,   OK,   NO,   OK),
  'Query.staffMe':                   [NIL,   NIL,   NIL,   NIL,  NIL,   OK,   OK,   OK,   OK,   OK,    NIL,   NIL,   NIL],
  'Query.orgApplications':           workbench(OK,   OK,   OK,   NO,   OK),
  'Query.orgApplication':            workbench(OK,   OK,   OK,   NO,   NF),
  'Query.openNeeds':                 workbench(OK,   OK,   OK,   NO,   OK),
  'Query.responseTimes':             workbench(OK,   OK,   OK,   OK,   OK),
  'Query.escalations':               workbench(OK,   NO,   OK,   NO,   OK),
  'Query.productZone':               PUBLIC,
  'Query.productClasses':            PUBLIC,
  'Query.productClass':              PUBLIC,
  'Query.relatedProducts':           PUBLIC,
  'Query.industryProducts':          PUBLIC,

  //                                 visitor noComp uncert other owner  oper  orgSt orgAd gov   othAdm stf→en en→stf cnt→en
  'Mutation.noop':                   PUBLIC,
  'Mutation.checkCaptcha':           ALL_REFUSED,
  'Mutation.sendSmsCode':            ALL_REFUSED,
  'Mutation.register':               ALL_REFUSED,
  'Mutation.loginBySms':             ALL_REFUSED,
  'Mutation.loginByPassword':        ALL_REFUSED,
  // Without a pending login in the browser: -4003 for everyone.
  'Mutation.loginWithCompany':       ALL_REFUSED,
  'Mutation.switchCompany':          enterprise(NF,   OK,   NF,   OK),
  'Mutation.logout':                 PUBLIC,
  'Mutation.resetPasswordCheck':     ALL_REFUSED,
  'Mutation.resetPassword':          ALL_REFUSED,
  // Account matters (a wrong old password, a wrong code): refused once the session is checked.
  'Mutation.modifyPassword':         enterprise(BIZ,  BIZ,  BIZ,  BIZ),
  'Mutation.resetMobile':            enterprise(BIZ,  BIZ,  BIZ,  BIZ),
  'Mutation.saveProtocolRead':       enterprise(OK,   OK,   OK,   OK),
  'Mutation.applyForProduct':        enterprise(CERT, CERT, OK,   OK),
  'Mutation.publishNeed':            enterprise(CERT, CERT, OK,   OK),
  'Mutation.withdrawApplication':    enterprise(CERT, CERT, NF,   OK),
  'Mutation.canteenLogin':           enterprise(OK,   OK,   OK,   OK),
  'Mutation.canteenLogout':          PUBLIC,
  // A registry code under another name: refused once the session is checked, nothing added.
  'Mutation.addCompany':             enterprise(BIZ,  BIZ,  BIZ,  BIZ),
  'Mutation.setCompanyName':         enterprise(NF,   OK,   NF,   OK),
  // Revocation acts on the caller's own company: the owner's, and the other company's (which applied earlier in this
  // run: its applyForProduct row is ok), have business in progress, so -8011 names only the caller's own
  // institutions and nothing is revoked — before the owner's documents are even looked at.
  'Mutation.cancelDataAuthorisation':enterprise(CERT, CERT, BIZ,  BIZ),
  'Mutation.estimateQuota':          enterprise(CERT, CERT, OK,   OK),
  'Mutation.applyForEquity':         enterprise(CERT, CERT, OK,   OK),
  // A company's file is the company's only through a certified member: the files' one "not yours" answer.
  'Mutation.deleteFiles':            enterprise(NF,   NF,   NF,   OK),
  // The certification flow (a name that is not the legal representative's, an unknown code): refused as such.
  'Mutation.confirmLegalPerson':     enterprise(NF,   BIZ,  BIZ,  BIZ),
  'Mutation.startFaceCheck':         enterprise(BIZ,  BIZ,  BIZ,  BIZ),
  'Mutation.faceRedirect':           ALL_REFUSED,
  'Mutation.loginByInvitation':      ALL_REFUSED,
  'Mutation.markInvitationSeen':     enterprise(OK,   OK,   OK,   OK),
  'Mutation.markMessagesRead':       enterprise(CERT, CERT, OK,   OK),
  'Mutation.startProvincialLogin':   ALL_REFUSED,
  'Mutation.provincialLogin':        ALL_REFUSED,
  'Mutation.startWeChatLogin':       ALL_REFUSED,
  'Mutation.weChatLogin':            ALL_REFUSED,
  'Mutation.cancelWeChatBinding':    PUBLIC,
  'Mutation.consentToReferral':      enterprise(CERT, CERT, NF,   BIZ),
  'Mutation.resolveShortLink':       ALL_REFUSED,
  'Mutation.trackEvents':            PUBLIC,
  'Mutation.createOrgProduct':       workbench(NO,   NO,   OK,   NO,   OK),
  'Mutation.updateOrgProduct':       workbench(NO,   NO,   OK,   NO,   NF),
  'Mutation.removeOrgProduct':       workbench(NO,   NO,   OK,   NO,   NF),
  'Mutation.grantPreCredit':         workbench(NO,   NO,   OK,   NO,   OK),
  'Mutation.importPreCredits':       workbench(NO,   NO,   OK,   NO,   OK),
  'Mutation.staffLogin':             ALL_REFUSED,
  'Mutation.staffConfirmCode':       [BAD,   BAD,   BAD,   BAD,  BAD,   BAD,  BAD,  BAD,  BAD,  BAD,   BAD,   BAD,   BAD],
  'Mutation.staffLogout':            PUBLIC,
  // Opening (1 → 11) is the institution's move: the operator may move applications, but not this one (-8003).
  'Mutation.transitionApplication':  workbench(BIZ,  OK,   OK,   NO,   NF),
  // A need reviewed by the operator is open to every institution.
  'Mutation.claimNeed':              workbench(NO,   OK,   OK,   NO,   OK),
  'Mutation.signUpForFutures':       PUBLIC,
  // Decision desk, slice profile (issue 20): institution roles of the application's institution only.
  'Query.orgCompanyProfile':         workbench(NO,   OK,   OK,   NO,   NF),
  'Query.orgCompanyGovData':         workbench(NO,   OK,   OK,   NO,   NF),
  'Mutation.refreshOrgCompanyGovData': workbench(NO, OK,   OK,   NO,   NF),
  // Issue 20, deskview: the decision desk's materials and the institution's material setting.
  'Query.orgDeskAuthorisation':      workbench(NO,   OK,   OK,   NO,   NF),
  'Query.orgMaterials':              workbench(NO,   OK,   OK,   NO,   NF),
  'Query.orgMaterialSetting':        workbench(NO,   NO,   OK,   NO,   OK),
  'Mutation.updateOrgMaterialSetting': workbench(NO, NO,   OK,   NO,   OK),
  // Issue 20, slice supplement: 补充材料 (the handling institution asks and declines, the company answers).
  'Query.orgSupplements':            workbench(OK,   OK,   OK,   NO,   NF),
  'Query.loanSupplements':           enterprise(CERT, CERT, NF,   OK),
  'Mutation.requestSupplement':      workbench(NO,   OK,   OK,   NO,   NF),
  // Nothing open past its date on the standing application: let through, then refused (-8070).
  'Mutation.declineForMissingMaterials': workbench(NO, BIZ, BIZ, NO,   NF),
  'Mutation.answerSupplement':       enterprise(CERT, CERT, NF,   BIZ),
  // Issue 20, slice threads: the operator and the government viewer have no access to threads; the drill-down is the dashboard's.
  'Query.applicationThread':         enterprise(CERT, CERT, NF,   OK),
  'Query.unreadThreads':             enterprise(CERT, CERT, OK,   OK),
  'Query.orgApplicationThread':      workbench(NO,   OK,   OK,   NO,   NF),
  'Query.govInstitutionDrillDown':   workbench(OK,   NO,   NO,   OK,   NO),
  'Mutation.sendThreadMessage':      enterprise(CERT, CERT, NF,   OK),
  'Mutation.sendOrgThreadMessage':   workbench(NO,   OK,   OK,   NO,   NF),
  // Issue 20, slice assign: the queue's search, who handles an application, the institution's internal notes.
  'Query.orgQueueSearch':            workbench(OK,   OK,   OK,   NO,   OK),
  'Query.orgAssignees':              workbench(NO,   OK,   OK,   NO,   OK),
  'Query.orgApplicationNotes':       workbench(NO,   OK,   OK,   NO,   NF),
  'Mutation.claimApplication':       workbench(NO,   OK,   OK,   NO,   NF),
  'Mutation.reassignApplication':    workbench(NO,   NO,   OK,   NO,   NF),
  'Mutation.addApplicationNote':     workbench(NO,   OK,   OK,   NO,   NF),
  // Issue 21: the audit log of staff actions, the platform operator's only.
  'Query.staffAuditLog':             workbench(OK,   NO,   NO,   NO,   NO),
  // Issue 22, slice offers: 意向报价 (institutions their own offers, the need's company compares and accepts).
  'Query.needOffers':                enterprise(CERT, CERT, NF,   OK),
  'Query.orgNeedOffers':             workbench(NO,   OK,   OK,   NO,   OK),
  'Query.orgNeedOffer':              workbench(NO,   OK,   OK,   NO,   NF),
  // The sample's valid-until date is past: let through, then refused (-8094).
  'Mutation.sendNeedOffer':          workbench(NO,   BIZ,  BIZ,  NO,   BIZ),
  'Mutation.withdrawNeedOffer':      workbench(NO,   OK,   OK,   NO,   NF),
  'Mutation.acceptNeedOffer':        enterprise(CERT, CERT, NF,   OK),
  // Issue 22, slice policies: always the session company's own match.
  'Query.policyMatches':             enterprise(CERT, CERT, OK,   OK),
  'Query.policyMatch':               enterprise(CERT, CERT, OK,   OK),
  // Issue 22, slice subsidy: the standing application is not lent (owner: BIZ, -8111) and no claim has the sample's
  // id (NF, -8110); reviewing is the government reviewer's only (the 14th cell, govReviewer).
  'Query.subsidyPrefill':            enterprise(CERT, CERT, NF,   BIZ),
  'Query.mySubsidyClaims':           enterprise(CERT, CERT, OK,   OK),
  'Query.subsidyClaim':              enterprise(CERT, CERT, NF,   NF),
  'Query.govSubsidyClaims':          govReview(OK),
  'Query.govSubsidyClaim':           govReview(NF),
  'Query.govSubsidyFigures':         workbench(OK,   NO,   NO,   OK,   NO),
  'Mutation.fileSubsidyClaim':       enterprise(CERT, CERT, NF,   BIZ),
  'Mutation.resubmitSubsidyClaim':   enterprise(CERT, CERT, NF,   NF),
  'Mutation.approveSubsidyClaim':    govReview(NF),
  'Mutation.returnSubsidyClaim':     govReview(NF),
  // Issue 22, slice live: subscriptions, opened over WebSocket as a browser does. Each only says that something of the
  // caller's own happened (an enterprise its company's, staff their institution's — the gateway filters).
  'Subscription.applicationChanged': enterprise(CERT, CERT, NF,   OK),
  'Subscription.myMessagesChanged':  enterprise(CERT, CERT, OK,   OK),
  'Subscription.myEventsChanged':    enterprise(CERT, CERT, OK,   OK),
  'Subscription.orgQueueChanged':    workbench(OK,   OK,   OK,   OK,   OK),
  'Subscription.govDashboardChanged': workbench(OK,  OK,   OK,   OK,   OK),
};

/**
 * Cells where the platform still answers otherwise than the table (after branch `access`'s guards): the answer it
 * gives today. The matrix asserts exactly that answer, so a fix fails it: then delete the entry.
 */
export const KNOWN_GAPS: Readonly<Record<string, Partial<Record<ActorClass, AnswerKind>>>> = {};

/** Rows that end or replace a session of some class: run after every other row. */
export const SESSION_ENDING_FIELDS: readonly string[] = [
  'Mutation.canteenLogin',
  'Mutation.switchCompany',
  'Mutation.loginWithCompany',
  'Mutation.canteenLogout',
  'Mutation.logout',
  'Mutation.staffLogout',
];

/** What the table says `actor` must get for `field`. */
export function intendedAnswer(field: string, actor: ActorClass): AnswerKind | undefined {
  const row = GRAPH_ACCESS_TABLE[field];
  if (actor === 'govReviewer') return row?.[ACTOR_CLASSES.indexOf(actor)] ?? row?.[ACTOR_CLASSES.indexOf('govViewer')];
  return row?.[ACTOR_CLASSES.indexOf(actor)];
}

/** What the matrix asserts today: the known gap's answer where there is one, the table's otherwise. */
export function assertedAnswer(field: string, actor: ActorClass): AnswerKind | undefined {
  return KNOWN_GAPS[field]?.[actor] ?? intendedAnswer(field, actor);
}
