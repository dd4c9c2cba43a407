import { TOKEN_PATTERN } from '@sme/contract/fields';
import type { Request, Response } from 'express';
import { type CookieAttributes, parseCookieHeader, serializeCookie } from './cookies.ts';

/**
 * The canteen session's token (spec §1, §7 canteen flow), kept by the graph in its own HttpOnly cookie: page scripts
 * never see it, it is never sent as a portal token, and the portal's session cookie is never sent to the canteen.
 */
export const CANTEEN_COOKIE = 'PC-Canteen-Token';
/** Only GraphQL requests carry it: the portal's pages and assets never see it. */
export const CANTEEN_COOKIE_PATH = '/graphql';

export function canteenCookieAttributes(secure: boolean, maxAgeSeconds: number): CookieAttributes {
  return { maxAgeSeconds, path: CANTEEN_COOKIE_PATH, httpOnly: true, secure, sameSite: 'Strict' };
}

/** The canteen session of one GraphQL request as resolvers see it. */
export interface CanteenControl {
  /** The canteen token the browser holds; null without one (a malformed value counts as none). */
  readonly token: string | null;
  /** Keeps a token the gateway issued, for as long as the gateway says it lives. */
  start(token: string, maxAgeSeconds: number): void;
  /** Clears the cookie. */
  end(): void;
}

export function canteenControl(req: Request, res: Response): CanteenControl {
  const held = parseCookieHeader(req.headers.cookie).get(CANTEEN_COOKIE);
  const write = (value: string, maxAge: number) =>
    res.append('Set-Cookie', serializeCookie(CANTEEN_COOKIE, value, canteenCookieAttributes(req.secure, maxAge)));
  return {
    token: held && TOKEN_PATTERN.test(held) ? held : null,
    start: (token, maxAgeSeconds) => write(token, Math.max(0, Math.floor(maxAgeSeconds))),
    end: () => write('', 0),
  };
}
