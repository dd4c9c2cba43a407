import type { Request, Response } from 'express';

/**
 * Just enough of express's request and response for a cookie control (tests only): `cookie` as the request's
 * Cookie header, and the Set-Cookie headers the control appends collected in `setCookies`.
 */
export function cookieExchange(cookie?: string, secure = false) {
  const setCookies: string[] = [];
  const req = { headers: cookie ? { cookie } : {}, secure } as unknown as Request;
  const res = {
    append: (name: string, value: string) => {
      if (name === 'Set-Cookie') setCookies.push(value);
      return res;
    },
  } as unknown as Response;
  return { req, res, setCookies };
}
