import crypto from 'node:crypto';
import type express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, expect } from 'vitest';
import { createGatewayApp } from '#app.ts';
import type { Database } from '#db/database.ts';
import type { GatewayDeps } from '#deps.ts';
import type { AccountSettings } from '#features/accounts/settings.ts';
import type { WorkbenchSettings } from '#features/workbench/settings.ts';
import type { FaceVerifier } from '#outside/face/face-verifier.ts';
import type { SmsSender } from '#outside/sms/sms-sender.ts';
import type { Clock } from '#shared/clock.ts';
import { createEmptyDatabase, createTestDatabase } from './test-database.ts';
import { testDeps } from './test-deps.ts';

/** A clock the tests move by hand. */
export class TestClock implements Clock {
  private time = Date.parse('2026-03-02T01:00:00Z');
  now(): Date {
    return new Date(this.time);
  }
  advance(ms: number): void {
    this.time += ms;
  }
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

export interface AccountsHarness {
  app: express.Express;
  database: Database;
  clock: TestClock;
  close(): Promise<void>;
}

export interface HarnessOptions {
  production?: boolean;
  settings?: Partial<AccountSettings>;
  smsSender?: (database: Database) => SmsSender;
  faceVerifier?: (database: Database) => FaceVerifier;
  govData?: GatewayDeps['govData'];
  workbench?: Partial<WorkbenchSettings>;
}

/** The gateway on a database of its own, with a movable clock and a silent SMS outbox. */
export async function startAccounts(options: HarnessOptions = {}): Promise<AccountsHarness> {
  const database = await createTestDatabase();
  return { ...accountsOn(database, options), close: () => database.close() };
}

/**
 * The gateway as startAccounts makes it, on a database the caller holds (and closes): for tests that each want their
 * own settings but not a database of their own. Its close leaves the database open.
 */
export function accountsOn(database: Database, options: HarnessOptions = {}): AccountsHarness {
  const clock = new TestClock();
  const app = createGatewayApp(
    testDeps(database, {
      production: options.production ?? false,
      clock,
      accounts: { sessionIdleMs: 2 * HOUR, sessionAbsoluteMs: 7 * 24 * HOUR, ...options.settings },
      ...(options.smsSender ? { smsSender: options.smsSender(database) } : {}),
      ...(options.faceVerifier ? { faceVerifier: options.faceVerifier(database) } : {}),
      ...(options.govData ? { govData: options.govData } : {}),
      ...(options.workbench ? { workbench: options.workbench } : {}),
    }),
  );
  return { app, database, clock, close: async () => {} };
}

/** A harness started before the file's tests and closed after them; it is ready inside tests and later hooks. */
export function harnessForFile<H extends { close(): Promise<void> }>(start: () => Promise<H>): H {
  const harness = {} as H;
  beforeAll(async () => {
    Object.assign(harness, await start());
  });
  afterAll(() => harness.close());
  return harness;
}

/** The gateway on a seeded database of its own, for the test file or describe block that calls it. */
export const gatewayForFile = () =>
  harnessForFile(async () => {
    const database = await createTestDatabase();
    return { app: createGatewayApp(testDeps(database)), database, close: () => database.close() };
  });

/** The gateway on a migrated database without seed data, for the test file or describe block that calls it. */
export const emptyGatewayForFile = () =>
  harnessForFile(async () => {
    const database = await createEmptyDatabase();
    return { app: createGatewayApp(testDeps(database)), close: () => database.close() };
  });

/** Runs `use` on a harness of its own (startAccounts(options)), closed afterwards whatever `use` did. */
export async function withAccounts<T>(options: HarnessOptions, use: (h: AccountsHarness) => Promise<T>): Promise<T> {
  const h = await startAccounts(options);
  try {
    return await use(h);
  } finally {
    await h.close();
  }
}

/** startAccounts for the whole test file (harnessForFile). */
export const accountsForFile = (options: HarnessOptions = {}) => harnessForFile(() => startAccounts(options));

let mobileSerial = crypto.randomInt(0, 5000);
/** A mobile no other test uses (the demo account is 13800000001). */
export function freshMobile(): string {
  mobileSerial += 1;
  return `1390${String(crypto.randomInt(0, 1000)).padStart(3, '0')}${String(mobileSerial).padStart(4, '0')}`;
}

let ipSerial = 0;
/** A client address of its own, so per-address limits of one test never touch another. */
export function freshIp(): string {
  ipSerial += 1;
  return `10.${crypto.randomInt(0, 250)}.${Math.floor(ipSerial / 250)}.${(ipSerial % 250) + 1}`;
}

/** A password as the wire carries it: the SHA-256 hex of its text. */
export function wire(password: string): string {
  return crypto.createHash('sha256').update(password, 'utf8').digest('hex');
}

export function post(app: express.Express, path: string, ip: string, token?: string) {
  const call = request(app).post(`/api${path}`).set('X-Forwarded-For', ip);
  return token ? call.set('Authorization', `Bearer ${token}`) : call;
}

export function get(app: express.Express, path: string, ip: string, token?: string) {
  const call = request(app).get(`/api${path}`).set('X-Forwarded-For', ip);
  return token ? call.set('Authorization', `Bearer ${token}`) : call;
}

/** Draws a puzzle and solves it with the development helper; answers the one-time token. */
export async function solveCaptcha(app: express.Express, ip: string): Promise<string> {
  const puzzle = await get(app, '/zzzttt/pic/swipe/get', ip);
  expect(puzzle.body.code).toBe(0);
  const { key, y } = puzzle.body.data;
  const answer = await get(app, `/__dev/captcha/${key}`, ip);
  const checked = await post(app, '/zzzttt/pic/swipe/check', ip).send({ x: answer.body.data.x, y, key });
  expect(checked.body.code).toBe(0);
  return checked.body.data as string;
}

/** The newest SMS code of a mobile, through the development helper. */
export async function latestCode(app: express.Express, mobile: string): Promise<string> {
  const answer = await get(app, `/__dev/sms?mobile=${mobile}`, '127.0.0.1');
  expect(answer.body.code).toBe(0);
  return answer.body.data as string;
}

/** A send-code request for a new mobile with the captcha token as given (none is solved here): the raw response. */
export function sendCodeToNewMobile(app: express.Express, ip: string, token: string, method?: string) {
  return post(app, '/user/user/v1/code/send', ip).send({ mobile: freshMobile(), token, method });
}

/** Sends a code (solving a captcha first) and answers the envelope. */
export async function sendCode(app: express.Express, mobile: string, method: string, ip: string, token?: string) {
  const captcha = await solveCaptcha(app, ip);
  const response = await post(app, '/user/user/v1/code/send', ip, token).send({ mobile, token: captcha, method });
  return response.body as { code: number; msg: string; data: unknown };
}

/** Registers a new account and answers its mobile and session token. */
export async function register(
  app: express.Express,
  ip: string,
  password = 'Passw0rd2026',
): Promise<{ mobile: string; token: string; password: string }> {
  const mobile = freshMobile();
  expect((await sendCode(app, mobile, 'REGISTER', ip)).code).toBe(0);
  const smsCode = await latestCode(app, mobile);
  const answer = await post(app, '/user/user/register', ip).send({
    mobile,
    password: wire(password),
    smsCode,
    source: 0,
  });
  expect(answer.body).toMatchObject({ code: 0 });
  return { mobile, token: answer.body.data.token, password };
}

export interface LoginEntry {
  id: number;
  uniformCode: string;
  companyName: string;
  loginCode: string;
}

/** Password login (captcha first); answers the envelope of /user/user/login. */
export async function passwordLogin(app: express.Express, mobile: string, password: string, ip: string) {
  const token = await solveCaptcha(app, ip);
  const answer = await post(app, '/user/user/login', ip).send({
    phone: mobile,
    password: wire(password),
    token,
    type: 1,
  });
  return answer.body as { code: number; msg: string; data: LoginEntry[] | null };
}

/** Logs into a company by its loginCode; answers the session token. */
export async function loginWithCode(app: express.Express, loginCode: string, ip: string): Promise<string> {
  const answer = await post(app, `/auth/login92/code/${loginCode}`, ip);
  expect(answer.body.code).toBe(0);
  return answer.body.data.token as string;
}

/** The seed's demo account (13800000001) logged into its first company (certified, face check passed). */
export async function demoCompanySession(app: express.Express): Promise<{ token: string; companyId?: number }> {
  const login = await passwordLogin(app, '13800000001', 'Demo@2026', freshIp());
  return {
    token: await loginWithCode(app, login.data?.[0]?.loginCode ?? '', freshIp()),
    companyId: login.data?.[0]?.id,
  };
}

/** SMS login into the first company; answers the session token. */
export async function smsLoginToken(app: express.Express, mobile: string, ip: string): Promise<string> {
  expect((await sendCode(app, mobile, 'LOGIN', ip)).code).toBe(0);
  const code = await latestCode(app, mobile);
  const answer = await post(app, '/user/user/login', ip).send({ phone: mobile, code, type: 2 });
  expect(answer.body.code).toBe(0);
  return loginWithCode(app, answer.body.data[0].loginCode, ip);
}
