import { isMobileDevice } from '#shared/device/mobile-device.ts';

export { isMobileDevice };

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
