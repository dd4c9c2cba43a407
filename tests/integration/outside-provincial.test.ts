import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProvincialIdentity } from '../../apps/gateway/src/outside/provincial/create-provincial-identity.ts';
import { ProvincialLoginError } from '../../apps/gateway/src/outside/provincial/provincial-errors.ts';
import {
  meetsRequiredLevel,
  type ProvincialIdentity,
  type ProvincialLoginStart,
} from '../../apps/gateway/src/outside/provincial/provincial-identity.ts';
import { readProvincialSettings } from '../../apps/gateway/src/outside/provincial/provincial-settings.ts';
import type { RunningStandIns } from '../../stand-ins/src/stand-ins.ts';
import { CookieBrowser, formAction } from './support/cookie-browser.ts';
import { closedPort } from './support/listen.ts';
import { rejectionOf } from './support/rejection.ts';
import {
  PLATFORM_HOME,
  PLATFORM_ORIGIN,
  PROVINCIAL_CALLBACK,
  provincialEnv,
  signInAtProvider,
  startTestStandIns,
  testUser,
} from './support/stand-ins.ts';

let standIns: RunningStandIns;
let identity: ProvincialIdentity;

beforeAll(async () => {
  standIns = await startTestStandIns();
  identity = identityFor(provincialEnv(standIns));
});
afterAll(() => standIns.close());

function identityFor(env: NodeJS.ProcessEnv): ProvincialIdentity {
  return createProvincialIdentity(readProvincialSettings(env, false));
}

/** One login up to the callback: begin, then the person at the provider. */
async function loginAs(username: string, browser = new CookieBrowser(PLATFORM_ORIGIN)) {
  const start = await identity.begin({ redirectUri: PROVINCIAL_CALLBACK });
  const callbackUrl = await signInAtProvider(browser, start.authorizationUrl, username);
  return { start, callbackUrl, browser };
}

function expected(start: ProvincialLoginStart) {
  return { state: start.state, nonce: start.nonce, codeVerifier: start.codeVerifier };
}

const failure = (promise: Promise<unknown>) => rejectionOf(promise, ProvincialLoginError);

