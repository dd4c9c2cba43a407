/**
 * Spec §4 login steps 6-7 as pure rules: an account that is not imported, or whose company is certified, goes on as
 * usual (step 6); an imported account with an uncertified company goes to /verified once it has seen its invitation
 * page, and to /adInvitation before that (step 7).
 */

export const INVITATION_ROUTE = '/adInvitation';
export const VERIFIED_ROUTE = '/verified';

export function takesImportBranch(user: { ifImport: boolean; ifCertification: boolean }): boolean {
  return user.ifImport && !user.ifCertification;
}

/**
 * Where step 7 leads. Without an answer (the import detail could not be read) the account still has to certify its
 * company, so it goes to /verified rather than stopping the login.
 */
export function importDestination(detail: { ifAlerted: boolean } | null): string {
  return detail && !detail.ifAlerted ? INVITATION_ROUTE : VERIFIED_ROUTE;
}

/** The invitation token of the landing `/#/login?importToken=…`; null when absent or not a token's shape. */
export function invitationTokenOf(search: string): string | null {
  const token = new URLSearchParams(search).get('importToken')?.trim() ?? '';
  return /^[A-Za-z0-9_-]{16,128}$/.test(token) ? token : null;
}
