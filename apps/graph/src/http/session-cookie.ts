import type { Request, Response } from 'express';
import { type Caller, SESSION_COOKIE } from './caller.ts';
import { type CookieAttributes, serializeCookie } from './cookies.ts';

/** The session of one GraphQL request as resolvers see it: whether a token came along, and the cookie to write. */
export interface SessionControl {
  /** A token came with the request (Authorization header or cookie). */
  readonly hasToken: boolean;
  /** The token came from the cookie (so the graph clears the cookie when the gateway says the session is dead). */
  readonly fromCookie: boolean;
  /** Sets the session cookie to a token the gateway issued. */
  start(token: string): void;
  /** Clears the session cookie. */
  end(): void;
}

/**
 * The cookie's attributes: HttpOnly (scripts never see the token), SameSite=Strict (never sent by another site's
 * request), Secure when the browser reached us over https (directly or through a trusted proxy), and the
 * gateway's absolute session lifetime, so the browser drops it when the gateway would refuse it anyway.
 */
export function sessionCookieAttributes(secure: boolean, maxAgeSeconds: number): CookieAttributes {
  return { maxAgeSeconds, path: '/', httpOnly: true, secure, sameSite: 'Strict' };
}

export function sessionControl(req: Request, res: Response, caller: Caller, maxAgeSeconds: number): SessionControl {
  const write = (value: string, maxAge: number) =>
    res.append('Set-Cookie', serializeCookie(SESSION_COOKIE, value, sessionCookieAttributes(req.secure, maxAge)));
  return {
    hasToken: caller.authorization !== undefined,
    fromCookie: caller.tokenSource === 'cookie',
    start: (token) => write(token, maxAgeSeconds),
    end: () => write('', 0),
  };
}