describe('provincial login against the stand-in provider', () => {
  it('asks for the code with PKCE (S256), state and nonce, for the registered callback', async () => {
    const start = await identity.begin({ redirectUri: PROVINCIAL_CALLBACK });
    const url = new URL(start.authorizationUrl);
    expect(url.origin + url.pathname).toBe(`${standIns.url}/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'sme-platform-test',
      response_type: 'code',
      redirect_uri: PROVINCIAL_CALLBACK,
      scope: 'openid profile phone assurance',
      state: start.state,
      nonce: start.nonce,
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(start.codeVerifier).not.toBe(url.searchParams.get('code_challenge'));
    const again = await identity.begin({ redirectUri: PROVINCIAL_CALLBACK });
    expect([again.state, again.nonce, again.codeVerifier]).not.toContain(start.state);
    expect(again.nonce).not.toBe(start.nonce);
  });

  it('completes an L2 login: the person with name, mobile and level 2', async () => {
    const { start, callbackUrl } = await loginAs('gd_l2');
    expect(new URL(callbackUrl).searchParams.get('state')).toBe(start.state);
    const person = await identity.finish({ callbackUrl, redirectUri: PROVINCIAL_CALLBACK, expected: expected(start) });
    const user = testUser('gd_l2');
    expect(person).toMatchObject({ subject: user.sub, name: user.name, mobile: user.mobile, level: 2 });
    expect(person.claims).toMatchObject({ sub: user.sub, assurance_level: 2, phone_number_verified: true });
    expect(person.idToken?.split('.')).toHaveLength(3);
    expect(meetsRequiredLevel(person)).toBe(true);
  });

  it('completes an L1 login with level 1, which is below the required L2', async () => {
    const { start, callbackUrl } = await loginAs('gd_l1');
    const person = await identity.finish({ callbackUrl, redirectUri: PROVINCIAL_CALLBACK, expected: expected(start) });
    expect(person).toMatchObject({ subject: testUser('gd_l1').sub, level: 1 });
    expect(meetsRequiredLevel(person)).toBe(false);
  });

  it('takes the code and state instead of the whole callback address (the spec login call has no iss)', async () => {
    const { start, callbackUrl } = await loginAs('gd_l3');
    const params = new URL(callbackUrl).searchParams;
    const person = await identity.finish({
      code: params.get('code') ?? '',
      state: params.get('state') ?? '',
      redirectUri: PROVINCIAL_CALLBACK,
      expected: expected(start),
    });
    expect(person.level).toBe(3);
  });

  it('refuses a forged state without spending the code', async () => {
    const { start, callbackUrl } = await loginAs('gd_l2');
    const forged = await failure(
      identity.finish({
        callbackUrl,
        redirectUri: PROVINCIAL_CALLBACK,
        expected: { ...expected(start), state: 'forged-state' },
      }),
    );
    expect(forged).toMatchObject({ reason: 'rejected', message: '统一身份认证登录已失效，请重新登录' });
    const person = await identity.finish({ callbackUrl, redirectUri: PROVINCIAL_CALLBACK, expected: expected(start) });
    expect(person.level).toBe(2);
  });

  it('refuses a replayed code', async () => {
    const { start, callbackUrl } = await loginAs('gd_l2');
    await identity.finish({ callbackUrl, redirectUri: PROVINCIAL_CALLBACK, expected: expected(start) });
    const replay = await failure(
      identity.finish({ callbackUrl, redirectUri: PROVINCIAL_CALLBACK, expected: expected(start) }),
    );
    expect(replay.reason).toBe('rejected');
  });

  it('refuses a wrong nonce (the ID token was issued for another login)', async () => {
    const { start, callbackUrl } = await loginAs('gd_l2');
    const error = await failure(
      identity.finish({
        callbackUrl,
        redirectUri: PROVINCIAL_CALLBACK,
        expected: { ...expected(start), nonce: 'another-nonce' },
      }),
    );
    expect(error.reason).toBe('rejected');
    expect(error.message).not.toMatch(/[A-Za-z]/);
  });

  it('refuses a wrong PKCE verifier (a stolen code is of no use)', async () => {
    const { start, callbackUrl } = await loginAs('gd_l2');
    const other = await identity.begin({ redirectUri: PROVINCIAL_CALLBACK });
    const error = await failure(
      identity.finish({
        callbackUrl,
        redirectUri: PROVINCIAL_CALLBACK,
        expected: { ...expected(start), codeVerifier: other.codeVerifier },
      }),
    );
    expect(error.reason).toBe('rejected');
  });

  it('refuses a callback address that is not the registered one', async () => {
    const { start, callbackUrl } = await loginAs('gd_l2');
    const elsewhere = callbackUrl.replace('/cbpage/gdauth', '/elsewhere');
    const error = await failure(
      identity.finish({ callbackUrl: elsewhere, redirectUri: PROVINCIAL_CALLBACK, expected: expected(start) }),
    );
    expect(error.reason).toBe('rejected');
  });

  it('tells a cancel at the provider apart', async () => {
    const start = await identity.begin({ redirectUri: PROVINCIAL_CALLBACK });
    const browser = new CookieBrowser(PLATFORM_ORIGIN);
    const login = await browser.navigate(start.authorizationUrl);
    const back = await browser.submit(formAction(login, '/abort'), {});
    expect(new URL(back.stoppedAt ?? '').searchParams.get('error')).toBe('access_denied');
    const error = await failure(
      identity.finish({
        callbackUrl: back.stoppedAt ?? '',
        redirectUri: PROVINCIAL_CALLBACK,
        expected: expected(start),
      }),
    );
    expect(error).toMatchObject({ reason: 'cancelled', message: '您已取消广东省统一身份认证平台登录' });
  });

  it('shows the login form again after a wrong password, marked as the local stand-in', async () => {
    const start = await identity.begin({ redirectUri: PROVINCIAL_CALLBACK });
    const browser = new CookieBrowser(PLATFORM_ORIGIN);
    const login = await browser.navigate(start.authorizationUrl);
    expect(login.html).toContain('本地模拟 · 广东省统一身份认证平台');
    expect(login.html).toContain('gd_l1');
    const wrong = await browser.submit(formAction(login, '/login'), { username: 'gd_l2', password: 'wrong' });
    expect(wrong.status).toBe(401);
    expect(wrong.html).toContain('用户名或密码错误');
    expect(wrong.stoppedAt).toBeUndefined();
  });

  it('refuses an unknown client at the provider, and a wrong client secret at the token endpoint', async () => {
    const stranger = identityFor({ ...provincialEnv(standIns), PROVINCIAL_CLIENT_ID: 'not-registered' });
    const start = await stranger.begin({ redirectUri: PROVINCIAL_CALLBACK });
    const page = await new CookieBrowser(PLATFORM_ORIGIN).navigate(start.authorizationUrl);
    expect(page.status).toBe(400);
    expect(page.stoppedAt).toBeUndefined();
    expect(page.html).toContain('invalid_client');

    const { start: mine, callbackUrl } = await loginAs('gd_l2');
    const wrongSecret = identityFor({ ...provincialEnv(standIns), PROVINCIAL_CLIENT_SECRET: 'not-the-secret' });
    const error = await failure(
      wrongSecret.finish({ callbackUrl, redirectUri: PROVINCIAL_CALLBACK, expected: expected(mine) }),
    );
    expect(error).toMatchObject({ reason: 'misconfigured', message: '统一身份认证服务配置有误，请联系平台运营方' });
  });

  it('requires PKCE at the provider: a request without a code challenge goes back with an error', async () => {
    const start = await identity.begin({ redirectUri: PROVINCIAL_CALLBACK });
    const url = new URL(start.authorizationUrl);
    url.searchParams.delete('code_challenge');
    url.searchParams.delete('code_challenge_method');
    const back = await new CookieBrowser(PLATFORM_ORIGIN).navigate(url.href);
    const params = new URL(back.stoppedAt ?? 'about:blank').searchParams;
    expect(params.get('error')).toBe('invalid_request');
    expect(params.get('error_description')).toMatch(/PKCE/);
    expect(params.get('code')).toBeNull();
  });

  it('says the login expired on an interaction page without its cookie', async () => {
    const start = await identity.begin({ redirectUri: PROVINCIAL_CALLBACK });
    const login = await new CookieBrowser(PLATFORM_ORIGIN).navigate(start.authorizationUrl);
    const stranger = new CookieBrowser(PLATFORM_ORIGIN);
    const page = await stranger.navigate(login.url);
    expect(page.status).toBe(400);
    expect(page.html).toContain('本次登录已失效，请回到平台重新发起登录');
    const posted = await stranger.submit(formAction(login, '/login'), { username: 'gd_l2', password: 'Local@L2' });
    expect(posted.status).toBe(400);
    expect(posted.stoppedAt).toBeUndefined();
  });

  it('says the provider is unavailable when nothing answers at the issuer', async () => {
    const down = identityFor({
      ...provincialEnv(standIns),
      PROVINCIAL_ISSUER: `http://127.0.0.1:${await closedPort()}`,
    });
    const error = await failure(down.begin({ redirectUri: PROVINCIAL_CALLBACK }));
    expect(error).toMatchObject({ reason: 'unavailable', message: '广东省统一身份认证平台暂时无法访问，请稍后再试' });
  });

  it('logs out at the provider (RP-initiated) and returns to the platform', async () => {
    const { start, callbackUrl, browser } = await loginAs('gd_l3');
    const person = await identity.finish({ callbackUrl, redirectUri: PROVINCIAL_CALLBACK, expected: expected(start) });
    const logoutUrl = await identity.logoutUrl({ postLogoutRedirectUri: PLATFORM_HOME, idTokenHint: person.idToken });
    expect(logoutUrl?.startsWith(`${standIns.url}/session/end?`)).toBe(true);

    const confirm = await browser.navigate(logoutUrl ?? '');
    expect(confirm.html).toContain('是否退出广东省统一身份认证平台');
    const action = formAction(confirm, '/session/end/confirm');
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(confirm.html)?.[1] ?? '';
    const back = await browser.submit(action, { xsrf, logout: 'yes' });
    expect(back.stoppedAt).toBe(PLATFORM_HOME);

    // The provider's session is gone: the next login asks for the password again.
    const next = await identity.begin({ redirectUri: PROVINCIAL_CALLBACK });
    const page = await browser.navigate(next.authorizationUrl);
    expect(page.html).toContain('统一身份认证登录');
  });

  it('answers the identify page for a return address', () => {
    expect(identity.identifyUrl(`${PLATFORM_ORIGIN}/#/verified`)).toBe(
      `${standIns.url}/identify?redirect=${encodeURIComponent(`${PLATFORM_ORIGIN}/#/verified`)}`,
    );
    expect(identity.clientId).toBe('sme-platform-test');
  });
});

