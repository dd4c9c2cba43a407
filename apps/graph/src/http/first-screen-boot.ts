import { createHash } from 'node:crypto';

/**
 * The one inline script of the portal's index.html (written there by scripts/web-build/prerender-first-screen.ts): it names the
 * address's route on the document (`data-first-route`: home, product or other), so the style below shows only the
 * prerendered content of that route until the app renders it — no flash of the wrong page on a deep link. Allowed by
 * the CSP through its hash only.
 */
export const FIRST_SCREEN_BOOT_SCRIPT =
  "document.documentElement.setAttribute('data-first-route',/^#?\\/?(\\?.*)?$/.test(location.hash)?'home':/^#\\/product\\/?(\\?.*)?$/.test(location.hash)?'product':'other');";

/** Shows the prerendered content of the address's route only (ids from apps/web/src/app/prerender). */
export const FIRST_SCREEN_STYLE = [
  ':root:not([data-first-route=home]) #first-screen-home{display:none}',
  ':root:not([data-first-route=product]) #first-screen-product{display:none}',
].join('');

/** The CSP source that allows exactly this script. */
export const FIRST_SCREEN_BOOT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(FIRST_SCREEN_BOOT_SCRIPT).digest('base64')}'`;
