import crypto from 'node:crypto';
import type express from 'express';
import { expect } from 'vitest';
import { createGatewayApp } from '#app.ts';
import type { Database } from '#db/database.ts';
import { ProvincialLoginError } from '#outside/provincial/provincial-errors.ts';
import {
  buildIdentifyUrl,
  type ProvincialBeginRequest,
  type ProvincialFinishRequest,
  type ProvincialIdentity,
  type ProvincialLoginStart,
  type ProvincialLogoutRequest,
  type ProvincialPerson,
} from '#outside/provincial/provincial-identity.ts';
import { WeChatLoginError, type WeChatOAuth, type WeChatUser } from '#outside/wechat/wechat-oauth.ts';
import { get, HOUR, latestCode, post, sendCode, TestClock } from './accounts-support.ts';
import { createTestDatabase } from './test-database.ts';
import { testDeps } from './test-deps.ts';

export const PORTAL = 'https://sme.example.cn';
export const PROVINCIAL_CALLBACK = `${PORTAL}/cbpage/gdauth`;
export const WECHAT_CALLBACK = `${PORTAL}/cbpage/wechat`;
export const PROVIDER = 'https://gd-id.example.gov.cn';
export const WECHAT_APP = 'wx-test-app';

const random = () => crypto.randomBytes(24).toString('base64url');

/** A person at the fake provider (what finish answers). */
export interface FakePerson {
  subject: string;
  name?: string;
  mobile?: string;
  level: number;
  mobileVerified?: boolean;
}

interface IssuedCode {
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
  person: FakePerson;
  used: boolean;
}

/**
 * A provincial provider in memory with the checks of the real client (tests/integration drives the real one through
 * the stand-in): a code is bound to the state, nonce, PKCE verifier and redirect address of the login it was issued
 * for, and works once.
 */
export class FakeProvincialIdentity implements ProvincialIdentity {
  readonly configured = true;
  readonly clientId = 'sme-platform-test';
  down = false;
  private readonly begun = new Map<string, Omit<IssuedCode, 'person' | 'used'>>();
  private readonly codes = new Map<string, IssuedCode>();

  async begin({ redirectUri }: ProvincialBeginRequest): Promise<ProvincialLoginStart> {
    if (this.down) throw new ProvincialLoginError('unavailable');
    const start = { state: random(), nonce: random(), codeVerifier: random() };
    this.begun.set(start.state, { ...start, redirectUri });
    const url = new URL(`${PROVIDER}/auth`);
    url.searchParams.set('state', start.state);
    url.searchParams.set('redirect_uri', redirectUri);
    return { authorizationUrl: url.href, ...start };
  }

  /** What the provider does when the person signs in: answers the code it sends back with the login's state. */
  signIn(authorizationUrl: string, person: FakePerson): { code: string; state: string } {
    const state = new URL(authorizationUrl).searchParams.get('state') ?? '';
    const begun = this.begun.get(state);
    if (!begun) throw new Error('no such login at the fake provider');
    const code = random();
    this.codes.set(code, { ...begun, person, used: false });
    return { code, state };
  }

  async finish(request: ProvincialFinishRequest): Promise<ProvincialPerson> {
    if (this.down) throw new ProvincialLoginError('unavailable');
    if (!('code' in request)) throw new Error('the gateway sends code and state');
    const issued = this.codes.get(request.code);
    const { expected } = request;
    if (
      !issued ||
      issued.used ||
      request.state !== expected.state ||
      issued.state !== expected.state ||
      issued.nonce !== expected.nonce ||
      issued.codeVerifier !== expected.codeVerifier ||
      issued.redirectUri !== request.redirectUri
    ) {
      throw new ProvincialLoginError('rejected');
    }
    issued.used = true;
    const { person } = issued;
    return {
      subject: person.subject,
      name: person.name,
      mobile: person.mobile,
      level: person.level,
      claims: { sub: person.subject, phone_number_verified: person.mobileVerified ?? true },
      idToken: `id.token.${person.subject}`,
    };
  }

  async logoutUrl(request: ProvincialLogoutRequest = {}): Promise<string | undefined> {
    const url = new URL(`${PROVIDER}/session/end`);
    if (request.postLogoutRedirectUri) url.searchParams.set('post_logout_redirect_uri', request.postLogoutRedirectUri);
    if (request.idTokenHint) url.searchParams.set('id_token_hint', request.idTokenHint);
    return url.href;
  }

  identifyUrl(redirect: string): string {
    return buildIdentifyUrl(`${PROVIDER}/identify`, redirect);
  }
}

/** WeChat in memory: codes for chosen users, each exchanged once. */
export class FakeWeChatOAuth implements WeChatOAuth {
  readonly configured = true;
  readonly appId = WECHAT_APP;
  down = false;
  private readonly codes = new Map<string, { user: WeChatUser; used: boolean }>();

  authorizeUrl({ state, redirectUri }: { state: string; redirectUri: string }): string {
    const url = new URL('https://open.weixin.example/connect/qrconnect');
    url.searchParams.set('appid', this.appId);
    url.searchParams.set('redirect_uri', redirectUri);
    url.searchParams.set('state', state);
    return `${url.href}#wechat_redirect`;
  }

  /** The person scans: answers the code WeChat sends back. */
  scan(openId: string, nickname: string): string {
    const code = random();
    this.codes.set(code, {
      user: { openId, unionId: `union-${openId}`, nickname, headImgUrl: undefined },
      used: false,
    });
    return code;
  }

