/** The login token lives in the cookie PC-Front-Token (spec §3, client-stored items). */
export const TOKEN_COOKIE = 'PC-Front-Token';

/** The token in a `document.cookie` string, or null when absent or empty. */
export function readTokenFrom(cookieHeader: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== TOKEN_COOKIE) continue;
    const value = decodeURIComponent(part.slice(separator + 1).trim());
    return value === '' ? null : value;
  }
  return null;
}

export function readToken(): string | null {
  return readTokenFrom(document.cookie);
}

export function clearToken(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the portal serves
  document.cookie = `${TOKEN_COOKIE}=; path=/; max-age=0; SameSite=Lax`;
}

/** The Authorization header for a token: "Bearer <token>", or nothing without one. */
export function authorizationHeader(token: string | null): Record<string, string> {
  return token ? { Authorization: `Bearer ${token}` } : {};
}
