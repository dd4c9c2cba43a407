import { GatewayCode } from '@sme/contract/codes';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
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
  type LoginEntry,
  loginWithCompany,
  ME,
  MINUTE,
  passwordLogin,
  pendingLoginCookieHeader,
  registerAccount,
  send,
  sessionCookieHeader,
  smsCode,
  solveCaptcha,
} from './support/accounts-platform.ts';
import { FARM_TRADE, SMART_MAKING, signInDemoOwner } from './support/demo-owner.ts';
import { accountsPlatformForFile } from './support/platform-for-file.ts';
import { MY_COMPANIES } from './support/shared-operations.ts';

const SWITCH = 'mutation($id: ID!) { switchCompany(companyId: $id) { companyName ifCertification hasCheckedFace } }';

const platform = accountsPlatformForFile();

/** Logs the demo account into one of its companies in a new browser. */
const demoBrowser = (companyName = SMART_MAKING): Promise<Browser> => signInDemoOwner(platform, companyName);

describe('SMS login', () => {
  it('answers the account’s companies; loginWithCompany sets the cookie for the one chosen', async () => {
    platform.clock.advance(MINUTE + 1_000);
    const browser: Browser = { ip: freshIp() };
    const code = await smsCode(platform, browser, DEMO_MOBILE, 'LOGIN');
    const first = await send<{ loginBySms: LoginEntry[] }>(platform.app, browser, LOGIN_BY_SMS, {
      input: { mobile: DEMO_MOBILE, code, isAgree: true },
    });
    const loginBySms = first.body.data?.loginBySms ?? [];
    expect(loginBySms.map((entry) => entry.companyName)).toEqual([SMART_MAKING, FARM_TRADE]);
    expect(loginBySms[0]).toEqual({
      id: expect.stringMatching(/^\d+$/),
      uniformCode: expect.stringMatching(/^[0-9A-Z]{18}$/),
      companyName: SMART_MAKING,
    });
    expect(pendingLoginCookieHeader(first.setCookies)).toMatch(
      /^PC-Pending-Login=\d+:[\w-]{43}\.\d+:[\w-]{43}; Max-Age=120; Path=\/graphql; HttpOnly; SameSite=Strict$/,
    );
    expect(browser.cookie).toBeUndefined();

    const answer = await send<{ loginWithCompany: Record<string, unknown> }>(
      platform.app,
      browser,
      LOGIN_WITH_COMPANY,
      { id: loginBySms[1]?.id },
    );
    expect(answer.body.data?.loginWithCompany).toMatchObject({
      maskedMobile: '138****0001',
      companyName: FARM_TRADE,
      companyCount: 2,
      ifCertification: false,
    });
    expect(sessionCookieHeader(answer.setCookies)).toMatch(
      /^PC-Front-Token=[\w-]{43}; Max-Age=604800; Path=\/; HttpOnly; SameSite=Strict$/,
    );
    expect(pendingLoginCookieHeader(answer.setCookies)).toMatch(/^PC-Pending-Login=; Max-Age=0; Path=\/graphql;/);
    expect(browser.pendingLogin).toBeUndefined();
    const { me } = await data<{ me: Record<string, unknown> }>(platform.app, browser, ME);
    expect(me).toMatchObject({ maskedMobile: '138****0001', companyName: FARM_TRADE, ifCertification: false });
    // The session's own mobile in full: the apply form's 联系电话 starts with it.
    const own = await data<{ me: { mobile: string } }>(platform.app, browser, '{ me { mobile } }');
    expect(own.me.mobile).toBe('13800000001');
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
    expect(loginBySms).toEqual([{ id: '0', uniformCode: '', companyName: '' }]);
    const user = await loginWithCompany(platform, browser, '0');
    expect(user).toMatchObject({ companyName: '', companyCount: 0, ifCertification: false });
  });
});

