/**
 * The actor classes of the access matrix (issue "Trust first", item 1): who calls. Shared by the GraphQL matrix
 * (tests/integration/access/) and the REST one, so both tables have the same columns; docs/access-matrix.md.
 */
export const ACTOR_CLASSES = [
  'visitor',
  'noCompany',
  'uncertified',
  'otherCompany',
  'owner',
  'operator',
  'orgStaff',
  'orgAdmin',
  'govViewer',
  'otherOrgStaff',
  'staffTokenAsPortal',
  'portalTokenAsStaff',
  'canteenTokenAsPortal',
] as const;

export type ActorClass = (typeof ACTOR_CLASSES)[number];

/** What each class is, in the fixture world both matrices build. */
export const ACTOR_CLASS_MEANINGS: Readonly<Record<ActorClass, string>> = {
  visitor: 'no cookie, no token',
  noCompany: 'a registered account that has added no company',
  uncertified: 'an account whose membership of the owner’s company is not certified',
  otherCompany: 'a certified member of another company, acting on the owner’s company’s resources',
  owner: 'a certified (face-checked) member of the company whose resources the calls name',
  operator: 'staff, role operator (platform operations)',
  orgStaff: 'staff of the institution that handles the owner’s applications, role org_staff',
  orgAdmin: 'staff of that institution, role org_admin',
  govViewer: 'staff, role gov_viewer',
  otherOrgStaff: 'staff of another institution, role org_staff',
  staffTokenAsPortal: 'a staff session’s token sent as the portal’s session (PC-Front-Token)',
  portalTokenAsStaff: 'a portal session’s token sent as the workbench’s session (SME-Staff-Token)',
  canteenTokenAsPortal: 'a canteen session’s token sent as the portal’s session (PC-Front-Token)',
};
