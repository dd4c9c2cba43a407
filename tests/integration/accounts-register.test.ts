import { GatewayCode } from '@sme/contract/codes';
import { describe, expect, it } from 'vitest';
import { passwordDigest } from '../../apps/graph/src/security/password-digest.ts';
import { CAPTCHA, CHECK_CAPTCHA } from '../support/graph-captcha.ts';
import {
  type Browser,
  cookieToken,
  DEMO_MOBILE,
  data,
  failure,
  freshIp,
  freshMobile,
  ME,
  REGISTER,
  registerAccount,
  SEND_CODE,
  send,
  sessionCookieHeader,
  smsCode,
  solveCaptcha,
} from './support/accounts-platform.ts';
import { accountsPlatformForFile } from './support/platform-for-file.ts';

const platform = accountsPlatformForFile();

describe('slider captcha', () => {
  it('draws a new PNG puzzle every time', async () => {
    const browser: Browser = { ip: freshIp() };
    type Puzzle = { captcha: { key: string; shadeImage: string; cutoutImage: string; y: number } };
    const first = await data<Puzzle>(platform.app, browser, CAPTCHA);
    const second = await data<Puzzle>(platform.app, browser, CAPTCHA);
    expect(first.captcha.shadeImage).toMatch(/^data:image\/png;base64,/);
    expect(first.captcha.cutoutImage).toMatch(/^data:image\/png;base64,/);
    expect(Number.isInteger(first.captcha.y)).toBe(true);
    expect(second.captcha.key).not.toBe(first.captcha.key);
  });

  it('is drawn for the browser’s address (forwarded for the gateway’s per-client limits)', async () => {
    const browser: Browser = { ip: freshIp() };
    const { captcha } = await data<{ captcha: { key: string } }>(platform.app, browser, CAPTCHA);
    const row = await platform.database.db
      .selectFrom('captcha_challenge')
      .select('client_ip')
      .where('captcha_key', '=', captcha.key)
      .executeTakeFirstOrThrow();
    expect(row.client_ip).toBe(browser.ip);
  });

  it('answers a one-time token for the right position', async () => {
    expect(await solveCaptcha(platform, { ip: freshIp() })).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('kills the puzzle on a wrong x, and too many tries surface -3000 as BUSINESS_ERROR', async () => {
    const browser: Browser = { ip: freshIp() };
    const { captcha } = await data<{ captcha: { key: string; y: number } }>(platform.app, browser, CAPTCHA);
    const wrong = { key: captcha.key, x: 0, y: captcha.y };
    const first = await failure(platform.app, browser, CHECK_CAPTCHA, wrong);
    expect(first.error.extensions).toEqual({ code: 'BUSINESS_ERROR', gatewayCode: GatewayCode.CAPTCHA_FAILED });
    await failure(platform.app, browser, CHECK_CAPTCHA, wrong);
    await failure(platform.app, browser, CHECK_CAPTCHA, wrong);
    const tooMany = await failure(platform.app, browser, CHECK_CAPTCHA, wrong);
    expect(tooMany.error).toMatchObject({
      message: '操作频繁，请稍后重试！',
      extensions: { code: 'BUSINESS_ERROR', gatewayCode: GatewayCode.CAPTCHA_TOO_FREQUENT },
    });
  });
});

describe('register', () => {
  it('captcha → code → register sets the HttpOnly session cookie and answers the new user, never the token', async () => {
    const browser: Browser = { ip: freshIp() };
    const mobile = freshMobile();
    const code = await smsCode(platform, browser, mobile, 'REGISTER');
    expect(code).toMatch(/^\d{6}$/);
    const answer = await send<{ register: Record<string, unknown> }>(platform.app, browser, REGISTER, {
      input: { mobile, password: 'Passw0rd2026', smsCode: code, isAgree: true },
    });
    expect(answer.body.errors).toBeUndefined();
    const token = cookieToken(browser.cookie);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sessionCookieHeader(answer.setCookies)).toBe(
      `PC-Front-Token=${token}; Max-Age=604800; Path=/; HttpOnly; SameSite=Strict`,
    );
    expect(JSON.stringify(answer.body)).not.toContain(token);

    const newUser = {
      id: expect.stringMatching(/^\d+$/),
      name: expect.any(String),
      maskedMobile: `${mobile.slice(0, 3)}****${mobile.slice(7)}`,
      deptId: null,
      companyName: '',
      companyCount: 0,
      ifImport: false,
      ifCertification: false,
      identifyStatus: 0,
      hasCheckedFace: false,
    };
    expect(answer.body.data?.register).toEqual(newUser);
    const { me } = await data<{ me: Record<string, unknown> }>(platform.app, browser, ME);
    expect(me).toEqual(newUser);
  });

  it('marks the cookie Secure when the browser came over https through a trusted proxy', async () => {
    const browser: Browser = { ip: freshIp() };
    const mobile = freshMobile();
    const code = await smsCode(platform, browser, mobile, 'REGISTER');
    const answer = await send(
      platform.app,
      browser,
      REGISTER,
      { input: { mobile, password: 'Passw0rd2026', smsCode: code, isAgree: true } },
      { 'x-forwarded-proto': 'https' },
    );
    expect(sessionCookieHeader(answer.setCookies)).toMatch(/; HttpOnly; Secure; SameSite=Strict$/);
  });

  it('the session token (from the cookie) works as a bearer token too (API clients that hold one)', async () => {
    const { token, mobile } = await registerAccount(platform, { ip: freshIp() });
    const answer = await send<{ me: { maskedMobile: string } }>(platform.app, { ip: freshIp() }, ME, undefined, {
      authorization: `Bearer ${token}`,
    });
    expect(answer.body.data?.me.maskedMobile).toBe(`${mobile.slice(0, 3)}****${mobile.slice(7)}`);
  });

  it('sends the gateway only the SHA-256 of the password, which it stores as argon2id', async () => {
    const password = 'Plain2026Text';
    const { mobile } = await registerAccount(platform, { ip: freshIp() }, password);
    const registerCall = platform.graph.calls.find(
      (call) => call.path === '/user/user/register' && (call.body as { mobile?: string }).mobile === mobile,
    );
    expect(registerCall?.body).toMatchObject({ password: passwordDigest(password) });
    expect(JSON.stringify(platform.graph.calls)).not.toContain(password);
    const stored = await platform.database.db
      .selectFrom('app_user')
      .select('password_hash')
      .where('mobile', '=', mobile)
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);
    expect(stored.password_hash).not.toContain(password);
  });

  it('refuses a wrong SMS code with the gateway message and writes no account', async () => {
    const browser: Browser = { ip: freshIp() };
    const mobile = freshMobile();
    const code = await smsCode(platform, browser, mobile, 'REGISTER');
    const wrong = code === '000000' ? '111111' : '000000';
    const { error, answer } = await failure(platform.app, browser, REGISTER, {
      input: { mobile, password: 'Passw0rd2026', smsCode: wrong, isAgree: true },
    });
    expect(error.extensions).toEqual({ code: 'BUSINESS_ERROR', gatewayCode: GatewayCode.SMS_CODE_INVALID });
    expect(error.message).toMatch(/^验证码错误/);
    expect(sessionCookieHeader(answer.setCookies)).toBeUndefined();
    const row = await platform.database.db
      .selectFrom('app_user')
      .select('id')
      .where('mobile', '=', mobile)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });
});

