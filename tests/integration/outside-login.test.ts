import { GatewayCode } from '@sme/contract/codes';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatewayApp } from '../../apps/gateway/src/app.ts';
import type { Database } from '../../apps/gateway/src/db/database.ts';
import { createProvincialIdentity } from '../../apps/gateway/src/outside/provincial/create-provincial-identity.ts';
import { readProvincialSettings } from '../../apps/gateway/src/outside/provincial/provincial-settings.ts';
import { createWeChatOAuth } from '../../apps/gateway/src/outside/wechat/create-wechat-oauth.ts';
import { readWeChatSettings } from '../../apps/gateway/src/outside/wechat/wechat-settings.ts';
// Brings in the typing of the snapshot the gateway's global setup provides to createTestDatabase.
import type {} from '../../apps/gateway/test/global-setup.ts';
import { createTestDatabase } from '../../apps/gateway/test/test-database.ts';
import { testDeps } from '../../apps/gateway/test/test-deps.ts';
import type { RunningStandIns } from '../../stand-ins/src/stand-ins.ts';
import { freshIp } from './support/accounts-platform.ts';
import { CookieBrowser, formAction, hiddenFields } from './support/cookie-browser.ts';
import type { GraphQLBody } from './support/graphql-request.ts';
import { listen, type RunningServer } from './support/listen.ts';
import { type GraphUnderTest, startGraph } from './support/platform.ts';
import {
  PLATFORM_HOME,
  PLATFORM_ORIGIN,
  provincialEnv,
  signInAtProvider,
  startTestStandIns,
  testUser,
  wechatEnv,
} from './support/stand-ins.ts';

const L2_TEXT = '请在 “广东省统一认证平台” 完成四级（L2）以上实名核验后再进行操作';
const EXPIRED = '统一身份认证登录已失效，请重新登录';
const USER = 'id name maskedMobile companyName companyCount';

const START_PROVINCIAL = 'mutation { startProvincialLogin { clientId ssoUrl logoutUrl identifyUrl } }';
const PROVINCIAL_LOGIN = `mutation($code: String!, $state: String!) {
  provincialLogin(code: $code, state: $state) { companies { id companyName } logoutUrl identifyUrl } }`;
const LOGIN_WITH_COMPANY = `mutation($id: ID!) { loginWithCompany(companyId: $id) { ${USER} } }`;
const START_WECHAT = 'mutation { startWeChatLogin { appId authorizeUrl } }';
const WECHAT_LOGIN = `mutation($appId: String!, $code: String!, $state: String!) {
  weChatLogin(appId: $appId, code: $code, state: $state) { bound nickname companies { id companyName } } }`;
const ME = `query { me { ${USER} } }`;

/** The portal in a browser: its address and the cookies the graph set (all of them, as a browser keeps them). */
class PortalBrowser {
  readonly ip = freshIp();
  readonly cookies = new Map<string, string>();

