/** Android and iOS browsers (spec §2 sends them to the mobile site). iPadOS reports itself as a Mac with touch. */
export function isMobileDevice(userAgent: string, maxTouchPoints = 0): boolean {
  if (/Android|iPhone|iPod|iPad/i.test(userAgent)) return true;
  return /Macintosh/.test(userAgent) && maxTouchPoints > 1;
}

/**
 * Where a visitor must go instead of this page, if anywhere: phones go to the mobile site when one is configured,
 * except on the short-link route (/key/…), which must resolve here.
 */
export function mobileRedirectTarget(
  mobileSiteUrl: string | null | undefined,
  route: string,
  device: { userAgent: string; maxTouchPoints?: number },
): string | null {
  if (!mobileSiteUrl) return null;
  if (route === '/key' || route.startsWith('/key/')) return null;
  return isMobileDevice(device.userAgent, device.maxTouchPoints) ? mobileSiteUrl : null;
}
