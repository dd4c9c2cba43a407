/**
 * Whether a browser sent this request from another site: `Sec-Fetch-Site: cross-site`, or an Origin whose host is
 * not the one called. Requests without either header (older browsers, tools) are not judged here.
 */
export function isCrossSite(headers: { site?: string; origin?: string; host?: string }): boolean {
  if (headers.site === 'cross-site') return true;
  if (headers.origin === undefined) return false;
  try {
    return headers.host === undefined || new URL(headers.origin).host !== headers.host;
  } catch {
    return true;
  }
}
