/** Longest target route; a portal route with its query fits easily. */
export const TARGET_MAX = 500;

/** A portal route: one leading '/', then path and query characters only (no scheme, host, '//' or backslash). */
const ROUTE = /^\/(?![/\\])[A-Za-z0-9/_\-.~%?=&]*$/;

/**
 * The portal route a short link may open, from what an operator typed: `/product/12`, or the browser form
 * `/#/product/12` (the hash dropped). Anything that is not a route of this portal — an address of another site
 * (`https://…`, `//host`), a script URL, a backslash trick, control characters — answers null: a short link can
 * never send a user to another site (docs/decisions/0023-short-links-tracking-chunk-timeout-and-clipboard.md, "Short links").
 */
export function portalTarget(input: string): string | null {
  const text = input.trim();
  const route = text.startsWith('/#/') ? text.slice(2) : text;
  if (route.length === 0 || route.length > TARGET_MAX || !ROUTE.test(route)) return null;
  return route;
}
