import { GatewayCode } from '@sme/contract/codes';
import { TOKEN_PATTERN } from '@sme/contract/fields';
import type { Request } from 'express';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { liveSession } from '#features/accounts/services/live-session.ts';
import type { AccountSettings } from '#features/accounts/settings.ts';
import { ApiError } from '#http/api-error.ts';
import { noteCaller } from '#http/request-log.ts';
import type { Clock } from '#shared/clock.ts';
import {
  type AuditedStaffAction,
  isInstitutionRole,
  mayDo,
  type StaffAction,
  type StaffRole,
} from '../domain/staff-roles.ts';
import { WORKBENCH_MESSAGES } from '../domain/workbench-messages.ts';
import { endStaffSession, findStaffSession, touchStaffSession } from '../stores/staff-store.ts';

/**
 * The staff member's institution, for what only an institution's staff may do: the operator and the government viewer
 * (no institution) are refused (-8050) with `refusal`.
 */
export function institutionOf(staff: StaffContext, refusal: string = WORKBENCH_MESSAGES.roleRefused): number {
  if (staff.orgId === null) throw new ApiError(GatewayCode.ROLE_REFUSED, refusal);
  return staff.orgId;
}

/** The header that carries a staff session token: never the enterprise's Authorization header. */
export const STAFF_TOKEN_HEADER = 'X-Staff-Token';

/** Who is calling the workbench: the staff member, the role and, for institution roles, the institution. */
export interface StaffContext {
  sessionId: number;
  staffId: number;
  username: string;
  name: string;
  role: StaffRole;
  /** The institution of org_staff and org_admin; null for the operator and the government viewer. */
  orgId: number | null;
  orgName: string | null;
  orgUserId: number | null;
}

/**
 * Reads the staff session from X-Staff-Token and checks that the role may do `action`: no, an ended or an expired
 * session throws HTTP 403 (-1403) like the enterprise guard; a disabled staff member (or an institution person who
 * left) has the session ended and gets -3001; a role that may not do it gets -8050.
 */
export type StaffGuard = (req: Request, action?: StaffAction) => Promise<StaffContext>;

/** Told of each action a staff member is allowed to take (the audit log listens; the call may still fail after). */
export type StaffActionHook = (req: Request, staff: StaffContext, action: AuditedStaffAction) => void;

/** The live staff session of a token (the guard's check without the request and the role). */
export type StaffOfToken = (token: string | null) => Promise<StaffContext>;

export function createStaffGuard(ofToken: StaffOfToken, onAction: StaffActionHook): StaffGuard {
  return async (req, action) => {
    const staff = await ofToken(staffToken(req));
    noteCaller(req, { staffId: staff.staffId });
    if (action && !mayDo(staff.role, action)) {
      throw new ApiError(GatewayCode.ROLE_REFUSED, WORKBENCH_MESSAGES.roleRefused);
    }
    if (action) onAction(req, staff, action);
    return staff;
  };
}

export function createStaffOfToken(
  db: Kysely<DB>,
  clock: Clock,
  settings: Pick<AccountSettings, 'sessionIdleMs' | 'sessionAbsoluteMs'>,
): StaffOfToken {
  const kind = {
    find: (token: string) => findStaffSession(db, token),
    end: (sessionId: number, now: Date, reason: string) => endStaffSession(db, sessionId, now, reason),
    touch: (sessionId: number, now: Date) => touchStaffSession(db, sessionId, now),
    // An institution person who left the institution no longer works in its workbench.
    accountClosed: (row: { disabled: boolean; role: StaffRole; org_user_active: boolean | null }) =>
      row.disabled || (isInstitutionRole(row.role) && row.org_user_active !== true),
    accountClosedMessage: WORKBENCH_MESSAGES.accountDisabled,
  };
  return async (token) => {
    const row = await liveSession(token, kind, clock, settings);
    const role = row.role;
    return {
      sessionId: row.id,
      staffId: row.staff_id,
      username: row.username,
      name: row.display_name,
      role,
      orgId: isInstitutionRole(role) ? row.org_id : null,
      orgName: isInstitutionRole(role) ? row.org_name : null,
      orgUserId: row.org_user_id,
    };
  };
}

export function staffToken(req: Request): string | null {
  const token = (req.get(STAFF_TOKEN_HEADER) ?? '').trim();
  return TOKEN_PATTERN.test(token) ? token : null;
}
