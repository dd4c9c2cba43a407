import { describe, expect, it } from 'vitest';
import { cookieExchange } from './cookie-exchange.test-support.ts';
import { STAFF_COOKIE, staffSessionControl } from './staff-cookie.ts';

const token = 's'.repeat(43);

function exchange(cookie?: string, { secure = false, production = false } = {}) {
  const { req, res, setCookies } = cookieExchange(cookie, secure);
  return { control: staffSessionControl(req, res, { production, maxAgeSeconds: 604800 }), setCookies };
}

describe('the staff cookie', () => {
  it('reads a well-formed staff token and never the enterprise cookie', () => {
    expect(exchange(`${STAFF_COOKIE}=${token}`).control.token).toBe(token);
    expect(exchange(`PC-Front-Token=${token}`).control.token).toBeNull();
    expect(exchange(`${STAFF_COOKIE}=short`).control.token).toBeNull();
    expect(exchange(`${STAFF_COOKIE}=${'s'.repeat(42)}!`).control.token).toBeNull();
    expect(exchange().control.token).toBeNull();
  });

  it('is HttpOnly, Path=/, SameSite=Strict; Secure in production and over https', () => {
    const plain = exchange();
    plain.control.start(token);
    expect(plain.setCookies).toEqual([`${STAFF_COOKIE}=${token}; Max-Age=604800; Path=/; HttpOnly; SameSite=Strict`]);
    const production = exchange(undefined, { production: true });
    production.control.start(token);
    expect(production.setCookies[0]).toContain('; HttpOnly; Secure; SameSite=Strict');
    const https = exchange(undefined, { secure: true });
    https.control.end();
    expect(https.setCookies).toEqual([
      `${STAFF_COOKIE}=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Strict`,
    ]);
  });
});
