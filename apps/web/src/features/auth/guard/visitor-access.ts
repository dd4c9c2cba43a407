/**
 * Spec §6: first path segments a visitor (not logged in) may see; the home page too. Compared without regard to
 * case, so the spec's "Compensate" covers the /compensate route (docs/decisions/0014-accounts-in-the-portal-session-remembered-mobile-guards.md).
 */
export const VISITOR_SEGMENTS = [
  'login',
  'key',
  'register',
  'reloanPolicy',
  'regionalFinance',
  'lendingcenter',
  'forget',
  'financialProducts',
  'introus',
  'AboutUs',
  'financialInstitution',
  'Compensate',
  'creditInstitution',
  'news',
  'biomedicine',
  'product',
  'enterpriseFriendly',
  // Ours: the agreements must be readable before registering or logging in.
  'agreement',
  // Ours: the provincial and WeChat callback pages finish a login (spec §2 /cbpage/gdauth).
  'cbpage',
] as const;

const visitorSegments = new Set(VISITOR_SEGMENTS.map((segment) => segment.toLowerCase()));

export function firstSegment(pathname: string): string {
  return pathname.split('/').find((part) => part !== '') ?? '';
}

export type RouteAccess = 'open' | 'login-required' | 'go-home';

export interface AccessInput {
  pathname: string;
  loggedIn: boolean;
  /** A login is waiting for a company to be picked (several companies, spec §4 step 5). */
  pendingLogin: boolean;
}

/** What the visitor guard does with a route: show it, send the visitor to log in, or send a logged-in user home. */
export function routeAccess({ pathname, loggedIn, pendingLogin }: AccessInput): RouteAccess {
  const segment = firstSegment(pathname);
  if (loggedIn) return segment === 'login' ? 'go-home' : 'open';
  if (segment === '' || visitorSegments.has(segment.toLowerCase())) return 'open';
  if (segment === 'changeCompany' && pendingLogin) return 'open';
  return 'login-required';
}
