import type { LoginEntryRecord } from '@sme/contract/routes/account-login';
import type { Request, Response } from 'express';
import type { LoginCompanyRecord } from '#upstream/account-records.ts';
import { type CookieAttributes, parseCookieHeader, serializeCookie } from './cookies.ts';

/**
 * A login waiting for its company (spec §4 steps 4-5): the one-time loginCodes of the first step's company list,
 * kept in this HttpOnly cookie instead of being handed to page scripts. Only company ids and codes, nothing else.
 */
export const PENDING_LOGIN_COOKIE = 'PC-Pending-Login';
/** The gateway's loginCodes live 2 minutes; the cookie dies with them. */
export const PENDING_LOGIN_MAX_AGE_SECONDS = 120;
/** Only GraphQL requests carry it: the portal's pages and assets never see it. */
export const PENDING_LOGIN_PATH = '/graphql';
/**
 * A cookie holds about 4 KB: 64 entries of up to 56 characters stay well inside. An account with more companies
 * gets its first 64 (in the order it joined them) to log into, and reaches the others through 切换企业.
 */
export const MAX_PENDING_COMPANIES = 64;

const ENTRY = /^(0|[1-9]\d{0,9}):([A-Za-z0-9_-]{16,128})$/;
const ENTRY_SEPARATOR = '.';

/** The cookie's value: `id:code` pairs joined by dots (all cookie-safe characters). */
export function encodePendingLogin(entries: readonly Pick<LoginEntryRecord, 'id' | 'loginCode'>[]): string {
  return entries
    .slice(0, MAX_PENDING_COMPANIES)
    .map((entry) => `${entry.id}:${entry.loginCode}`)
    .filter((pair) => ENTRY.test(pair))
    .join(ENTRY_SEPARATOR);
}

/** Company id → loginCode; a value that is not entirely well-formed (forged, truncated) counts as no cookie. */
export function decodePendingLogin(value: string | undefined): Map<number, string> {
  const codes = new Map<number, string>();
  if (!value) return codes;
  const pairs = value.split(ENTRY_SEPARATOR);
  if (pairs.length > MAX_PENDING_COMPANIES) return new Map();
  for (const pair of pairs) {
    const match = ENTRY.exec(pair);
    if (!match) return new Map();
    codes.set(Number(match[1]), match[2] as string);
  }
  return codes;
}

export function pendingLoginCookieAttributes(secure: boolean, maxAgeSeconds: number): CookieAttributes {
  return { maxAgeSeconds, path: PENDING_LOGIN_PATH, httpOnly: true, secure, sameSite: 'Strict' };
}

/** The pending login of one GraphQL request as resolvers see it. */
export interface PendingLoginControl {
  /**
   * Keeps the loginCodes of a first login step's company list in the cookie and answers the list without them.
   * Every login step that answers a company list (password, SMS, and later invitation or provincial logins) ends
   * with this one call; loginWithCompany then picks the code by company id.
   */
  hold(entries: readonly LoginEntryRecord[]): LoginCompanyRecord[];
  /** The loginCode held for this company, or null when there is no pending login or it did not list the id. */
  codeFor(companyId: number): string | null;
  /** Clears the cookie (the codes are used up or dead). */
  clear(): void;
}

export function pendingLoginControl(req: Request, res: Response): PendingLoginControl {
  const held = decodePendingLogin(parseCookieHeader(req.headers.cookie).get(PENDING_LOGIN_COOKIE));
  const write = (value: string, maxAge: number) =>
    res.append(
      'Set-Cookie',
      serializeCookie(PENDING_LOGIN_COOKIE, value, pendingLoginCookieAttributes(req.secure, maxAge)),
    );
  return {
    hold(entries) {
      const kept = entries.slice(0, MAX_PENDING_COMPANIES);
      write(encodePendingLogin(kept), PENDING_LOGIN_MAX_AGE_SECONDS);
      return kept.map(({ id, uniformCode, companyName }) => ({ id, uniformCode, companyName }));
    },
    codeFor: (companyId) => held.get(companyId) ?? null,
    clear: () => write('', 0),
  };
}
