import { type KeyValueStorage, sessionStore } from './browser-storage';

/**
 * The address a user asked for before the certification guard sent them to /verified (spec §6: "returns to the
 * remembered address"), kept for this tab only. Only in-portal routes are kept, so it can never lead off the site.
 */
export const VERIFICATION_RETURN_KEY = 'verifiedReturnUrl';

const isPortalRoute = (route: string): boolean =>
  route.startsWith('/') && !route.startsWith('//') && !route.startsWith('/\\') && !route.startsWith('/verified');

export function rememberVerificationReturn(route: string, storage: KeyValueStorage = sessionStore): void {
  if (isPortalRoute(route)) storage.setItem(VERIFICATION_RETURN_KEY, route);
}

/** The remembered address without forgetting it, or null. */
export function peekVerificationReturn(storage: KeyValueStorage = sessionStore): string | null {
  const route = storage.getItem(VERIFICATION_RETURN_KEY);
  return route && isPortalRoute(route) ? route : null;
}

/** The remembered address (forgotten once taken), or / when there is none. */
export function takeVerificationReturn(storage: KeyValueStorage = sessionStore): string {
  const route = peekVerificationReturn(storage);
  storage.removeItem(VERIFICATION_RETURN_KEY);
  return route ?? '/';
}
