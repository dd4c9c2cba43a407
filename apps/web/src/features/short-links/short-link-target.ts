/** Spec §8: the message for a missing short link when the server gives none. */
export const SHORT_LINK_MISSING = '短链接不存在！';

/** A route of this portal (the server only answers those; checked again before navigating). */
const PORTAL_ROUTE = /^\/(?![/\\])[A-Za-z0-9/_\-.~%?=&]*$/;

/** Where a resolved short link goes: its route, or null when the answer is not a route of this portal. */
export function shortLinkDestination(target: string | null | undefined): string | null {
  return target && target.length <= 500 && PORTAL_ROUTE.test(target) ? target : null;
}