  async send<T>(app: Express, query: string, variables?: Record<string, unknown>) {
    const call = request(app).post('/graphql').set('content-type', 'application/json').set('x-forwarded-for', this.ip);
    if (this.cookies.size) call.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await call.send({ query, ...(variables ? { variables } : {}) });
    const raw = response.headers['set-cookie'] as unknown;
    for (const header of Array.isArray(raw) ? (raw as string[]) : []) {
      const [pair = ''] = header.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (value === '' || /Max-Age=0/.test(header)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response.body as GraphQLBody<T>;
  }

  async data<T = Record<string, unknown>>(app: Express, query: string, variables?: Record<string, unknown>) {
    const body = await this.send<T>(app, query, variables);
    if (body.errors || !body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
    return body.data;
  }

  async error(app: Express, query: string, variables?: Record<string, unknown>) {
    const body = await this.send(app, query, variables);
    expect(body.errors).toHaveLength(1);
    return body.errors?.[0] as NonNullable<GraphQLBody<unknown>['errors']>[number];
  }
}

let standIns: RunningStandIns;
let database: Database;
let gateway: RunningServer;
let graph: GraphUnderTest;
let app: Express;

beforeAll(async () => {
  standIns = await startTestStandIns();
  database = await createTestDatabase();
  gateway = await listen(
    createGatewayApp(
      testDeps(database, {
        provincialIdentity: createProvincialIdentity(readProvincialSettings(provincialEnv(standIns), false)),
        wechatOAuth: createWeChatOAuth(readWeChatSettings(wechatEnv(standIns), false)),
      }),
    ),
  );
  // The stand-ins know the portal as PLATFORM_ORIGIN: the graph builds its callback addresses from PUBLIC_URL.
  graph = await startGraph(`${gateway.origin}/api`, { config: { publicUrl: PLATFORM_ORIGIN } });
  app = graph.app;
});
afterAll(async () => {
  await graph.stop();
  await gateway.close();
  await database.close();
  await standIns.close();
});

/** The portal's real callback path as the provider's redirect reaches it: where the graph hands the browser over. */
async function handover(callbackUrl: string): Promise<URLSearchParams> {
  const url = new URL(callbackUrl);
  const answer = await request(app).get(`${url.pathname}${url.search}`);
  expect(answer.status).toBe(302);
  expect(answer.headers['cache-control']).toBe('no-store');
  const location = String(answer.headers.location);
  expect(location.startsWith(`/#${url.pathname}?`)).toBe(true);
  return new URLSearchParams(location.slice(location.indexOf('?') + 1));
}

/** Start in the portal, sign in at the provider as `username`, back through the handover: code and state. */
async function provincialRoundTrip(portal: PortalBrowser, provider: CookieBrowser, username: string) {
  const { startProvincialLogin: sso } = await portal.data<{ startProvincialLogin: { ssoUrl: string } }>(
    app,
    START_PROVINCIAL,
  );
  const params = await handover(await signInAtProvider(provider, sso.ssoUrl, username));
  return { code: params.get('code') ?? '', state: params.get('state') ?? '' };
}

interface ProvincialAnswer {
  provincialLogin: { companies: Array<{ id: string; companyName: string }>; logoutUrl: string; identifyUrl: string };
}

describe('provincial login through graph, gateway and the stand-in provider', () => {
  it('logs gd_l2 in (a new account), hands the callback over, and finds the same account the next time', async () => {
    const portal = new PortalBrowser();
    const provider = new CookieBrowser(PLATFORM_ORIGIN);
    const start = await portal.data<{ startProvincialLogin: Record<string, string> }>(app, START_PROVINCIAL);
    expect(start.startProvincialLogin).toMatchObject({
      clientId: 'sme-platform-test',
      identifyUrl: `${standIns.url}/identify?redirect=${encodeURIComponent(`${PLATFORM_ORIGIN}/#/login`)}`,
    });
    expect(portal.cookies.get('PC-Outside-Login')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const sso = new URL(start.startProvincialLogin.ssoUrl ?? '');
    expect(sso.searchParams.get('redirect_uri')).toBe(`${PLATFORM_ORIGIN}/cbpage/gdauth`);

    const params = await handover(await signInAtProvider(provider, sso.href, 'gd_l2'));
    expect(params.get('iss')).toBeNull();
    const answer = await portal.data<ProvincialAnswer>(app, PROVINCIAL_LOGIN, {
      code: params.get('code'),
      state: params.get('state'),
    });
    expect(answer.provincialLogin.companies).toEqual([{ id: '0', companyName: '' }]);
    expect(answer.provincialLogin.logoutUrl.startsWith(`${standIns.url}/session/end?`)).toBe(true);
    expect(portal.cookies.get('PC-Pending-Login')).toMatch(/^0:/);
    const { loginWithCompany: user } = await portal.data<{ loginWithCompany: Record<string, unknown> }>(
      app,
      LOGIN_WITH_COMPANY,
      { id: '0' },
    );
    expect(user).toMatchObject({ name: '李二娟', maskedMobile: '139****0012', companyCount: 0 });

    // The provider remembers the person: the next round trip needs no password, and lands on the same account.
    const again = new PortalBrowser();
    const second = await again.data<ProvincialAnswer>(
      app,
      PROVINCIAL_LOGIN,
      await provincialRoundTrip(again, provider, 'gd_l2'),
    );
    await again.data(app, LOGIN_WITH_COMPANY, { id: second.provincialLogin.companies[0]?.id });
    const me = await again.data<{ me: { id: string } }>(app, ME);
    expect(me.me.id).toBe(user.id);
  });

  it('refuses gd_l1 with the L2 text and the identify page, which raises the level; then logs in', async () => {
    const portal = new PortalBrowser();
    const provider = new CookieBrowser(PLATFORM_ORIGIN);
    const error = await portal.error(app, PROVINCIAL_LOGIN, await provincialRoundTrip(portal, provider, 'gd_l1'));
    expect(error.message).toBe(L2_TEXT);
    expect(error.extensions).toMatchObject({
      code: 'BUSINESS_ERROR',
      gatewayCode: GatewayCode.PROVINCIAL_LEVEL_TOO_LOW,
      identifyUrl: `${standIns.url}/identify?redirect=${encodeURIComponent(`${PLATFORM_ORIGIN}/#/login`)}`,
    });
    expect(portal.cookies.has('PC-Pending-Login')).toBe(false);

    const page = await provider.navigate(String(error.extensions.identifyUrl));
    const back = await provider.submit(formAction(page, '/identify'), { redirect: `${PLATFORM_ORIGIN}/#/login` });
    expect(back.stoppedAt).toBe(`${PLATFORM_ORIGIN}/#/login`);

    const answer = await portal.data<ProvincialAnswer>(
      app,
      PROVINCIAL_LOGIN,
      await provincialRoundTrip(portal, provider, 'gd_l1'),
    );
    await portal.data(app, LOGIN_WITH_COMPANY, { id: answer.provincialLogin.companies[0]?.id });
    const me = await portal.data<{ me: { name: string; maskedMobile: string } }>(app, ME);
    expect(me.me).toEqual({ ...me.me, name: testUser('gd_l1').name, maskedMobile: '139****0011' });
  });

  it('refuses a forged state, a replayed callback and a callback in another browser (-5011)', async () => {
    const portal = new PortalBrowser();
    const provider = new CookieBrowser(PLATFORM_ORIGIN);
    const callback = await provincialRoundTrip(portal, provider, 'gd_l3');
    const forged = await portal.error(app, PROVINCIAL_LOGIN, { ...callback, state: `${callback.state}x` });
    expect(forged).toMatchObject({
      message: EXPIRED,
      extensions: { gatewayCode: GatewayCode.PROVINCIAL_LOGIN_FAILED },
    });
    await portal.data(app, PROVINCIAL_LOGIN, callback);
    const replayed = await portal.error(app, PROVINCIAL_LOGIN, callback);
    expect(replayed.extensions.gatewayCode).toBe(GatewayCode.PROVINCIAL_LOGIN_FAILED);

    // Login CSRF: a code and state begun by one browser, presented by another.
    const victim = new PortalBrowser();
    await victim.data(app, START_PROVINCIAL);
    const planted = await provincialRoundTrip(portal, provider, 'gd_l3');
    expect((await victim.error(app, PROVINCIAL_LOGIN, planted)).extensions.gatewayCode).toBe(
      GatewayCode.PROVINCIAL_LOGIN_FAILED,
    );
    const calls = graph.calls.length;
    const cookieless = await new PortalBrowser().error(app, PROVINCIAL_LOGIN, planted);
    expect(cookieless).toMatchObject({ message: EXPIRED });
    expect(graph.calls.length).toBe(calls);
  });

  it('links gd_demo to the seeded account of its mobile, with both companies', async () => {
    const portal = new PortalBrowser();
    const answer = await portal.data<ProvincialAnswer>(
      app,
      PROVINCIAL_LOGIN,
      await provincialRoundTrip(portal, new CookieBrowser(PLATFORM_ORIGIN), 'gd_demo'),
    );
    expect(answer.provincialLogin.companies).toHaveLength(2);
    const { loginWithCompany: user } = await portal.data<{ loginWithCompany: Record<string, unknown> }>(
      app,
      LOGIN_WITH_COMPANY,
      { id: answer.provincialLogin.companies[1]?.id },
    );
    expect(user).toMatchObject({
      maskedMobile: '138****0001',
      companyName: answer.provincialLogin.companies[1]?.companyName,
    });
  });

  it('logs out at the provider through the logout address the login answered', async () => {
    const portal = new PortalBrowser();
    const provider = new CookieBrowser(PLATFORM_ORIGIN);
    const answer = await portal.data<ProvincialAnswer>(
      app,
      PROVINCIAL_LOGIN,
      await provincialRoundTrip(portal, provider, 'gd_l3'),
    );
    const logout = new URL(answer.provincialLogin.logoutUrl);
    expect(logout.searchParams.get('post_logout_redirect_uri')).toBe(PLATFORM_HOME);
    expect(logout.searchParams.get('id_token_hint')).toBeTruthy();
    const confirm = await provider.navigate(logout.href);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(confirm.html)?.[1] ?? '';
    const back = await provider.submit(formAction(confirm, '/session/end/confirm'), { xsrf, logout: 'yes' });
    expect(back.stoppedAt).toBe(PLATFORM_HOME);
  });
});

/** Scan on the stand-in's QR page as `user`, back through the handover: code and state. */
async function wechatRoundTrip(portal: PortalBrowser, user: string) {
  const { startWeChatLogin: start } = await portal.data<{ startWeChatLogin: { appId: string; authorizeUrl: string } }>(
    app,
    START_WECHAT,
  );
  const browser = new CookieBrowser(PLATFORM_ORIGIN);
  const page = await browser.navigate(start.authorizeUrl);
  const back = await browser.submit(`${standIns.wechat.baseUrl}/connect/confirm`, { ...hiddenFields(page.html), user });
  const params = await handover(back.stoppedAt ?? '');
  return { appId: start.appId, code: params.get('code') ?? '', state: params.get('state') ?? '' };
}

/** SMS login step 1 through the graph (captcha answered by the gateway's development helper). */
async function smsLogin(portal: PortalBrowser, mobile: string) {
  const helper = async <T>(path: string) =>
    ((await (await fetch(`${gateway.origin}/api/__dev/${path}`)).json()) as { data: T }).data;
  const captchaToken = async () => {
    const { captcha } = await portal.data<{ captcha: { key: string; y: number } }>(app, 'query { captcha { key y } }');
    const { x } = await helper<{ x: number }>(`captcha/${captcha.key}`);
    const checked = await portal.data<{ checkCaptcha: string }>(
      app,
      'mutation($key: String!, $x: Float!, $y: Int!) { checkCaptcha(key: $key, x: $x, y: $y) }',
      { key: captcha.key, x, y: captcha.y },
    );
    return checked.checkCaptcha;
  };
  await portal.data(app, 'mutation($input: SendSmsCodeInput!) { sendSmsCode(input: $input) }', {
    input: { mobile, captchaToken: await captchaToken(), method: 'LOGIN' },
  });
  const code = await helper<string>(`sms?mobile=${mobile}`);
  const answer = await portal.data<{ loginBySms: Array<{ id: string }> }>(
    app,
    'mutation($input: SmsLoginInput!) { loginBySms(input: $input) { id } }',
    { input: { mobile, code, isAgree: true } },
  );
  return answer.loginBySms;
}

describe('WeChat login through graph, gateway and the stand-in', () => {
  it('says an unbound WeChat user is not bound, binds it with the next normal login, then logs straight in', async () => {
    // An account of its own: a provincial login creates it (the quickest way to one here).
    const owner = new PortalBrowser();
    await owner.data(
      app,
      PROVINCIAL_LOGIN,
      await provincialRoundTrip(owner, new CookieBrowser(PLATFORM_ORIGIN), 'gd_l3'),
    );
    const mobile = testUser('gd_l3').mobile;

    const portal = new PortalBrowser();
    const first = await portal.data<{ weChatLogin: Record<string, unknown> }>(
      app,
      WECHAT_LOGIN,
      await wechatRoundTrip(portal, 'li'),
    );
    expect(first.weChatLogin).toEqual({ bound: false, nickname: '李小信', companies: [] });
    expect(portal.cookies.get('PC-WeChat-Ticket')).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);

    const [entry] = await smsLogin(portal, mobile);
    await portal.data(app, LOGIN_WITH_COMPANY, { id: entry?.id });
    expect(portal.cookies.has('PC-WeChat-Ticket')).toBe(false);
    const binding = await portal.data<{ weChatBinding: { nickname: string } | null }>(
      app,
      'query { weChatBinding { nickname boundAt } }',
    );
    expect(binding.weChatBinding?.nickname).toBe('李小信');

    const next = new PortalBrowser();
    const second = await next.data<{ weChatLogin: { bound: boolean; companies: Array<{ id: string }> } }>(
      app,
      WECHAT_LOGIN,
      await wechatRoundTrip(next, 'li'),
    );
    expect(second.weChatLogin.bound).toBe(true);
    expect(next.cookies.has('PC-WeChat-Ticket')).toBe(false);
    await next.data(app, LOGIN_WITH_COMPANY, { id: second.weChatLogin.companies[0]?.id });
    const me = await next.data<{ me: { maskedMobile: string } }>(app, ME);
    expect(me.me.maskedMobile).toBe(`${mobile.slice(0, 3)}****${mobile.slice(-4)}`);
  });

  it('binds nothing when the user declines, and refuses a replayed callback (-5021)', async () => {
    const portal = new PortalBrowser();
    const callback = await wechatRoundTrip(portal, 'wang');
    await portal.data(app, WECHAT_LOGIN, callback);
    const replayed = await portal.error(app, WECHAT_LOGIN, callback);
    expect(replayed).toMatchObject({
      message: '微信登录已失效，请重新扫码登录',
      extensions: { gatewayCode: GatewayCode.WECHAT_LOGIN_FAILED },
    });
    await portal.data(app, 'mutation { cancelWeChatBinding }');
    expect(portal.cookies.has('PC-WeChat-Ticket')).toBe(false);
    const [entry] = await smsLogin(portal, '13800000001');
    await portal.data(app, LOGIN_WITH_COMPANY, { id: entry?.id });
    const bindings = await database.db.selectFrom('wechat_binding').select('nickname').execute();
    expect(bindings.map((binding) => binding.nickname)).not.toContain('王小程');
  });
});

describe('a production graph without PUBLIC_URL', () => {
  it('starts no outside login: it cannot say where the provider returns the browser (-1502)', async () => {
    const production = await startGraph(`${gateway.origin}/api`, { config: { production: true, publicUrl: null } });
    try {
      for (const mutation of [START_PROVINCIAL, START_WECHAT]) {
        const error = await new PortalBrowser().error(production.app, mutation);
        expect(error).toMatchObject({
          message: '门户公网地址（PUBLIC_URL）未配置，无法使用该登录方式，请联系平台运营方',
          extensions: { gatewayCode: GatewayCode.SERVICE_NOT_CONFIGURED },
        });
      }
      expect(production.calls).toHaveLength(0);
    } finally {
      await production.stop();
    }
  });
});
