/** Reading the Cookie header and writing Set-Cookie values (RFC 6265), without a dependency. */

/** Cookie names are RFC 7230 tokens. */
const COOKIE_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/** cookie-octets: visible ASCII except space, double quote, comma, semicolon and backslash. */
const COOKIE_VALUE = /^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]*$/;

/**
 * The cookies of a Cookie header by name. The first of two equal names wins (browsers send the most specific path
 * first); a quoted value loses its quotes; percent-encoding is decoded when it is valid and kept as is otherwise.
 */
export function parseCookieHeader(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const pair of header.split(';')) {
    const equals = pair.indexOf('=');
    if (equals < 0) continue;
    const name = pair.slice(0, equals).trim();
    if (!name || cookies.has(name)) continue;
    let value = pair.slice(equals + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    cookies.set(name, decodeOrKeep(value));
  }
  return cookies;
}

function decodeOrKeep(value: string): string {
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export interface CookieAttributes {
  /** Seconds until the browser drops it; 0 deletes it now. */
  maxAgeSeconds: number;
  path: string;
  httpOnly: boolean;
  secure: boolean;
  sameSite: 'Strict' | 'Lax' | 'None';
}

/** One Set-Cookie value. Refuses a name or value a browser would misread (never written, always a bug of ours). */
export function serializeCookie(name: string, value: string, attributes: CookieAttributes): string {
  if (!COOKIE_NAME.test(name)) throw new Error(`Invalid cookie name: ${name}`);
  if (!COOKIE_VALUE.test(value)) throw new Error(`Invalid value for cookie ${name}`);
  if (!Number.isInteger(attributes.maxAgeSeconds) || attributes.maxAgeSeconds < 0) {
    throw new Error(`Invalid Max-Age for cookie ${name}: ${attributes.maxAgeSeconds}`);
  }
  if (!/^\/[\x21-\x3A\x3C-\x7E]*$/.test(attributes.path)) throw new Error(`Invalid path for cookie ${name}`);
  const parts = [`${name}=${value}`, `Max-Age=${attributes.maxAgeSeconds}`, `Path=${attributes.path}`];
  // Expires only for deletion: a past date also clears the cookie in clients that ignore Max-Age.
  if (attributes.maxAgeSeconds === 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (attributes.httpOnly) parts.push('HttpOnly');
  if (attributes.secure) parts.push('Secure');
  parts.push(`SameSite=${attributes.sameSite}`);
  return parts.join('; ');
}
