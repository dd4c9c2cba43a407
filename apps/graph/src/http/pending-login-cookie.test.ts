import { describe, expect, it } from 'vitest';
import { cookieExchange } from './cookie-exchange.test-support.ts';
import {
  decodePendingLogin,
  encodePendingLogin,
  MAX_PENDING_COMPANIES,
  PENDING_LOGIN_COOKIE,
  pendingLoginControl,
} from './pending-login-cookie.ts';

const code = (letter: string) => letter.repeat(43);

/** The request and response parts pendingLoginControl uses: the Cookie header in, Set-Cookie headers out. */
function exchange(cookie?: string, secure = false) {
  const { req, res, setCookies } = cookieExchange(cookie, secure);
  return { control: pendingLoginControl(req, res), setCookies };
}

describe('the pending-login cookie value', () => {
  it('round-trips company ids and their codes, id 0 (no company yet) included', () => {
    const value = encodePendingLogin([
      { id: 7, loginCode: code('a') },
      { id: 0, loginCode: code('b') },
    ]);
    expect(value).toBe(`7:${code('a')}.0:${code('b')}`);
    expect(decodePendingLogin(value)).toEqual(
      new Map([
        [7, code('a')],
        [0, code('b')],
      ]),
    );
  });

  it('reads a forged, truncated or hostile value as no pending login at all', () => {
    for (const value of [
      undefined,
      '',
      `7:${code('a')}.junk`,
      `7:short`,
      `-1:${code('a')}`,
      `07:${code('a')}`,
      `7:../../user/user/userInfo`,
      `7:${code('a')}?x=1`,
      Array.from({ length: MAX_PENDING_COMPANIES + 1 }, (_, i) => `${i + 1}:${code('c')}`).join('.'),
    ]) {
      expect(decodePendingLogin(value).size).toBe(0);
    }
  });
});

describe('pendingLoginControl', () => {
  it('hold keeps the codes in an HttpOnly, SameSite=Strict cookie on /graphql for 2 minutes and answers no code', () => {
    const { control, setCookies } = exchange();
    const companies = control.hold([
      { id: 7, uniformCode: '91440101MA5CXD1A28', companyName: '甲公司', loginCode: code('a') },
      { id: 8, uniformCode: '91440101MA5CXD2B3X', companyName: '乙公司', loginCode: code('b') },
    ]);
    expect(companies).toEqual([
      { id: 7, uniformCode: '91440101MA5CXD1A28', companyName: '甲公司' },
      { id: 8, uniformCode: '91440101MA5CXD2B3X', companyName: '乙公司' },
    ]);
    expect(setCookies).toEqual([
      `${PENDING_LOGIN_COOKIE}=7:${code('a')}.8:${code('b')}; Max-Age=120; Path=/graphql; HttpOnly; SameSite=Strict`,
    ]);
  });

  it('is Secure when the browser came over https', () => {
    const { control, setCookies } = exchange(undefined, true);
    control.hold([{ id: 7, uniformCode: '', companyName: '', loginCode: code('a') }]);
    expect(setCookies[0]).toMatch(/; HttpOnly; Secure; SameSite=Strict$/);
  });

  it('codeFor answers only the ids the cookie lists; clear deletes the cookie', () => {
    const { control, setCookies } = exchange(`other=1; ${PENDING_LOGIN_COOKIE}=7:${code('a')}.0:${code('b')}`);
    expect(control.codeFor(7)).toBe(code('a'));
    expect(control.codeFor(0)).toBe(code('b'));
    expect(control.codeFor(9)).toBeNull();
    control.clear();
    expect(setCookies).toEqual([
      `${PENDING_LOGIN_COOKIE}=; Max-Age=0; Path=/graphql; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Strict`,
    ]);
    expect(exchange().control.codeFor(7)).toBeNull();
  });

  it('an account with more companies than a cookie holds logs into its first ones', () => {
    const { control } = exchange();
    const many = Array.from({ length: MAX_PENDING_COMPANIES + 5 }, (_, i) => ({
      id: 1_000_000_000 + i,
      uniformCode: '',
      companyName: `公司${i}`,
      loginCode: code('z'),
    }));
    const answered = control.hold(many);
    expect(answered).toHaveLength(MAX_PENDING_COMPANIES);
    const value = encodePendingLogin(many);
    expect(value.length).toBeLessThan(3900);
    expect(decodePendingLogin(value).size).toBe(MAX_PENDING_COMPANIES);
  });
});
