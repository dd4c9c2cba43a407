/** Rules and texts of real-name certification and the face check (spec §3 face verification, §6, §8). */

/** How long a confirmed identity waits for its face check to start (its ID number is deleted at expiry). */
export const CONFIRMATION_TTL_MS = 10 * 60_000;
/** How long a started face check may take before it counts as failed. */
export const FACE_CHECK_TTL_MS = 30 * 60_000;
/** How long the face key of the provider's return address can be used (once). */
export const FACE_KEY_TTL_MS = 30 * 60_000;

/**
 * A name as compared with the registry's legal representative: spaces dropped, the middle dots of transliterated
 * names (·・•‧) made one, Latin letters upper-cased.
 */
export function normalizeLegalName(name: string): string {
  return name
    .replace(/\s+/g, '')
    .replace(/[·・•‧∙]/g, '·')
    .toUpperCase();
}

export function sameLegalName(given: string, registered: string): boolean {
  return normalizeLegalName(given) !== '' && normalizeLegalName(given) === normalizeLegalName(registered);
}

/** The provider's return address: the portal's home with the face key (spec §6), and no token in it. */
export function providerReturnUrl(origin: string, faceKey: string): string {
  return `${origin}/#/?faceKey=${faceKey}`;
}

/** The route a face key leads to: the route the portal asked for, with the check's certToken added. */
export function faceKeyTarget(route: string, certToken: string): string {
  const [path = '/', query = ''] = route.split('?', 2);
  const params = new URLSearchParams(query);
  params.delete('certToken');
  params.delete('faceKey');
  params.set('certToken', certToken);
  return `${path}?${params.toString()}`;
}
