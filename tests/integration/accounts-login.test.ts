import { GatewayCode } from '@sme/gateway/codes';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsPlatform,
  type Browser,
  DEMO_MOBILE,
  DEMO_PASSWORD,
  data,
  failure,
  freshIp,
  LOGIN_BY_PASSWORD,
  LOGIN_BY_SMS,
  LOGIN_WITH_COMPANY,
  LOGOUT,
  loginWithCompany,
  ME,
  MINUTE,
  passwordLogin,
  registerAccount,
  send,
  sessionCookieHeader,
  smsCode,
  solveCaptcha,
  startAccountsPlatform,
} from './support/accounts-platform.ts';

const SMART_MANUFACTURING = '示例智造科技（广州）有限公司';
const FARM_TRADE = '示例农产品贸易（广州）有限公司';
const MY_COMPANIES = 'query { myCompanies { id companyName uniformCode current ifCertification } }';
const SWITCH = 'mutation($id: ID!) { switchCompany(companyId: $id) { companyName ifCertification hasCheckedFace } }';

let platform: AccountsPlatform;
beforeAll(async () => {
  platform = await startAccountsPlatform();
});
afterAll(() => platform?.close());

/** Logs the demo account into one of its companies in a new browser. */
async function demoBrowser(companyName = SMART_MANUFACTURING): Promise<Browser> {
  const browser: Browser = { ip: freshIp() };
  const entries = await passwordLogin(platform, browser, DEMO_MOBILE, DEMO_PASSWORD);
  const entry = entries.find((candidate) => candidate.companyName === companyName);
  await loginWithCompany(platform, browser, entry?.loginCode ?? '');
  return browser;
}

