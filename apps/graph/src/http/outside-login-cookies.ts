import { randomBytes } from 'node:crypto';
import { TOKEN_PATTERN } from '@sme/contract/fields';
import type { Request, Response } from 'express';
import type { WeChatTicket } from '#upstream/gateway-client.ts';
import { type CookieAttributes, parseCookieHeader, serializeCookie } from './cookies.ts';

/**
 * Two HttpOnly cookies of the logins through an outside identity (provincial unified identity, WeChat), both only on
 * GraphQL requests (Path=/graphql), SameSite=Strict, Secure over https:
 * - PC-Outside-Login: a random browser key. The gateway stores its SHA-256 with each login begun here and refuses a
 *   callback that does not present it, so a login begun in one browser cannot be finished in another (login CSRF).
 * - PC-WeChat-Ticket: `<appId>.<ticket>` of a WeChat user not bound yet, for the normal login that binds it. The
 *   raw open id never reaches the graph; the ticket never reaches page scripts.
 */
export const OUTSIDE_LOGIN_COOKIE = 'PC-Outside-Login';
export const WECHAT_TICKET_COOKIE = 'PC-WeChat-Ticket';
export const OUTSIDE_COOKIE_PATH = '/graphql';
/** The gateway's begun logins live 10 minutes; the browser key as long (renewed at every start). */
export const OUTSIDE_LOGIN_MAX_AGE_SECONDS = 600;

const TICKET_VALUE = /^([A-Za-z0-9_-]{1,64})\.([A-Za-z0-9_-]{43})$/;

export function outsideCookieAttributes(secure: boolean, maxAgeSeconds: number): CookieAttributes {
  return { maxAgeSeconds, path: OUTSIDE_COOKIE_PATH, httpOnly: true, secure, sameSite: 'Strict' };
}

/** The outside-login cookies of one GraphQL request as resolvers see them. */
export interface OutsideLoginControl {
  /** The browser key for a login begun now: the one the browser holds (renewed), or a new one. */
  beginKey(): string;
  /** The browser key the browser presents at a callback; null without one (a malformed value counts as none). */
  readonly presentedKey: string | null;
  /** The WeChat ticket waiting for a binding login, or null. */
  readonly wechatTicket: WeChatTicket | null;
  /** Keeps a WeChat ticket for the binding login, as long as the gateway says it lives. */
  holdWeChatTicket(ticket: WeChatTicket, maxAgeSeconds: number): void;
  /** Forgets the WeChat ticket (used by a login, or the user declined the binding). */
  clearWeChatTicket(): void;
}

export function outsideLoginControl(req: Request, res: Response): OutsideLoginControl {
  const cookies = parseCookieHeader(req.headers.cookie);
  const heldKey = cookies.get(OUTSIDE_LOGIN_COOKIE);
  const presentedKey = heldKey && TOKEN_PATTERN.test(heldKey) ? heldKey : null;
  const ticketMatch = TICKET_VALUE.exec(cookies.get(WECHAT_TICKET_COOKIE) ?? '');
  const write = (name: string, value: string, maxAge: number) =>
    res.append('Set-Cookie', serializeCookie(name, value, outsideCookieAttributes(req.secure, maxAge)));
  return {
    beginKey() {
      const key = presentedKey ?? randomBytes(32).toString('base64url');
      write(OUTSIDE_LOGIN_COOKIE, key, OUTSIDE_LOGIN_MAX_AGE_SECONDS);
      return key;
    },
    presentedKey,
    wechatTicket: ticketMatch ? { appId: ticketMatch[1] as string, ticket: ticketMatch[2] as string } : null,
    holdWeChatTicket(ticket, maxAgeSeconds) {
      write(WECHAT_TICKET_COOKIE, `${ticket.appId}.${ticket.ticket}`, Math.max(0, Math.floor(maxAgeSeconds)));
    },
    clearWeChatTicket: () => write(WECHAT_TICKET_COOKIE, '', 0),
  };
}
