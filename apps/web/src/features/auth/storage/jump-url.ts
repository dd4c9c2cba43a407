import { type KeyValueStorage, STORAGE_KEYS, session } from './client-storage';

/**
 * The address a visitor asked for before being sent to log in (spec §6), kept for this tab only. Only in-portal
 * routes are kept, so the value can never send the user to another site.
 */
const isPortalRoute = (route: string): boolean => route.startsWith('/') && !route.startsWith('//');

/** Pages that make no sense to return to after logging in. */
const NOT_AFTER_LOGIN = /^\/(login|register|forget|changeCompany)(\/|\?|$)/;

export function rememberJumpUrl(route: string, storage: KeyValueStorage = session): void {
  if (isPortalRoute(route) && !NOT_AFTER_LOGIN.test(route)) storage.setItem(STORAGE_KEYS.jumpUrl, route);
}

/** The remembered address (forgotten once taken), or / when there is none. */
export function takeJumpUrl(storage: KeyValueStorage = session): string {
  const route = storage.getItem(STORAGE_KEYS.jumpUrl);
  storage.removeItem(STORAGE_KEYS.jumpUrl);
  return route && isPortalRoute(route) ? route : '/';
}
