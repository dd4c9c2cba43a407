import { describe, expect, it } from 'vitest';
import { CANTEEN_COOKIE, canteenControl } from './canteen-cookie.ts';
import { cookieExchange } from './cookie-exchange.test-support.ts';

const token = 'c'.repeat(43);

function exchange(cookie?: string, secure = false) {
  const { req, res, setCookies } = cookieExchange(cookie, secure);
  return { control: canteenControl(req, res), setCookies };
}

describe('the canteen cookie', () => {
  it('reads a well-formed token and nothing else', () => {
    expect(exchange(`${CANTEEN_COOKIE}=${token}`).control.token).toBe(token);
    expect(exchange(`PC-Front-Token=${token}`).control.token).toBeNull();
    expect(exchange(`${CANTEEN_COOKIE}=short`).control.token).toBeNull();
    expect(exchange(`${CANTEEN_COOKIE}=${'c'.repeat(42)};x`).control.token).toBeNull();
    expect(exchange().control.token).toBeNull();
  });

  it('is written HttpOnly, SameSite=Strict, for /graphql only, for the session lifetime; Secure over https', () => {
    const plain = exchange();
    plain.control.start(token, 7200);
    expect(plain.setCookies).toEqual([
      `${CANTEEN_COOKIE}=${token}; Max-Age=7200; Path=/graphql; HttpOnly; SameSite=Strict`,
    ]);
    const secure = exchange(undefined, true);
    secure.control.end();
    expect(secure.setCookies).toEqual([
      `${CANTEEN_COOKIE}=; Max-Age=0; Path=/graphql; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Strict`,
    ]);
  });
});
