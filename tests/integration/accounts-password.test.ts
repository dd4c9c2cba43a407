import { GatewayCode } from '@sme/contract/codes';
import { describe, expect, it } from 'vitest';
import { passwordDigest } from '../../apps/graph/src/security/password-digest.ts';
import {
  type Browser,
  DEMO_MOBILE,
  data,
  failure,
  freshIp,
  freshMobile,
  LOGIN_BY_PASSWORD,
  loginWithCompany,
  ME,
  MINUTE,
  passwordLogin,
  registerAccount,
  SEND_CODE,
  smsCode,
  solveCaptcha,
} from './support/accounts-platform.ts';
import { accountsPlatformForFile } from './support/platform-for-file.ts';
import { MODIFY, RESET, RESET_CHECK, RESET_MOBILE } from './support/shared-operations.ts';

const platform = accountsPlatformForFile();

function masked(mobile: string): string {
  return `${mobile.slice(0, 3)}****${mobile.slice(7)}`;
}

/** Password login into the first company in `browser`. */
async function logIn(browser: Browser, mobile: string, password: string): Promise<void> {
  const [entry] = await passwordLogin(platform, browser, mobile, password);
  await loginWithCompany(platform, browser, entry?.id ?? '');
}

async function wrongPasswordError(mobile: string, password: string) {
  const browser: Browser = { ip: freshIp() };
  const captchaToken = await solveCaptcha(platform, browser);
  return (
    await failure(platform.app, browser, LOGIN_BY_PASSWORD, {
      input: { mobile, password, captchaToken, isAgree: true },
    })
  ).error;
}

/** In a new browser: the reset SMS code for `mobile`, exchanged for the reset credential (validCode). */
async function resetCredential(mobile: string): Promise<{ browser: Browser; validCode: string }> {
  const browser: Browser = { ip: freshIp() };
  const code = await smsCode(platform, browser, mobile, 'RESET_PASSWORD');
  const { resetPasswordCheck: validCode } = await data<{ resetPasswordCheck: string }>(
    platform.app,
    browser,
    RESET_CHECK,
    { mobile, code },
  );
  return { browser, validCode };
}

