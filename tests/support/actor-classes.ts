/**
 * The access matrix's shared vocabulary (docs/access-matrix.md): who calls, and the kinds of answer a call gives them.
 * Both matrices use it — the gateway's REST table (apps/gateway/test/access) and the graph's field table — so it
 * imports nothing from either app.
 */

/** Who calls, one column of the matrix each. */
export const ACTOR_CLASSES = [
  /** No session at all. */
  'visitor',
  /** A registered account that has added no company yet. */
  'noCompany',
  /** A member of the owner's company whose membership is not certified (added it by name and credit code). */
  'uncertified',
  /** A certified (and face-checked) member of another company, acting on the owner's company's resources. */
  'otherCompany',
  /** A certified (and face-checked) member of the company whose resources the calls name. */
  'owner',
  /** Staff roles (apps/gateway/src/features/workbench/domain/staff-roles.ts), of the institution handling the owner's business. */
  'operator',
  'orgStaff',
  'orgAdmin',
  'govViewer',
  /** The institution administrator of another institution, acting on the handling institution's resources. */
  'otherOrgAdmin',
  /** Tokens of the wrong kind: a staff token where the enterprise session goes … */
  'staffAsEnterprise',
  /** … an enterprise token where the staff session goes … */
  'enterpriseAsStaff',
  /** … and a canteen token where the enterprise session goes. */
  'canteenAsEnterprise',
  /**
   * Issue 22, slice subsidy: the government reviewer (gov_reviewer). A row without its cell gives it the government
   * viewer's answer: the reviewer may do all the viewer may, and review subsidy claims besides.
   */
  'govReviewer',
] as const;
export type ActorClass = (typeof ACTOR_CLASSES)[number];

/** The staff roles' classes, by the role each holds. */
export const STAFF_CLASS_ROLES = {
  operator: 'operator',
  orgStaff: 'org_staff',
  orgAdmin: 'org_admin',
  govViewer: 'gov_viewer',
  otherOrgAdmin: 'org_admin',
  govReviewer: 'gov_reviewer',
} as const;

/** What a class must get from a call. */
export const ANSWER_KINDS = {
  ok: 'the call succeeds (code 0 / data without errors)',
  empty: 'succeeds with nothing of any company in it (an empty list, a zero count, null)',
  login: 'an enterprise session is required: not logged in',
  staffLogin: 'a staff session is required: not logged in',
  certify: 'a certified membership of the current company is required',
  face: 'the current company must have passed the face check',
  notFound: 'the unknown-id answer: the resource is another company’s or another institution’s',
  role: 'the staff role may not make this call',
  dev: 'a development helper: answered outside production only, absent in production',
  service: 'a service’s call (a graph instance’s live feed): refused to every person, whatever session they hold',
} as const;
export type AnswerKind = keyof typeof ANSWER_KINDS;