describe('SMS login', () => {
  it('answers the account’s companies; loginWithCompany sets the cookie for the one chosen', async () => {
    platform.clock.advance(MINUTE + 1_000);
    const browser: Browser = { ip: freshIp() };
    const code = await smsCode(platform, browser, DEMO_MOBILE, 'LOGIN');
    type Entries = { loginBySms: Array<{ id: string; uniformCode: string; companyName: string; loginCode: string }> };
    const { loginBySms } = await data<Entries>(platform.app, browser, LOGIN_BY_SMS, {
      input: { mobile: DEMO_MOBILE, code, isAgree: true },
    });
    expect(loginBySms.map((entry) => entry.companyName)).toEqual([SMART_MANUFACTURING, FARM_TRADE]);
    expect(loginBySms[0]).toEqual({
      id: expect.stringMatching(/^\d+$/),
      uniformCode: expect.stringMatching(/^[0-9A-Z]{18}$/),
      companyName: SMART_MANUFACTURING,
      loginCode: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    expect(browser.cookie).toBeUndefined();

    const answer = await send<{ loginWithCompany: { token: string } }>(platform.app, browser, LOGIN_WITH_COMPANY, {
      code: loginBySms[1]?.loginCode,
    });
    const token = answer.body.data?.loginWithCompany.token;
    expect(sessionCookieHeader(answer.setCookies)).toBe(
      `PC-Front-Token=${token}; Max-Age=604800; Path=/; HttpOnly; SameSite=Strict`,
    );
    const { me } = await data<{ me: Record<string, unknown> }>(platform.app, browser, ME);
    expect(me).toMatchObject({ maskedMobile: '138****0001', companyName: FARM_TRADE, ifCertification: false });
  });

  it('an account without a company gets one entry with id 0 and empty texts', async () => {
    const browser: Browser = { ip: freshIp() };
    const { mobile } = await registerAccount(platform, browser);
    platform.clock.advance(MINUTE + 1_000);
    const code = await smsCode(platform, browser, mobile, 'LOGIN');
    const { loginBySms } = await data<{ loginBySms: Array<Record<string, string>> }>(
      platform.app,
      browser,
      LOGIN_BY_SMS,
      {
        input: { mobile, code, isAgree: true },
      },
    );
    expect(loginBySms).toEqual([{ id: '0', uniformCode: '', companyName: '', loginCode: expect.any(String) }]);
  });

  it('a loginCode works once', async () => {
    const browser: Browser = { ip: freshIp() };
    const [entry] = await passwordLogin(platform, browser, DEMO_MOBILE, DEMO_PASSWORD);
    await loginWithCompany(platform, browser, entry?.loginCode ?? '');
    const { error } = await failure(platform.app, { ip: freshIp() }, LOGIN_WITH_COMPANY, { code: entry?.loginCode });
    expect(error).toMatchObject({
      message: '登录凭证已失效，请重新登录',
      extensions: { code: 'BUSINESS_ERROR', gatewayCode: GatewayCode.ONE_TIME_CODE_INVALID },
    });
  });
});

describe('password login', () => {
  it('logs in through loginWithCompany with the slider token', async () => {
    const browser = await demoBrowser(SMART_MANUFACTURING);
    const { me } = await data<{ me: Record<string, unknown> }>(platform.app, browser, ME);
    expect(me).toMatchObject({
      name: '演示用户',
      maskedMobile: '138****0001',
      companyName: SMART_MANUFACTURING,
      ifCertification: true,
      identifyStatus: 6,
      hasCheckedFace: true,
    });
  });

  it('a wrong password is the gateway’s -4001 with its message', async () => {
    const browser: Browser = { ip: freshIp() };
    const { mobile } = await registerAccount(platform, browser);
    const captchaToken = await solveCaptcha(platform, browser);
    const { error } = await failure(platform.app, browser, LOGIN_BY_PASSWORD, {
      input: { mobile, password: 'Wrong2026x', captchaToken, isAgree: true },
    });
    expect(error.extensions).toEqual({ code: 'BUSINESS_ERROR', gatewayCode: GatewayCode.BAD_CREDENTIALS });
    expect(error.message).toMatch(/^手机号或密码错误/);
  });
});

describe('one session per account', () => {
  it('a second login makes the first browser’s me raise UNAUTHENTICATED and clears its cookie', async () => {
    const first = await demoBrowser();
    expect((await data<{ me: unknown }>(platform.app, first, ME)).me).not.toBeNull();
    const second = await demoBrowser();

    const { error, answer } = await failure(platform.app, first, ME);
    expect(error).toMatchObject({
      message: '账号已在其他地方登录或登录已过期，请重新登录',
      extensions: { code: 'UNAUTHENTICATED' },
      path: ['me'],
    });
    expect(answer.body.data).toEqual({ me: null });
    expect(sessionCookieHeader(answer.setCookies)).toMatch(/^PC-Front-Token=; Max-Age=0;.*HttpOnly; SameSite=Strict$/);
    expect(first.cookie).toBeUndefined();
    // Once the cookie is gone the first browser is simply logged out.
    expect((await send(platform.app, first, ME)).body).toEqual({ data: { me: null } });

    expect((await data<{ me: { maskedMobile: string } }>(platform.app, second, ME)).me.maskedMobile).toBe(
      '138****0001',
    );
  });
});

describe('logout', () => {
  it('ends the session on the server and clears the cookie', async () => {
    const browser = await demoBrowser();
    const oldCookie = browser.cookie;
    const answer = await send(platform.app, browser, LOGOUT);
    expect(answer.body).toEqual({ data: { logout: true } });
    expect(sessionCookieHeader(answer.setCookies)).toMatch(/^PC-Front-Token=; Max-Age=0;/);
    expect(browser.cookie).toBeUndefined();

    const stolen: Browser = { ip: freshIp(), cookie: oldCookie };
    expect((await failure(platform.app, stolen, ME)).error.extensions.code).toBe('UNAUTHENTICATED');
  });

  it('answers true for an already-ended session and without any session', async () => {
    const browser = await demoBrowser();
    const ended: Browser = { ip: freshIp(), cookie: browser.cookie };
    await data(platform.app, browser, LOGOUT);
    const again = await send(platform.app, ended, LOGOUT);
    expect(again.body).toEqual({ data: { logout: true } });
    expect(sessionCookieHeader(again.setCookies)).toMatch(/Max-Age=0/);

    const before = platform.graph.calls.length;
    expect((await send(platform.app, { ip: freshIp() }, LOGOUT)).body).toEqual({ data: { logout: true } });
    expect(platform.graph.calls.length).toBe(before);
  });
});

describe('the cookie session against cross-site requests', () => {
  it('a request a form or an image could send with the cookie is blocked (Apollo CSRF prevention)', async () => {
    const browser = await demoBrowser();
    const formPost = await request(platform.app)
      .post('/graphql')
      .set('content-type', 'text/plain')
      .set('cookie', browser.cookie ?? '')
      .send(JSON.stringify({ query: LOGOUT }));
    expect(formPost.status).toBe(400);
    expect(formPost.headers['set-cookie']).toBeUndefined();
    const imageGet = await request(platform.app)
      .get('/graphql')
      .query({ query: '{ me { maskedMobile } }' })
      .set('cookie', browser.cookie ?? '');
    expect(imageGet.status).toBe(400);
    expect(JSON.stringify(imageGet.body)).not.toContain('138****0001');
    // The session is untouched.
    expect((await data<{ me: { maskedMobile: string } }>(platform.app, browser, ME)).me.maskedMobile).toBe(
      '138****0001',
    );
  });
});

describe('companies of the session', () => {
  it('myCompanies lists the account’s companies and marks the current one', async () => {
    const browser = await demoBrowser(FARM_TRADE);
    const { myCompanies } = await data<{ myCompanies: Array<Record<string, unknown>> }>(
      platform.app,
      browser,
      MY_COMPANIES,
    );
    expect(myCompanies).toEqual([
      expect.objectContaining({ companyName: SMART_MANUFACTURING, current: false, ifCertification: true }),
      expect.objectContaining({ companyName: FARM_TRADE, current: true, ifCertification: false }),
    ]);
    expect(myCompanies[0]?.id).toMatch(/^\d+$/);
  });

  it('switchCompany moves the session to another of the account’s own companies', async () => {
    const browser = await demoBrowser(FARM_TRADE);
    const { myCompanies } = await data<{ myCompanies: Array<{ id: string; companyName: string }> }>(
      platform.app,
      browser,
      MY_COMPANIES,
    );
    const target = myCompanies.find((company) => company.companyName === SMART_MANUFACTURING);
    const { switchCompany } = await data<{ switchCompany: Record<string, unknown> }>(platform.app, browser, SWITCH, {
      id: target?.id,
    });
    expect(switchCompany).toEqual({ companyName: SMART_MANUFACTURING, ifCertification: true, hasCheckedFace: true });
    expect((await data<{ me: { companyName: string } }>(platform.app, browser, ME)).me.companyName).toBe(
      SMART_MANUFACTURING,
    );
  });

  it('switchCompany to another account’s company is refused and changes nothing', async () => {
    const demo = await demoBrowser();
    const { myCompanies } = await data<{ myCompanies: Array<{ id: string }> }>(platform.app, demo, MY_COMPANIES);
    const stranger: Browser = { ip: freshIp() };
    await registerAccount(platform, stranger);
    const { error } = await failure(platform.app, stranger, SWITCH, { id: myCompanies[0]?.id });
    expect(error).toMatchObject({
      message: '未找到该企业，或您不是该企业的用户',
      extensions: { code: 'BUSINESS_ERROR', gatewayCode: GatewayCode.NO_SUCH_OBJECT },
    });
    expect((await data<{ me: { companyName: string } }>(platform.app, stranger, ME)).me.companyName).toBe('');
  });

  it('needs a session', async () => {
    expect((await failure(platform.app, { ip: freshIp() }, MY_COMPANIES)).error.extensions.code).toBe(
      'UNAUTHENTICATED',
    );
  });
});