describe('password reset', () => {
  it('code → validCode → new password; the old sessions end and only the new password logs in', async () => {
    const loggedIn: Browser = { ip: freshIp() };
    const { mobile, password } = await registerAccount(platform, loggedIn);
    platform.clock.advance(MINUTE + 1_000);

    const { browser, validCode } = await resetCredential(mobile);
    expect(validCode).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const reset = await data(platform.app, browser, RESET, { input: { mobile, validCode, password: 'NewPass2026' } });
    expect(reset).toEqual({ resetPassword: true });

    expect((await failure(platform.app, loggedIn, ME)).error.extensions.code).toBe('UNAUTHENTICATED');
    expect((await wrongPasswordError(mobile, password)).extensions).toEqual({
      code: 'BUSINESS_ERROR',
      gatewayCode: GatewayCode.BAD_CREDENTIALS,
    });
    await logIn(browser, mobile, 'NewPass2026');
    expect((await data<{ me: { maskedMobile: string } }>(platform.app, browser, ME)).me.maskedMobile).toBe(
      masked(mobile),
    );

    const call = platform.graph.calls.find((request) => request.path === '/user/user/resetPassword');
    expect(call?.body).toEqual({ mobile, validCode, password: passwordDigest('NewPass2026') });
  });

  it('a validCode works once', async () => {
    const { mobile } = await registerAccount(platform, { ip: freshIp() });
    platform.clock.advance(MINUTE + 1_000);
    const { browser, validCode } = await resetCredential(mobile);
    await data(platform.app, browser, RESET, { input: { mobile, validCode, password: 'NewPass2026' } });
    const { error } = await failure(platform.app, browser, RESET, {
      input: { mobile, validCode, password: 'Other2026x' },
    });
    expect(error).toMatchObject({
      message: '重置凭证已失效，请重新获取验证码',
      extensions: { code: 'BUSINESS_ERROR', gatewayCode: GatewayCode.ONE_TIME_CODE_INVALID },
    });
  });

  it('a wrong code is refused by the gateway', async () => {
    const { mobile } = await registerAccount(platform, { ip: freshIp() });
    platform.clock.advance(MINUTE + 1_000);
    const browser: Browser = { ip: freshIp() };
    const code = await smsCode(platform, browser, mobile, 'RESET_PASSWORD');
    const { error } = await failure(platform.app, browser, RESET_CHECK, {
      mobile,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(error.extensions).toEqual({ code: 'BUSINESS_ERROR', gatewayCode: GatewayCode.SMS_CODE_INVALID });
  });
});

describe('modifyPassword', () => {
  it('changes the password of the logged-in account and keeps its session', async () => {
    const browser: Browser = { ip: freshIp() };
    const { mobile, password } = await registerAccount(platform, browser);
    expect(await data(platform.app, browser, MODIFY, { old: password, new: 'Changed2026' })).toEqual({
      modifyPassword: true,
    });
    const call = platform.graph.calls.findLast((request) => request.path === '/user/user/modifyPassword');
    expect(call?.body).toEqual({ oldPassword: passwordDigest(password), newPassword: passwordDigest('Changed2026') });
    expect((await data<{ me: unknown }>(platform.app, browser, ME)).me).not.toBeNull();

    expect((await wrongPasswordError(mobile, password)).extensions.gatewayCode).toBe(GatewayCode.BAD_CREDENTIALS);
    await logIn({ ip: freshIp() }, mobile, 'Changed2026');
  });

  it('a wrong old password is the gateway’s message', async () => {
    const browser: Browser = { ip: freshIp() };
    await registerAccount(platform, browser);
    const { error } = await failure(platform.app, browser, MODIFY, { old: 'NotMine2026', new: 'Changed2026' });
    expect(error.extensions).toEqual({ code: 'BUSINESS_ERROR', gatewayCode: GatewayCode.BAD_CREDENTIALS });
    expect(error.message).toMatch(/^原密码错误/);
  });

  it('needs a session', async () => {
    const { error } = await failure(platform.app, { ip: freshIp() }, MODIFY, {
      old: 'Passw0rd2026',
      new: 'Changed2026',
    });
    expect(error.extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('resetMobile', () => {
  it('moves the account to a new mobile proven by a RESET_MOBILE code and the password', async () => {
    const browser: Browser = { ip: freshIp() };
    const { mobile, password } = await registerAccount(platform, browser);
    const newMobile = freshMobile();
    const code = await smsCode(platform, browser, newMobile, 'RESET_MOBILE');
    expect(await data(platform.app, browser, RESET_MOBILE, { input: { mobile: newMobile, code, password } })).toEqual({
      resetMobile: true,
    });
    expect((await data<{ me: { maskedMobile: string } }>(platform.app, browser, ME)).me.maskedMobile).toBe(
      masked(newMobile),
    );
    await logIn({ ip: freshIp() }, newMobile, password);
    expect((await wrongPasswordError(mobile, password)).extensions.gatewayCode).toBe(GatewayCode.BAD_CREDENTIALS);
  });

  it('a RESET_MOBILE code for a registered mobile is -4009', async () => {
    const browser: Browser = { ip: freshIp() };
    await registerAccount(platform, browser);
    const captchaToken = await solveCaptcha(platform, browser);
    const { error } = await failure(platform.app, browser, SEND_CODE, {
      input: { mobile: DEMO_MOBILE, captchaToken, method: 'RESET_MOBILE' },
    });
    expect(error).toMatchObject({
      message: '该手机号已被注册，请更换其他手机号',
      extensions: { code: 'BUSINESS_ERROR', gatewayCode: GatewayCode.MOBILE_CONFLICT },
    });
  });
});