  async exchangeCode(code: string): Promise<WeChatUser> {
    if (this.down) throw new WeChatLoginError('unavailable', 'fake: down');
    const issued = this.codes.get(code);
    if (!issued || issued.used) throw new WeChatLoginError('rejected', 'fake: code used or unknown');
    issued.used = true;
    return issued.user;
  }
}

export interface OutsideHarness {
  app: express.Express;
  database: Database;
  clock: TestClock;
  provincial: FakeProvincialIdentity;
  wechat: FakeWeChatOAuth;
  close(): Promise<void>;
}

/** The gateway with the fake provider and WeChat (or none configured), a movable clock, production budgets. */
export async function startOutside(options: { configured?: boolean } = {}): Promise<OutsideHarness> {
  const database = await createTestDatabase();
  const clock = new TestClock();
  const provincial = new FakeProvincialIdentity();
  const wechat = new FakeWeChatOAuth();
  const configured = options.configured ?? true;
  const app = createGatewayApp(
    testDeps(database, {
      clock,
      accounts: { sessionIdleMs: 2 * HOUR, sessionAbsoluteMs: 7 * 24 * HOUR },
      ...(configured ? { provincialIdentity: provincial, wechatOAuth: wechat } : {}),
    }),
  );
  return { app, database, clock, provincial, wechat, close: () => database.close() };
}

export const browserKey = () => crypto.randomBytes(32).toString('base64url');

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** `tongyi/web/clientId` for the portal's callback and this browser key. */
export async function provincialStart(
  app: express.Express,
  ip: string,
  key: string,
  redirectUrl = PROVINCIAL_CALLBACK,
) {
  const query = new URLSearchParams({ redirectUrl, browserKey: key });
  const answer = await get(app, `/user/user/tongyi/web/clientId?${query}`, ip);
  return answer.body as Envelope<{
    clientId: string;
    ssoUrl: string;
    logoutUrl: string | null;
    identifyUrl: string;
    expiresIn: number;
  }>;
}

export interface ProvincialAnswer {
  companies: Array<{ id: number; uniformCode: string; companyName: string; loginCode: string }>;
  logoutUrl: string | null;
  identifyUrl: string;
}

/** `tongyi/web/login` as the graph sends it: the callback's values in the query, the browser key in the body. */
export async function provincialCallback(
  app: express.Express,
  ip: string,
  callback: { code: string; state: string; key: string; redirectUrl?: string; channelCode?: string },
) {
  const query = new URLSearchParams({
    code: callback.code,
    state: callback.state,
    redirectUrl: callback.redirectUrl ?? PROVINCIAL_CALLBACK,
    ...(callback.channelCode ? { channelCode: callback.channelCode } : {}),
  });
  const answer = await post(app, `/user/user/tongyi/web/login?${query}`, ip).send({ browserKey: callback.key });
  return answer.body as Envelope<ProvincialAnswer>;
}

/** A whole provincial login of `person` up to the company list (start, sign in at the provider, callback). */
export async function provincialLogin(harness: OutsideHarness, ip: string, person: FakePerson) {
  const key = browserKey();
  const start = await provincialStart(harness.app, ip, key);
  expect(start.code).toBe(0);
  const { code, state } = harness.provincial.signIn(start.data.ssoUrl, person);
  return provincialCallback(harness.app, ip, { code, state, key });
}

/** Logs into one entry of a company list; answers the login92 envelope. */
export async function login92(
  app: express.Express,
  ip: string,
  loginCode: string,
  headers: Record<string, string> = {},
) {
  const answer = await post(app, `/auth/login92/code/${loginCode}`, ip).set(headers);
  return answer.body as Envelope<{ token: string; wechatBound?: boolean }>;
}

/** SMS login step 1 of a registered mobile (the clock moves a minute first, past the per-mobile send limit). */
export async function smsCompanies(harness: OutsideHarness, mobile: string, ip: string) {
  harness.clock.advance(61_000);
  expect((await sendCode(harness.app, mobile, 'LOGIN', ip)).code).toBe(0);
  const code = await latestCode(harness.app, mobile);
  const answer = await post(harness.app, '/user/user/login', ip).send({ phone: mobile, code, type: 2 });
  expect(answer.body.code).toBe(0);
  return answer.body.data as ProvincialAnswer['companies'];
}

/** WeChat: start for this browser, scan as `openId`, and the code exchange; answers the oAuth2UserInfo envelope. */
export async function wechatScan(harness: OutsideHarness, ip: string, openId: string, nickname = '张小微') {
  const key = browserKey();
  const start = await get(
    harness.app,
    `/user/user/wx/web/authorize?${new URLSearchParams({ redirectUrl: WECHAT_CALLBACK, browserKey: key })}`,
    ip,
  );
  expect(start.body.code).toBe(0);
  const state = new URL(start.body.data.authorizeUrl).searchParams.get('state') ?? '';
  const code = harness.wechat.scan(openId, nickname);
  const info = await get(
    harness.app,
    `/wx/wx/mp/${WECHAT_APP}/oAuth2UserInfo?${new URLSearchParams({ code, state, browserKey: key })}`,
    ip,
  );
  return info.body as Envelope<{ ticket: string; bound: boolean; nickname: string | null; expiresIn: number }>;
}

/** `wx/login/code/get/{bizId}?openId=<ticket>`. */
export async function wechatCompanies(app: express.Express, ip: string, ticket: string, bizId = WECHAT_APP) {
  const answer = await get(app, `/user/user/wx/login/code/get/${bizId}?openId=${ticket}`, ip);
  return answer.body as Envelope<ProvincialAnswer['companies'] | null>;
}
