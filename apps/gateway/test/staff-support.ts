import request from 'supertest';
import { expect } from 'vitest';
import { totpCode } from '#features/workbench/domain/totp.ts';
import { DEMO_STAFF_PASSWORD, demoTotpSecret } from '#seed/demo-staff.ts';
import { type AccountsHarness, freshIp, solveCaptcha, wire } from './accounts-support.ts';
import { readingBytes } from './bytes-support.ts';

/** Helpers of the workbench tests: staff logins (password, then a TOTP code of the test clock) and staff calls. */

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export const STAFF_HEADER = 'X-Staff-Token';

export function staffPost<T = unknown>(
  h: AccountsHarness,
  path: string,
  token?: string,
  body: unknown = {},
  ip = freshIp(),
): Promise<Envelope<T>> {
  let call = request(h.app).post(`/api${path}`).set('X-Forwarded-For', ip);
  if (token) call = call.set(STAFF_HEADER, token);
  return call.send(body as object).then((response) => response.body as Envelope<T>);
}

export async function staffGet<T = unknown>(h: AccountsHarness, path: string, token?: string): Promise<Envelope<T>> {
  let call = request(h.app).get(`/api${path}`).set('X-Forwarded-For', freshIp());
  if (token) call = call.set(STAFF_HEADER, token);
  return (await call).body as Envelope<T>;
}

/** A staff POST answered with a file (a material, a claim's evidence): the raw response, its bytes in `body`. */
export function staffOpen(h: AccountsHarness, path: string, token: string, body: object) {
  return readingBytes(
    request(h.app).post(`/api${path}`).set('X-Forwarded-For', freshIp()).set(STAFF_HEADER, token).send(body),
  );
}

/** The password step (captcha first); answers its envelope. */
export async function passwordStep(
  h: AccountsHarness,
  username: string,
  password = DEMO_STAFF_PASSWORD,
  ip = freshIp(),
) {
  const token = await solveCaptcha(h.app, ip);
  return staffPost<{ next: 'totp' | 'enrol'; ticket: string; secret?: string; otpauthUri?: string }>(
    h,
    '/auth/staff/login',
    undefined,
    { username, password: wire(password), token },
    ip,
  );
}

/** The code of a secret at the test clock's time. */
export function codeNow(h: AccountsHarness, secret: string): string {
  return totpCode(secret, h.clock.now());
}

/**
 * A complete login of a demo staff member; answers the session token. The clock moves on one TOTP step first, so a
 * code is never one a previous login of the file already used.
 */
export async function staffLogin(h: AccountsHarness, username: string): Promise<string> {
  h.clock.advance(30_000);
  const first = await passwordStep(h, username);
  expect(first.code, first.msg).toBe(0);
  const answer = await staffPost<{ token: string }>(h, '/auth/staff/totp', undefined, {
    ticket: first.data.ticket,
    code: codeNow(h, demoTotpSecret(username)),
  });
  expect(answer.code, answer.msg).toBe(0);
  return answer.data.token;
}

/** The demo institution of a demo staff member (orgNN-staff is the NN-th demo institution). */
export async function orgOfStaff(h: AccountsHarness, username: string): Promise<number> {
  const row = await h.database.db
    .selectFrom('staff_account as a')
    .innerJoin('org_user as u', 'u.id', 'a.org_user_id')
    .select('u.org_id')
    .where('a.username', '=', username)
    .executeTakeFirstOrThrow();
  return row.org_id;
}

/** The demo username of an institution role of an institution (the inverse of orgOfStaff). */
export async function usernameOf(h: AccountsHarness, orgId: number, role: 'org_staff' | 'org_admin'): Promise<string> {
  const row = await h.database.db
    .selectFrom('staff_account as a')
    .innerJoin('org_user as u', 'u.id', 'a.org_user_id')
    .select('a.username')
    .where('u.org_id', '=', orgId)
    .where('a.role', '=', role)
    .executeTakeFirstOrThrow();
  return row.username;
}

/**
 * Sessions of the desk tests' cast, logged in in this order: the staff member and the administrator of the handling
 * institution (`orgId`), a staff member of another institution (`otherOrgId`), and the operator.
 */
export async function deskLogins(h: AccountsHarness, orgId: number, otherOrgId: number) {
  const staffA = await staffLoginAt(h, orgId, 'org_staff');
  const adminA = await staffLoginAt(h, orgId, 'org_admin');
  const staffB = await staffLoginAt(h, otherOrgId, 'org_staff');
  const operator = await staffLogin(h, 'operator');
  return { staffA, adminA, staffB, operator };
}

/** A complete login (staffLogin) of the demo staff member holding `role` at institution `orgId`; answers the token. */
export async function staffLoginAt(
  h: AccountsHarness,
  orgId: number,
  role: 'org_staff' | 'org_admin',
): Promise<string> {
  return staffLogin(h, await usernameOf(h, orgId, role));
}
