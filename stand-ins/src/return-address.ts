/**
 * The address a stand-in may send a browser back to, or undefined: an absolute http(s) address whose origin is one
 * of the platform's registered origins. Anything else (another site, `javascript:`, a relative path) is refused,
 * so no stand-in page is an open redirect.
 */
export function allowedReturnAddress(value: unknown, origins: ReadonlySet<string>): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username || url.password) return undefined;
  return origins.has(url.origin) ? url.href : undefined;
}