describe('the identify page (raising L1 to L2)', () => {
  let own: RunningStandIns;
  let ownIdentity: ProvincialIdentity;
  beforeAll(async () => {
    own = await startTestStandIns();
    ownIdentity = identityFor(provincialEnv(own));
  });
  afterAll(() => own.close());

  const RETURN = `${PLATFORM_ORIGIN}/#/verified`;

  it('raises a signed-in L1 user to L2, returns to the platform, and the next login says L2', async () => {
    const browser = new CookieBrowser(PLATFORM_ORIGIN);
    const first = await ownIdentity.begin({ redirectUri: PROVINCIAL_CALLBACK });
    const firstCallback = await signInAtProvider(browser, first.authorizationUrl, 'gd_l1');
    const before = await ownIdentity.finish({
      callbackUrl: firstCallback,
      redirectUri: PROVINCIAL_CALLBACK,
      expected: expected(first),
    });
    expect(before.level).toBe(1);

    const page = await browser.navigate(ownIdentity.identifyUrl(RETURN));
    expect(page.status).toBe(200);
    expect(page.html).toContain('陈**');
    expect(page.html).toContain('实名核验等级 L1');
    expect(page.html).not.toContain('name="password"');
    const back = await browser.submit(formAction(page, '/identify'), { redirect: RETURN });
    expect(back.stoppedAt).toBe(RETURN);

    // Signed in and consented already: the provider returns at once, and the level is now 2.
    const second = await ownIdentity.begin({ redirectUri: PROVINCIAL_CALLBACK });
    const secondCallback = await signInAtProvider(browser, second.authorizationUrl, 'gd_l1');
    const after = await ownIdentity.finish({
      callbackUrl: secondCallback,
      redirectUri: PROVINCIAL_CALLBACK,
      expected: expected(second),
    });
    expect(after).toMatchObject({ subject: before.subject, level: 2 });
  });

  it('asks for the account when the browser is not signed in at the provider', async () => {
    const browser = new CookieBrowser(PLATFORM_ORIGIN);
    const page = await browser.navigate(ownIdentity.identifyUrl(RETURN));
    expect(page.html).toContain('name="password"');
    const wrong = await browser.submit(formAction(page, '/identify'), {
      redirect: RETURN,
      username: 'gd_demo',
      password: 'nope',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.html).toContain('用户名或密码错误');
    const back = await browser.submit(formAction(page, '/identify'), {
      redirect: RETURN,
      username: 'gd_demo',
      password: testUser('gd_demo').password,
    });
    expect(back.stoppedAt).toBe(RETURN);
  });

  it('refuses a redirect to anywhere but the platform (no open redirect)', async () => {
    const browser = new CookieBrowser(PLATFORM_ORIGIN);
    for (const redirect of ['https://evil.example/steal', 'javascript:alert(1)', '/relative', '']) {
      const page = await browser.navigate(`${own.url}/identify?redirect=${encodeURIComponent(redirect)}`);
      expect(page.status).toBe(400);
      expect(page.html).toContain('只能返回已登记的平台地址');
    }
    const posted = await browser.post(`${own.url}/identify`, {
      redirect: 'https://evil.example/steal',
      username: 'gd_l1',
      password: testUser('gd_l1').password,
    });
    expect(posted.status).toBe(400);
    expect(posted.headers.get('location')).toBeNull();
    expect(own.users.find(testUser('gd_l1').sub)?.level).toBe(2);
  });
});