describe('gateway code -4009 in both directions', () => {
  it('REGISTER with a registered mobile', async () => {
    const browser: Browser = { ip: freshIp() };
    const captchaToken = await solveCaptcha(platform, browser);
    const { error } = await failure(platform.app, browser, SEND_CODE, {
      input: { mobile: DEMO_MOBILE, captchaToken, method: 'REGISTER' },
    });
    expect(error).toMatchObject({
      message: '该手机号已注册，请直接登录',
      extensions: { code: 'BUSINESS_ERROR', gatewayCode: GatewayCode.MOBILE_CONFLICT },
    });
  });

  it('LOGIN and RESET_PASSWORD with an unknown mobile', async () => {
    for (const method of ['LOGIN', 'RESET_PASSWORD']) {
      const browser: Browser = { ip: freshIp() };
      const captchaToken = await solveCaptcha(platform, browser);
      const { error } = await failure(platform.app, browser, SEND_CODE, {
        input: { mobile: freshMobile(), captchaToken, method },
      });
      expect(error).toMatchObject({
        message: '该手机号未注册，请先注册',
        extensions: { code: 'BUSINESS_ERROR', gatewayCode: GatewayCode.MOBILE_CONFLICT },
      });
    }
  });

  it('a captcha token is spent by the send it was given to', async () => {
    const browser: Browser = { ip: freshIp() };
    const captchaToken = await solveCaptcha(platform, browser);
    await data(platform.app, browser, SEND_CODE, {
      input: { mobile: freshMobile(), captchaToken, method: 'REGISTER' },
    });
    const { error } = await failure(platform.app, browser, SEND_CODE, {
      input: { mobile: freshMobile(), captchaToken, method: 'REGISTER' },
    });
    expect(error.extensions).toEqual({ code: 'BUSINESS_ERROR', gatewayCode: GatewayCode.CAPTCHA_TOKEN_INVALID });
  });
});

describe('me without a session', () => {
  it('is null without asking the gateway when no token was sent', async () => {
    const before = platform.graph.calls.length;
    const answer = await send(platform.app, { ip: freshIp() }, ME);
    expect(answer.body).toEqual({ data: { me: null } });
    expect(platform.graph.calls.length).toBe(before);
  });

  it('raises UNAUTHENTICATED for a token the gateway does not know, and clears that cookie', async () => {
    const browser: Browser = { ip: freshIp(), cookie: `PC-Front-Token=${'x'.repeat(43)}` };
    const { error, answer } = await failure(platform.app, browser, ME);
    expect(error).toMatchObject({
      message: '账号已在其他地方登录或登录已过期，请重新登录',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect(sessionCookieHeader(answer.setCookies)).toMatch(/^PC-Front-Token=; Max-Age=0;/);
    expect(browser.cookie).toBeUndefined();
  });

  it('does not clear anything when the dead token came in the Authorization header', async () => {
    const answer = await send(platform.app, { ip: freshIp() }, ME, undefined, {
      authorization: `Bearer ${'y'.repeat(43)}`,
    });
    expect(answer.body.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect(sessionCookieHeader(answer.setCookies)).toBeUndefined();
  });
});
