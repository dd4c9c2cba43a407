import { describe, expect, it } from 'vitest';
import { cookieExchange } from './cookie-exchange.test-support.ts';
import { sessionControl, sessionCookieAttributes } from './session-cookie.ts';

function exchange(secure: boolean) {
  const { req, res, setCookies } = cookieExchange(undefined, secure);
  return { req, res, cookies: setCookies };
}

describe('session cookie', () => {
  it('is HttpOnly, SameSite=Strict, for the whole site, and Secure only over https', () => {
    expect(sessionCookieAttributes(false, 60)).toEqual({
      maxAgeSeconds: 60,
      path: '/',
      httpOnly: true,
      secure: false,
      sameSite: 'Strict',
    });
    expect(sessionCookieAttributes(true, 60).secure).toBe(true);
  });

  it('start sets the token with the session lifetime; end clears it', () => {
    const { req, res, cookies } = exchange(true);
    const session = sessionControl(req, res, {}, 604_800);
    session.start('tok_EN-1');
    session.end();
    expect(cookies).toEqual([
      'PC-Front-Token=tok_EN-1; Max-Age=604800; Path=/; HttpOnly; Secure; SameSite=Strict',
      'PC-Front-Token=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Strict',
    ]);
  });

  it('says whether a token came along and whether it came from the cookie', () => {
    const { req, res } = exchange(false);
    expect(sessionControl(req, res, {}, 1)).toMatchObject({ hasToken: false, fromCookie: false });
    const fromHeader = sessionControl(req, res, { authorization: 'Bearer x', tokenSource: 'header' }, 1);
    expect(fromHeader).toMatchObject({ hasToken: true, fromCookie: false });
    const fromCookie = sessionControl(req, res, { authorization: 'Bearer x', tokenSource: 'cookie' }, 1);
    expect(fromCookie).toMatchObject({ hasToken: true, fromCookie: true });
  });
});
