/** extensions.session of the UNAUTHENTICATED error of a workbench call (errors/error-table.ts, clear-dead-session). */
export const STAFF_SESSION = 'staff';

/**
 * A workbench call answered that the staff session is gone: HTTP 403 (-1403: none, ended, expired, unknown) or
 * -3001 (the staff member was disabled). Its own class, so that only the SME-Staff-Token cookie is cleared and the
 * enterprise's session cookie is never touched by a staff call (errors/error-table.ts, http/clear-dead-session.ts).
 */
export class StaffSessionEndedError extends Error {
  override readonly name = 'StaffSessionEndedError';
  constructor(
    readonly path: string,
    /** The gateway's text for -3001; absent for HTTP 403. */
    readonly gatewayMsg?: string,
  ) {
    super(`staff session ended at ${path}`);
  }
}
