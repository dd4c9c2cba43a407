import crypto from 'node:crypto';
import type { Express } from 'express';
import request from 'supertest';
import { expect } from 'vitest';
import { createGatewayApp } from '../../../apps/gateway/src/app.ts';
import type { Database } from '../../../apps/gateway/src/db/database.ts';
import type { GatewayDeps } from '../../../apps/gateway/src/deps.ts';
import { freshIp, TestClock } from '../../../apps/gateway/test/accounts-support.ts';
// Brings in the typing of the snapshot the gateway's global setup provides to createTestDatabase.
import type {} from '../../../apps/gateway/test/global-setup.ts';
import { createTestDatabase } from '../../../apps/gateway/test/test-database.ts';
import { testDeps } from '../../../apps/gateway/test/test-deps.ts';
import { solveCaptchaThrough } from '../../support/graph-captcha.ts';
import { dataOf, type GraphQLBody, singleError } from './graphql-request.ts';
import { listen } from './listen.ts';
import { type GraphUnderTest, startGraph } from './platform.ts';

export const DEMO_MOBILE = '13800000001';
export const DEMO_PASSWORD = 'Demo@2026';
export const SESSION_COOKIE = 'PC-Front-Token';
export const PENDING_LOGIN_COOKIE = 'PC-Pending-Login';
export const CANTEEN_COOKIE = 'PC-Canteen-Token';
export const MINUTE = 60_000;

/** A browser address of its own, as the gateway's tests draw it. */
export { freshIp };

export interface AccountsPlatform {
  graph: GraphUnderTest;
  app: Express;
  /** The gateway's origin, for its development helpers. */
  gatewayOrigin: string;
  database: Database;
  /** The gateway's time, moved by hand (SMS limits allow one code a minute per mobile). */
  clock: TestClock;
  close(): Promise<void>;
}

/** The real gateway (development helpers on, silent SMS outbox, movable clock) with the graph in front of it. */
export async function startAccountsPlatform(
  options: { graph?: Parameters<typeof startGraph>[1]; govData?: GatewayDeps['govData'] } = {},
): Promise<AccountsPlatform> {
  const database = await createTestDatabase();
  const clock = new TestClock();
  const server = await listen(
    createGatewayApp(
      testDeps(database, {
        clock,
        accounts: { sessionIdleMs: 120 * MINUTE, sessionAbsoluteMs: 168 * 60 * MINUTE },
        ...(options.govData ? { govData: options.govData } : {}),
      }),
    ),
  );
  const graph = await startGraph(`${server.origin}/api`, options.graph);
  return {
    graph,
    app: graph.app,
    gatewayOrigin: server.origin,
    database,
    clock,
    close: async () => {
      await graph.stop();
      await server.close();
      await database.close();
    },
  };
}

let mobileSerial = crypto.randomInt(0, 5000);
/** A mobile no other test uses (the demo account is 13800000001). */
export function freshMobile(): string {
  mobileSerial += 1;
  return `1370${String(crypto.randomInt(0, 1000)).padStart(3, '0')}${String(mobileSerial).padStart(4, '0')}`;
}

export interface Browser {
  ip: string;
  /** `PC-Front-Token=<token>` once the graph has set it; undefined after it cleared it. */
  cookie?: string;
  /** `PC-Pending-Login=<id:code…>` between the two login steps; undefined once the graph cleared it. */
  pendingLogin?: string;
  /** `PC-Canteen-Token=<token>` while a canteen session is open; undefined once the graph cleared it. */
  canteen?: string;
}

export interface GraphAnswer<T> {
  status: number;
  body: GraphQLBody<T>;
  /** The Set-Cookie headers of the answer. */
  setCookies: string[];
}

/** A cookie an answer sets: its `name=value` pair to keep, or undefined where the answer clears it. */
export interface CookieSet {
  name: string;
  kept: string | undefined;
}

