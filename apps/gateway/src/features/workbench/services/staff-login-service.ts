import { GatewayCode } from '@sme/contract/codes';
import { consumeCaptchaToken } from '#features/accounts/services/captcha-service.ts';
import { beginPasswordAttempt, clearAttemptFailures } from '#features/accounts/services/password-attempts.ts';
import { ApiError } from '#http/api-error.ts';
import { failure, type Outcome, success } from '#shared/outcome.ts';
import type { WorkbenchContext } from '../context.ts';
import { ROLE_NAMES } from '../domain/staff-roles.ts';
import { matchingStep, newTotpSecret, otpauthUri } from '../domain/totp.ts';
import { WORKBENCH_MESSAGES } from '../domain/workbench-messages.ts';
import {
  confirmTotp,
  countTicketAttempt,
  endStaffSession,
  findStaffByUsername,
  insertTicket,
  lockLiveTicket,
  lockStaff,
  startStaffSession,
  useTicket,
} from '../stores/staff-store.ts';
import type { StaffContext } from './staff-guard.ts';

/**
 * A ticket lives 5 minutes and takes 5 codes; wrong codes also count in the lockout series of the username from
 * that address.
 */
const TICKET_TTL_MS = 5 * 60_000;
const TICKET_ATTEMPTS = 5;

export type PasswordStep =
  | { next: 'totp'; ticket: string }
  | { next: 'enrol'; ticket: string; secret: string; otpauthUri: string };

/**
 * Staff login, step 1: spends the slider's token, lets the attempt through the lockout of the username from this
 * address (predictable usernames must not let a stranger lock a colleague out from elsewhere),
 * verifies the password and answers a ticket for the second factor — with a new TOTP secret and its otpauth:// URI
 * when the staff member has not enrolled yet. A right password does not clear the failure series: only a complete
 * login does, so a known password cannot buy unlimited code guesses.
 */
export async function staffPasswordStep(
  ctx: WorkbenchContext,
  attempt: { username: string; password: string; token: string; ip: string },
): Promise<PasswordStep> {
  const { accounts } = ctx;
  await consumeCaptchaToken(accounts, attempt.token, attempt.ip, 'staff-login');
  const judged = await beginPasswordAttempt(accounts, { staff: attempt.username, ip: attempt.ip }, attempt.ip);
  const staff = await findStaffByUsername(accounts.db, attempt.username);
  if (!(await accounts.hasher.verifyLogin(staff?.password_hash, attempt.password)) || !staff) {
    throw await judged.failed(WORKBENCH_MESSAGES.wrongCredentials);
  }
  await judged.withdrawn();
  if (staff.disabled) throw new ApiError(GatewayCode.ACCOUNT_DISABLED, WORKBENCH_MESSAGES.accountDisabled);
  const now = accounts.clock.now();
  if (staff.totp_enrolled_at) {
    const ticket = await insertTicket(accounts.db, {
      staffId: staff.id,
      pendingSecret: null,
      now,
      ttlMs: TICKET_TTL_MS,
    });
    return { next: 'totp', ticket };
  }
  const secret = newTotpSecret();
  const ticket = await insertTicket(accounts.db, {
    staffId: staff.id,
    pendingSecret: secret,
    now,
    ttlMs: TICKET_TTL_MS,
  });
  return { next: 'enrol', ticket, secret, otpauthUri: otpauthUri(secret, ctx.settings.totpIssuer, staff.username) };
}

/**
 * Staff login, step 2: the ticket and a code of the authenticator app. The code must belong to a step after the
 * last one accepted (a replayed code is refused); when the ticket carries a pending secret, this first code
 * confirms the enrolment. Answers the session token.
 */
export async function staffCodeStep(
  ctx: WorkbenchContext,
  attempt: { ticket: string; code: string; ip: string },
): Promise<{ token: string }> {
  const { accounts } = ctx;
  const now = accounts.clock.now();
  const expired = () => new ApiError(GatewayCode.ONE_TIME_CODE_INVALID, WORKBENCH_MESSAGES.ticketExpired);
  const peek = await accounts.db.transaction().execute(async (trx) => {
    const ticket = await lockLiveTicket(trx, attempt.ticket, now, TICKET_ATTEMPTS);
    return ticket ? lockStaff(trx, ticket.staff_id) : undefined;
  });
  if (!peek) throw expired();
  const subject = { staff: peek.username, ip: attempt.ip };
  const judged = await beginPasswordAttempt(accounts, subject, attempt.ip);
  const outcome = await accounts.db.transaction().execute(async (trx): Promise<Outcome<string> | 'wrong'> => {
    const ticket = await lockLiveTicket(trx, attempt.ticket, now, TICKET_ATTEMPTS);
    if (!ticket) return failure(expired());
    const staff = await lockStaff(trx, ticket.staff_id);
    if (staff.disabled) return failure(new ApiError(GatewayCode.ACCOUNT_DISABLED, WORKBENCH_MESSAGES.accountDisabled));
    const secret = ticket.pending_secret ?? staff.totp_secret;
    if (!secret) return failure(expired());
    const lastStep = staff.totp_last_step === null ? null : Number(staff.totp_last_step);
    const step = matchingStep(secret, attempt.code, now, lastStep);
    if (step === null) {
      await countTicketAttempt(trx, ticket.ticket_hash);
      return 'wrong';
    }
    await confirmTotp(trx, staff.id, {
      ...(ticket.pending_secret ? { secret: ticket.pending_secret } : {}),
      step,
      now,
    });
    await useTicket(trx, ticket.ticket_hash, now);
    return success(await startStaffSession(trx, staff.id, now));
  });
  // The lockout's bookkeeping runs after the commit (one connection under PGlite: never inside the transaction).
  if (outcome === 'wrong') throw await judged.failed(WORKBENCH_MESSAGES.wrongTotp, GatewayCode.TOTP_CODE_INVALID);
  await judged.withdrawn();
  if (!outcome.ok) throw outcome.error;
  await clearAttemptFailures(accounts, subject);
  return { token: outcome.value };
}

/** Ends the staff session, if there is one: logging out twice is not an error. */
export async function staffLogout(ctx: WorkbenchContext, session: StaffContext | null): Promise<void> {
  if (session) await endStaffSession(ctx.accounts.db, session.sessionId, ctx.accounts.clock.now(), 'logout');
}

/** GET /auth/staff/me: who is logged in, in what role, for which institution. */
export function staffMe(staff: StaffContext) {
  return {
    id: staff.staffId,
    username: staff.username,
    name: staff.name,
    role: staff.role,
    roleName: ROLE_NAMES[staff.role],
    orgId: staff.orgId,
    orgName: staff.orgName,
  };
}
