import { expect } from 'vitest';
import { totpCode } from '../../../apps/gateway/src/features/workbench/domain/totp.ts';
import { demoTotpSecret } from '../../../apps/gateway/src/seed/demo-staff.ts';
import {
  type AccountsPlatform,
  type Browser,
  type GraphAnswer,
  SESSION_COOKIE,
  sendWithCookies,
  solveCaptcha,
} from './accounts-platform.ts';
import { dataOf, singleError } from './graphql-request.ts';

/** Helpers of the workbench's integration tests: staff logins through the graph and the SME-Staff-Token cookie. */

export const STAFF_COOKIE = 'SME-Staff-Token';
export const STAFF_PASSWORD = 'Staff@2026demo';

/** A browser of the workbench: its address, its staff cookie and (for the mixed-session tests) an enterprise one. */
export interface StaffBrowser extends Browser {
  /** `SME-Staff-Token=<token>` once the graph has set it; undefined after it cleared it. */
  staff?: string;
}

export type StaffAnswer<T> = GraphAnswer<T>;

/** One GraphQL request with the browser's cookies; the browser keeps the staff and enterprise cookies it is given. */
export async function staffSend<T = Record<string, unknown>>(
  platform: AccountsPlatform,
  browser: StaffBrowser,
  query: string,
  variables?: Record<string, unknown>,
): Promise<StaffAnswer<T>> {
  const cookies = [browser.staff, browser.cookie];
  const { cookiesSet, ...answer } = await sendWithCookies<T>(platform.app, browser.ip, cookies, query, variables);
  for (const { name, kept } of cookiesSet) {
    if (name === STAFF_COOKIE) browser.staff = kept;
    if (name === SESSION_COOKIE) browser.cookie = kept;
  }
  return answer;
}

export async function staffData<T = Record<string, unknown>>(
  platform: AccountsPlatform,
  browser: StaffBrowser,
  query: string,
  variables?: Record<string, unknown>,
): Promise<T> {
  return dataOf(await staffSend<T>(platform, browser, query, variables));
}

export async function staffFailure(
  platform: AccountsPlatform,
  browser: StaffBrowser,
  query: string,
  variables?: Record<string, unknown>,
) {
  const answer = await staffSend(platform, browser, query, variables);
  return { error: singleError(answer), answer };
}

export const STAFF_FIELDS = 'id username name role roleName orgId orgName';
export const STAFF_LOGIN = `mutation($input: StaffLoginInput!) { staffLogin(input: $input) { next ticket secret otpauthUri } }`;
export const STAFF_CONFIRM = `mutation($ticket: String!, $code: String!) { staffConfirmCode(ticket: $ticket, code: $code) { ${STAFF_FIELDS} } }`;
export const STAFF_ME = `query { staffMe { ${STAFF_FIELDS} } }`;
export const STAFF_LOGOUT = 'mutation { staffLogout }';

export interface LoginStep {
  next: string;
  ticket: string;
  secret: string | null;
  otpauthUri: string | null;
}

/** The password step through the graph (captcha first). */
export async function staffPasswordStep(
  platform: AccountsPlatform,
  browser: StaffBrowser,
  username: string,
  password = STAFF_PASSWORD,
): Promise<LoginStep> {
  const captchaToken = await solveCaptcha(platform, browser);
  const answer = await staffData<{ staffLogin: LoginStep }>(platform, browser, STAFF_LOGIN, {
    input: { username, password, captchaToken },
  });
  return answer.staffLogin;
}

/**
 * A complete login of a demo staff member in `browser` (which then holds the staff cookie). The gateway's clock
 * moves one TOTP step first, so a code is never one an earlier login of the file used.
 */
export async function staffSignIn(platform: AccountsPlatform, browser: StaffBrowser, username: string) {
  platform.clock.advance(30_000);
  const step = await staffPasswordStep(platform, browser, username);
  expect(step.next).toBe('totp');
  const answer = await staffData<{ staffConfirmCode: Record<string, unknown> }>(platform, browser, STAFF_CONFIRM, {
    ticket: step.ticket,
    code: totpCode(demoTotpSecret(username), platform.clock.now()),
  });
  return answer.staffConfirmCode;
}