/** One GraphQL request from `ip` carrying `cookies` (the unset ones left out); the answer and the cookies it sets. */
export async function sendWithCookies<T = Record<string, unknown>>(
  app: Express,
  ip: string,
  cookies: Array<string | undefined>,
  query: string,
  variables?: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<GraphAnswer<T> & { cookiesSet: CookieSet[] }> {
  const call = request(app)
    .post('/graphql')
    .set('content-type', 'application/json')
    .set('x-forwarded-for', ip)
    .set(headers);
  const present = cookies.filter(Boolean);
  if (present.length > 0) call.set('cookie', present.join('; '));
  const response = await call.send({ query, ...(variables ? { variables } : {}) });
  const raw = response.headers['set-cookie'] as unknown;
  const setCookies = Array.isArray(raw) ? (raw as string[]) : typeof raw === 'string' ? [raw] : [];
  const cookiesSet = setCookies.map((header) => {
    const [pair = ''] = header.split(';');
    const [name = '', value] = pair.split('=');
    return { name, kept: value && !/Max-Age=0/.test(header) ? pair : undefined };
  });
  return { status: response.status, body: response.body as GraphQLBody<T>, setCookies, cookiesSet };
}

/** One GraphQL request from `browser` (its address and session cookie); the browser keeps what Set-Cookie says. */
export async function send<T = Record<string, unknown>>(
  app: Express,
  browser: Browser,
  query: string,
  variables?: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<GraphAnswer<T>> {
  const cookies = [browser.cookie, browser.pendingLogin, browser.canteen];
  const { cookiesSet, ...answer } = await sendWithCookies<T>(app, browser.ip, cookies, query, variables, headers);
  for (const { name, kept } of cookiesSet) {
    if (name === SESSION_COOKIE) browser.cookie = kept;
    if (name === PENDING_LOGIN_COOKIE) browser.pendingLogin = kept;
    if (name === CANTEEN_COOKIE) browser.canteen = kept;
  }
  return answer;
}

/** The data of an operation that must succeed. */
export async function data<T = Record<string, unknown>>(
  app: Express,
  browser: Browser,
  query: string,
  variables?: Record<string, unknown>,
): Promise<T> {
  return dataOf(await send<T>(app, browser, query, variables));
}

/** The single error of an operation that must fail. */
export async function failure(app: Express, browser: Browser, query: string, variables?: Record<string, unknown>) {
  const answer = await send(app, browser, query, variables);
  return { error: singleError(answer), answer };
}

async function devHelper<T>(platform: AccountsPlatform, path: string): Promise<T> {
  const response = await fetch(`${platform.gatewayOrigin}/api/__dev/${path}`);
  const envelope = (await response.json()) as { code: number; data: T };
  expect(envelope.code).toBe(0);
  return envelope.data;
}

export const SEND_CODE = 'mutation($input: SendSmsCodeInput!) { sendSmsCode(input: $input) }';
const USER_FIELDS =
  'id name maskedMobile deptId companyName companyCount ifImport ifCertification identifyStatus hasCheckedFace';
export const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { ${USER_FIELDS} } }`;
export const LOGIN_BY_SMS =
  'mutation($input: SmsLoginInput!) { loginBySms(input: $input) { id uniformCode companyName } }';
export const LOGIN_BY_PASSWORD =
  'mutation($input: PasswordLoginInput!) { loginByPassword(input: $input) { id uniformCode companyName } }';
export const LOGIN_WITH_COMPANY = `mutation($id: ID!) { loginWithCompany(companyId: $id) { ${USER_FIELDS} } }`;
export const ME = `query { me { ${USER_FIELDS} } }`;
export const LOGOUT = 'mutation { logout }';

/** Draws a puzzle through the graph, asks the gateway's helper for the answer and checks it: the captcha token. */
export function solveCaptcha(platform: AccountsPlatform, browser: Browser): Promise<string> {
  return solveCaptchaThrough(
    (query, variables) => data(platform.app, browser, query, variables),
    async (key) => (await devHelper<{ x: number }>(platform, `captcha/${key}`)).x,
  );
}

/** Sends an SMS code through the graph (solving a captcha first) and answers the code from the outbox. */
export async function smsCode(
  platform: AccountsPlatform,
  browser: Browser,
  mobile: string,
  method: 'LOGIN' | 'REGISTER' | 'RESET_PASSWORD' | 'RESET_MOBILE',
): Promise<string> {
  const captchaToken = await solveCaptcha(platform, browser);
  await data(platform.app, browser, SEND_CODE, { input: { mobile, captchaToken, method } });
  return devHelper<string>(platform, `sms?mobile=${mobile}`);
}

/** The token of a session cookie pair `PC-Front-Token=<token>` (what an API client could send as a bearer token). */
export function cookieToken(cookie: string | undefined): string {
  return cookie?.slice(`${SESSION_COOKIE}=`.length) ?? '';
}

/** Registers a new account in `browser`, which then holds its session cookie (the answer carries no token). */
export async function registerAccount(
  platform: AccountsPlatform,
  browser: Browser,
  password = 'Passw0rd2026',
): Promise<{ mobile: string; password: string; token: string }> {
  const mobile = freshMobile();
  const code = await smsCode(platform, browser, mobile, 'REGISTER');
  await data(platform.app, browser, REGISTER, { input: { mobile, password, smsCode: code, isAgree: true } });
  return { mobile, password, token: cookieToken(browser.cookie) };
}

export interface LoginEntry {
  id: string;
  uniformCode: string;
  companyName: string;
}

/** Password login (captcha first): the company list; `browser` then holds the pending-login cookie. */
export async function passwordLogin(platform: AccountsPlatform, browser: Browser, mobile: string, password: string) {
  const captchaToken = await solveCaptcha(platform, browser);
  const answer = await data<{ loginByPassword: LoginEntry[] }>(platform.app, browser, LOGIN_BY_PASSWORD, {
    input: { mobile, password, captchaToken, isAgree: true },
  });
  return answer.loginByPassword;
}

/** Logs `browser` into one company of its pending login's list (by id); answers the user. */
export async function loginWithCompany(platform: AccountsPlatform, browser: Browser, companyId: string) {
  const answer = await data<{ loginWithCompany: Record<string, unknown> }>(platform.app, browser, LOGIN_WITH_COMPANY, {
    id: companyId,
  });
  return answer.loginWithCompany;
}

/** The session cookie of a Set-Cookie list, with its attributes. */
export function sessionCookieHeader(setCookies: string[]): string | undefined {
  return setCookies.find((header) => header.startsWith(`${SESSION_COOKIE}=`));
}

/** The pending-login cookie of a Set-Cookie list, with its attributes. */
export function pendingLoginCookieHeader(setCookies: string[]): string | undefined {
  return setCookies.find((header) => header.startsWith(`${PENDING_LOGIN_COOKIE}=`));
}
