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

// biome-ignore format: one row per field, one column per class
export const GRAPH_ACCESS_TABLE: Readonly<Record<string, Row>> = {
  //                                 visitor noComp uncert other owner  oper  orgSt orgAd gov   othAdm stf→en en→stf cnt→en
  'Query.ok':                        PUBLIC,
  'Query.lookups':                   PUBLIC,
  'Query.siteConfig':                PUBLIC,
  'Query.captcha':                   PUBLIC,
  'Query.me':                        [NIL,   OK,    OK,    OK,   OK,    NIL,  NIL,  NIL,  NIL,  NIL,   UN,    NIL,   UN],
  'Query.myCompanies':               [UN,    NIL,   OK,    OK,   OK,    UN,   UN,   UN,   UN,   UN,    UN,    UN,    UN],
  'Query.protocols':                 PUBLIC,
  'Query.protocol':                  PUBLIC,
  'Query.myApplications':            [UN,    CERT,  CERT,  OK,   OK,    UN,   UN,   UN,   UN,   UN,    UN,    UN,    UN],
  'Query.myNeeds':                   [UN,    CERT,  CERT,  OK,   OK,    UN,   UN,   UN,   UN,   UN,    UN,    UN,    UN],
  'Query.loanApplication':           [UN,    CERT,  CERT,  NF,   OK,    UN,   UN,   UN,   UN,   UN,    UN,    UN,    UN],
  'Query.applyMethod':               PUBLIC,
  'Query.addressDivisions':          PUBLIC,
  'Query.canteenUser':               [NIL,   NIL,   NIL,   NIL,  NIL,   NIL,  NIL,  NIL,  NIL,  NIL,   NIL,   NIL,   NIL],
  'Query.products':                  PUBLIC,
  'Query.product':                   PUBLIC,
  'Query.topProducts':               PUBLIC,
  'Query.institutions':              PUBLIC,
  'Query.institution':               PUBLIC,
  'Query.companySearch':             [UN,    OK,    OK,    OK,   OK,    UN,   UN,   UN,   UN,   UN,    UN,    UN,    UN],
  'Query.policies':                  PUBLIC,
  'Query.policy':                    PUBLIC,
  'Query.policyDepartments':         PUBLIC,
  'Query.newsArticles':              PUBLIC,
  'Query.newsArticle':               PUBLIC,
  'Query.regionalFinanceArticles':   PUBLIC,
  'Query.regionalFinanceArticle':    PUBLIC,
  'Query.compensationArticles':      PUBLIC,
  'Query.reloanPolicyArticles':      PUBLIC,
  'Query.govDashboard':              [UN,    UN,    UN,    UN,   UN,    OK,   NO,   NO,   OK,   NO,    UN,    UN,    UN],
  // The session's company named, nothing else (docs/decisions/0062-the-access-matrix-on-the-rest-side.md, the REST side's "counts as empty").
  'Query.dataAuthorisation':         [UN,    NIL,   NIL,   OK,   OK,    UN,   UN,   UN,   UN,   UN,    UN,    UN,    UN],
  'Query.dataAuthorisationLedger':   [UN,    CERT,  CERT,  OK,   OK,    UN,   UN,   UN,   UN,   UN,    UN,    UN,    UN],
  'Query.quotaQuestionnaire':        [UN,    CERT,  CERT,  OK,   OK,    UN,   UN,   UN,   UN,   UN,    UN,    UN,    UN],
  'Query.latestQuotaEstimate':       [UN,    CERT,  CERT,  OK,   OK,    UN,   UN,   UN,   UN,   UN,    UN,    UN,    UN],
  // Before the company's first estimate (the matrix asks before Mutation.estimateQuota runs): -8021.
  'Query.quotaProducts':             [UN,    CERT,  CERT,  BIZ,  BIZ,   UN,   UN,   UN,   UN,   UN,    UN,    UN,    UN],
  'Query.preCredit':                 [UN,    CERT,  CERT,  OK,   OK,    UN,   UN,   UN,   UN,   UN,    UN,    UN,    UN],
  'Query.creditSummary':             [UN,    CERT,  CERT,  OK,   OK,    UN,   UN,   UN,   UN,   UN,    UN,    UN,    UN],
  'Query.equityCompanyStages':       PUBLIC,
  'Query.filePrefix':                PUBLIC,
  // The certification flow itself: for the uncertified above all.
  'Query.verification':              [UN,    OK,    OK,    OK,   OK,    UN,   UN,   UN,   UN,   UN,    UN,    UN,    UN],
  'Query.faceResult':                [UN,    BIZ,   BIZ,   BIZ,  BIZ,   UN,   UN,   UN,   UN,   UN,    UN,    UN,    UN],
  'Query.importDetail':              [UN,    OK,    OK,    OK,   OK,    UN,   UN,   UN,   UN,   UN,    UN,    UN,    UN],
  'Query.institutionIcons':          PUBLIC,
  'Query.institutionCounts':         PUBLIC,
  'Query.messages':                  [UN,    CERT,  CERT,  OK,   OK,    UN,   UN,   UN,   UN,   UN,    UN,    UN,    UN],
  'Query.unreadMessageCount':        [UN,    CERT,  CERT,  OK,   OK,    UN,   UN,   UN,   UN,   UN,    UN,    UN,    UN],
  // The WeChat login is not configured in the test world: -1502 once the session is checked.
  'Query.weChatBinding':             [UN,    BIZ,   BIZ,   BIZ,  BIZ,   UN,   UN,   UN,   UN,   UN,    UN,    UN,    UN],
  'Query.postalProducts':            PUBLIC,
  // The owner's application is not declined: -8030 once access is granted.
  'Query.referralOptions':           [UN,    CERT,  CERT,  NF,   BIZ,   UN,   UN,   UN,   UN,   UN,    UN,    UN,    UN],
  'Query.financingFigures':          PUBLIC,
  'Query.enterpriseFigures':         PUBLIC,
  'Query.lenderRanking':             PUBLIC,
  'Query.successCases':              PUBLIC,
  'Query.districtFigures':           PUBLIC,
  'Query.orgProducts':               [UN,    UN,    UN,    UN,   UN,    NO,   NO,   OK,   NO,   OK,    UN,    UN,    UN],
  'Query.orgPreCredits':             [UN,    UN,    UN,    UN,   UN,    NO,   NO,   OK,   NO,   OK,    UN,    UN,    UN],
  'Query.staffMe':                   [NIL,   NIL,   NIL,   NIL,  NIL,   OK,   OK,   OK,   OK,   OK,    NIL,   NIL,   NIL],
  'Query.orgApplications':           [UN,    UN,    UN,    UN,   UN,    OK,   OK,   OK,   NO,   OK,    UN,    UN,    UN],
  'Query.orgApplication':            [UN,    UN,    UN,    UN,   UN,    OK,   OK,   OK,   NO,   NF,    UN,    UN,    UN],
  'Query.openNeeds':                 [UN,    UN,    UN,    UN,   UN,    OK,   OK,   OK,   NO,   OK,    UN,    UN,    UN],
  'Query.responseTimes':             [UN,    UN,    UN,    UN,   UN,    OK,   OK,   OK,   OK,   OK,    UN,    UN,    UN],
  'Query.escalations':               [UN,    UN,    UN,    UN,   UN,    OK,   NO,   OK,   NO,   OK,    UN,    UN,    UN],
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
  'Mutation.switchCompany':          [UN,    NF,    OK,    NF,   OK,    UN,   UN,   UN,   UN,   UN,    UN,    UN,    UN],
  'Mutation.logout':                 PUBLIC,
  'Mutation.resetPasswordCheck':     ALL_REFUSED,
  'Mutation.resetPassword':          ALL_REFUSED,
  // Account matters (a wrong old password, a wrong code): refused once the session is checked.
  'Mutation.modifyPassword':         [UN,    BIZ,   BIZ,   BIZ,  BIZ,   UN,   UN,   UN,   UN,   UN,    UN,    UN,    UN],
  'Mutation.resetMobile':            [UN,    BIZ,   BIZ,   BIZ,  BIZ,   UN,   UN,   UN,   UN,   UN,    UN,    UN,    UN],
  'Mutation.saveProtocolRead':       [UN,    OK,    OK,    OK,   OK,    UN,   UN,   UN,   UN,   UN,    UN,    UN,    UN],
  'Mutation.applyForProduct':        [UN,    CERT,  CERT,  OK,   OK,    UN,   UN,   UN,   UN,   UN,    UN,    UN,    UN],
  'Mutation.publishNeed':            [UN,    CERT,  CERT,  OK,   OK,    UN,   UN,   UN,   UN,   UN,    UN,    UN,    UN],
  'Mutation.withdrawApplication':    [UN,    CERT,  CERT,  NF,   OK,    UN,   UN,   UN,   UN,   UN,    UN,    UN,    UN],
  'Mutation.canteenLogin':           [UN,    OK,    OK,    OK,   OK,    UN,   UN,   UN,   UN,   UN,    UN,    UN,    UN],
  'Mutation.canteenLogout':          PUBLIC,
  // A registry code under another name: refused once the session is checked, nothing added.
  'Mutation.addCompany':             [UN,    BIZ,   BIZ,   BIZ,  BIZ,   UN,   UN,   UN,   UN,   UN,    UN,    UN,    UN],
  'Mutation.setCompanyName':         [UN,    NF,    OK,    NF,   OK,    UN,   UN,   UN,   UN,   UN,    UN,    UN,    UN],
  // Revocation acts on the caller's own company: the owner's, and the other company's (which applied earlier in this
  // run: its applyForProduct row is ok), have business in progress, so -8011 names only the caller's own
  // institutions and nothing is revoked — before the owner's documents are even looked at.
  'Mutation.cancelDataAuthorisation':[UN,    CERT,  CERT,  BIZ,  BIZ,   UN,   UN,   UN,   UN,   UN,    UN,    UN,    UN],
  'Mutation.estimateQuota':          [UN,    CERT,  CERT,  OK,   OK,    UN,   UN,   UN,   UN,   UN,    UN,    UN,    UN],
  'Mutation.applyForEquity':         [UN,    CERT,  CERT,  OK,   OK,    UN,   UN,   UN,   UN,   UN,    UN,    UN,    UN],
  // A company's file is the company's only through a certified member: the files' one "not yours" answer.
  'Mutation.deleteFiles':            [UN,    NF,    NF,    NF,   OK,    UN,   UN,   UN,   UN,   UN,    UN,    UN,    UN],
  // The certification flow (a name that is not the legal representative's, an unknown code): refused as such.
  'Mutation.confirmLegalPerson':     [UN,    NF,    BIZ,   BIZ,  BIZ,   UN,   UN,   UN,   UN,   UN,    UN,    UN,    UN],
  'Mutation.startFaceCheck':         [UN,    BIZ,   BIZ,   BIZ,  BIZ,   UN,   UN,   UN,   UN,   UN,    UN,    UN,    UN],
  'Mutation.faceRedirect':           ALL_REFUSED,
  'Mutation.loginByInvitation':      ALL_REFUSED,
  'Mutation.markInvitationSeen':     [UN,    OK,    OK,    OK,   OK,    UN,   UN,   UN,   UN,   UN,    UN,    UN,    UN],
  'Mutation.markMessagesRead':       [UN,    CERT,  CERT,  OK,   OK,    UN,   UN,   UN,   UN,   UN,    UN,    UN,    UN],
  'Mutation.startProvincialLogin':   ALL_REFUSED,
  'Mutation.provincialLogin':        ALL_REFUSED,
  'Mutation.startWeChatLogin':       ALL_REFUSED,
  'Mutation.weChatLogin':            ALL_REFUSED,
  'Mutation.cancelWeChatBinding':    PUBLIC,
  'Mutation.consentToReferral':      [UN,    CERT,  CERT,  NF,   BIZ,   UN,   UN,   UN,   UN,   UN,    UN,    UN,    UN],
  'Mutation.resolveShortLink':       ALL_REFUSED,
  'Mutation.trackEvents':            PUBLIC,
  'Mutation.createOrgProduct':       [UN,    UN,    UN,    UN,   UN,    NO,   NO,   OK,   NO,   OK,    UN,    UN,    UN],
  'Mutation.updateOrgProduct':       [UN,    UN,    UN,    UN,   UN,    NO,   NO,   OK,   NO,   NF,    UN,    UN,    UN],
  'Mutation.removeOrgProduct':       [UN,    UN,    UN,    UN,   UN,    NO,   NO,   OK,   NO,   NF,    UN,    UN,    UN],
  'Mutation.grantPreCredit':         [UN,    UN,    UN,    UN,   UN,    NO,   NO,   OK,   NO,   OK,    UN,    UN,    UN],
  'Mutation.importPreCredits':       [UN,    UN,    UN,    UN,   UN,    NO,   NO,   OK,   NO,   OK,    UN,    UN,    UN],
  'Mutation.staffLogin':             ALL_REFUSED,
  'Mutation.staffConfirmCode':       [BAD,   BAD,   BAD,   BAD,  BAD,   BAD,  BAD,  BAD,  BAD,  BAD,   BAD,   BAD,   BAD],
  'Mutation.staffLogout':            PUBLIC,
  // Opening (1 → 11) is the institution's move: the operator may move applications, but not this one (-8003).
  'Mutation.transitionApplication':  [UN,    UN,    UN,    UN,   UN,    BIZ,  OK,   OK,   NO,   NF,    UN,    UN,    UN],
  // A need reviewed by the operator is open to every institution.
  'Mutation.claimNeed':              [UN,    UN,    UN,    UN,   UN,    NO,   OK,   OK,   NO,   OK,    UN,    UN,    UN],
  'Mutation.signUpForFutures':       PUBLIC,
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
  return GRAPH_ACCESS_TABLE[field]?.[ACTOR_CLASSES.indexOf(actor)];
}

/** What the matrix asserts today: the known gap's answer where there is one, the table's otherwise. */
export function assertedAnswer(field: string, actor: ActorClass): AnswerKind | undefined {
  return KNOWN_GAPS[field]?.[actor] ?? intendedAnswer(field, actor);
}