describe('login codes stay in the HttpOnly PC-Pending-Login cookie', () => {
  const GONE = {
    message: '登录凭证已失效，请重新登录',
    extensions: { code: 'BUSINESS_ERROR', gatewayCode: GatewayCode.ONE_TIME_CODE_INVALID },
  };

  it('no answer of the login steps carries a login code or a session token', async () => {
    const browser: Browser = { ip: freshIp() };
    const entries = await passwordLogin(platform, browser, DEMO_MOBILE, DEMO_PASSWORD);
    const code = browser.pendingLogin?.split('=')[1]?.split('.')[0]?.split(':')[1] ?? '';
    expect(code).toMatch(/^[\w-]{43}$/);
    expect(JSON.stringify(entries)).not.toContain(code);
    const answer = await send(platform.app, browser, LOGIN_WITH_COMPANY, { id: entries[0]?.id });
    const token = browser.cookie?.split('=')[1] ?? '';
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(JSON.stringify(answer.body)).not.toContain(token);
    expect(JSON.stringify(answer.body)).not.toContain(code);
  });

  it('the schema has no field that could answer them', async () => {
    for (const query of [
      'mutation { loginWithCompany(companyId: "1") { token } }',
      'mutation($input: SmsLoginInput!) { loginBySms(input: $input) { loginCode } }',
    ]) {
      const answer = await send(platform.app, { ip: freshIp() }, query, {
        input: { mobile: DEMO_MOBILE, code: '123456', isAgree: true },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.errors?.[0]?.extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    }
  });

  it('without the cookie loginWithCompany is refused before the gateway is asked', async () => {
    const browser: Browser = { ip: freshIp() };
    const [entry] = await passwordLogin(platform, browser, DEMO_MOBILE, DEMO_PASSWORD);
    const before = platform.graph.calls.length;
    const { error } = await failure(platform.app, { ip: freshIp() }, LOGIN_WITH_COMPANY, { id: entry?.id });
    expect(error).toMatchObject(GONE);
    expect(platform.graph.calls.length).toBe(before);
    // The browser that holds the cookie still can.
    expect(await loginWithCompany(platform, browser, entry?.id ?? '')).toMatchObject({ companyCount: 2 });
  });

  it('a forged or altered cookie is refused, and so is a code the gateway does not know', async () => {
    const browser: Browser = { ip: freshIp() };
    const [entry] = await passwordLogin(platform, browser, DEMO_MOBILE, DEMO_PASSWORD);
    const forged: Browser = { ip: freshIp(), pendingLogin: `PC-Pending-Login=${entry?.id}:../../user/user/userInfo` };
    expect((await failure(platform.app, forged, LOGIN_WITH_COMPANY, { id: entry?.id })).error).toMatchObject(GONE);

    const invented: Browser = { ip: freshIp(), pendingLogin: `PC-Pending-Login=${entry?.id}:${'x'.repeat(43)}` };
    const { error, answer } = await failure(platform.app, invented, LOGIN_WITH_COMPANY, { id: entry?.id });
    expect(error).toMatchObject(GONE);
    expect(invented.cookie).toBeUndefined();
    // The gateway judged the code: the pending login is cleared.
    expect(pendingLoginCookieHeader(answer.setCookies)).toMatch(/^PC-Pending-Login=; Max-Age=0;/);
  });

  it('another account’s company id is refused: the cookie holds only the companies of this login', async () => {
    const demo: Browser = { ip: freshIp() };
    const demoEntries = await passwordLogin(platform, demo, DEMO_MOBILE, DEMO_PASSWORD);
    const stranger: Browser = { ip: freshIp() };
    const { mobile, password } = await registerAccount(platform, stranger);
    await data(platform.app, stranger, LOGOUT);
    const [own] = await passwordLogin(platform, stranger, mobile, password);
    expect(own?.id).toBe('0');

    for (const entry of demoEntries) {
      const { error } = await failure(platform.app, stranger, LOGIN_WITH_COMPANY, { id: entry.id });
      expect(error).toMatchObject(GONE);
    }
    expect(stranger.cookie).toBeUndefined();
    expect(await loginWithCompany(platform, stranger, '0')).toMatchObject({ companyName: '', companyCount: 0 });
  });

  it('a pending login’s codes work once: after loginWithCompany the cookie is gone', async () => {
    const browser: Browser = { ip: freshIp() };
    const [first, second] = await passwordLogin(platform, browser, DEMO_MOBILE, DEMO_PASSWORD);
    const heldCookie = browser.pendingLogin;
    await loginWithCompany(platform, browser, first?.id ?? '');
    expect(browser.pendingLogin).toBeUndefined();
    // Replaying the old cookie: the gateway ended the login's other codes when one was used.
    const replay: Browser = { ip: freshIp(), pendingLogin: heldCookie };
    expect((await failure(platform.app, replay, LOGIN_WITH_COMPANY, { id: second?.id })).error).toMatchObject(GONE);
    expect((await failure(platform.app, replay, LOGIN_WITH_COMPANY, { id: first?.id })).error).toMatchObject(GONE);
  });

  it('the cookie is Secure when the browser came over https', async () => {
    const browser: Browser = { ip: freshIp() };
    const captchaToken = await solveCaptcha(platform, browser);
    const answer = await send(
      platform.app,
      browser,
      LOGIN_BY_PASSWORD,
      { input: { mobile: DEMO_MOBILE, password: DEMO_PASSWORD, captchaToken, isAgree: true } },
      { 'x-forwarded-proto': 'https' },
    );
    expect(pendingLoginCookieHeader(answer.setCookies)).toMatch(/; HttpOnly; Secure; SameSite=Strict$/);
  });
});

describe('password login', () => {
  it('logs in through loginWithCompany with the slider token', async () => {
    const browser = await demoBrowser(SMART_MAKING);
    const { me } = await data<{ me: Record<string, unknown> }>(platform.app, browser, ME);
    expect(me).toMatchObject({
      name: '演示用户',
      maskedMobile: '138****0001',
      companyName: SMART_MAKING,
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
      expect.objectContaining({ companyName: SMART_MAKING, current: false, ifCertification: true }),
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
    const target = myCompanies.find((company) => company.companyName === SMART_MAKING);
    const { switchCompany } = await data<{ switchCompany: Record<string, unknown> }>(platform.app, browser, SWITCH, {
      id: target?.id,
    });
    expect(switchCompany).toEqual({ companyName: SMART_MAKING, ifCertification: true, hasCheckedFace: true });
    expect((await data<{ me: { companyName: string } }>(platform.app, browser, ME)).me.companyName).toBe(SMART_MAKING);
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
