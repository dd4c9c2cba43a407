import type { IncomingHttpHeaders } from 'node:http';
import { parseCookieHeader } from './cookies.ts';

/** The session cookie (spec §3 "token (cookie PC-Front-Token)"); HttpOnly, set and cleared by the graph only. */
export const SESSION_COOKIE = 'PC-Front-Token';

const TOKEN_LENGTH_LIMIT = 4096;
/** RFC 6750 token68 characters. */
const TOKEN = /^[\w.~+/=-]+$/;
const BEARER = /^Bearer ([\w.~+/=-]+)$/;
const ADDRESS = /^[0-9A-Fa-f:.]{2,45}$/;

/** Who sent a GraphQL request, as far as the gateway needs to know. */
export interface Caller {
  /** `Bearer <token>` to forward, or undefined when the request carries no usable token. */
  authorization?: string;
  /** Where the token came from: a cookie that turns out dead is cleared, a header is the client's business. */
  tokenSource?: 'header' | 'cookie';
  /** The client's address (Express resolves X-Forwarded-For from trusted proxies only). */
  clientIp?: string;
}

/**
 * The bearer token of a request: a well-formed `Authorization: Bearer …` header first, else the session cookie.
 * Anything malformed is not forwarded, so a caller cannot inject other header content towards the gateway.
 */
export function readCaller(headers: IncomingHttpHeaders, ip: string | undefined): Caller {
  const caller: Caller = {};
  const header = headers.authorization;
  const fromHeader = header && header.length <= TOKEN_LENGTH_LIMIT ? BEARER.exec(header)?.[1] : undefined;
  const fromCookie = fromHeader ? undefined : parseCookieHeader(headers.cookie).get(SESSION_COOKIE);
  if (fromHeader) {
    caller.authorization = `Bearer ${fromHeader}`;
    caller.tokenSource = 'header';
  } else if (fromCookie && fromCookie.length <= TOKEN_LENGTH_LIMIT && TOKEN.test(fromCookie)) {
    caller.authorization = `Bearer ${fromCookie}`;
    caller.tokenSource = 'cookie';
  }
  if (ip && ADDRESS.test(ip)) caller.clientIp = ip;
  return caller;
}
