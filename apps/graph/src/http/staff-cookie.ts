import { TOKEN_PATTERN } from '@sme/contract/fields';
import type { Request, Response } from 'express';
import { type CookieAttributes, parseCookieHeader, serializeCookie } from './cookies.ts';

/**
 * The workbench (staff) session's token, kept by the graph in its own HttpOnly cookie: sent to the gateway as
 * X-Staff-Token only, never as the enterprise's Authorization; the enterprise's PC-Front-Token is never sent as
 * X-Staff-Token.
 */
export const STAFF_COOKIE = 'SME-Staff-Token';

/**
 * HttpOnly, Path=/, SameSite=Strict; Secure in production and whenever the browser reached us over https (directly
 * or through a trusted proxy); the gateway's absolute session lifetime.
 */
export function staffCookieAttributes(secure: boolean, maxAgeSeconds: number): CookieAttributes {
  return { maxAgeSeconds, path: '/', httpOnly: true, secure, sameSite: 'Strict' };
}

/** The staff session of one GraphQL request as resolvers see it. */
export interface StaffSessionControl {
  /** The staff token the browser holds; null without one (a malformed value counts as none). */
  readonly token: string | null;
  /** Sets the cookie to a token the gateway issued. */
  start(token: string): void;
  /** Clears the cookie. */
  end(): void;
}

/** The staff token the request's cookie holds; null without one (a malformed value counts as none). */
export function heldStaffToken(req: Request): string | null {
  const held = parseCookieHeader(req.headers.cookie).get(STAFF_COOKIE);
  return held && TOKEN_PATTERN.test(held) ? held : null;
}

export function staffSessionControl(
  req: Request,
  res: Response,
  options: { production: boolean; maxAgeSeconds: number },
): StaffSessionControl {
  const secure = req.secure || options.production;
  const write = (value: string, maxAge: number) =>
    res.append('Set-Cookie', serializeCookie(STAFF_COOKIE, value, staffCookieAttributes(secure, maxAge)));
  return {
    token: heldStaffToken(req),
    start: (token) => write(token, options.maxAgeSeconds),
    end: () => write('', 0),
  };
}
