import { createHash } from 'node:crypto';

/**
 * The one inline script of the portal's index.html (written there by scripts/prerender-first-screen.ts): when the
 * address names a route other than the home page, it marks the document so the prerendered home content is hidden
 * until the app renders that route (no flash of the wrong page). Allowed by the CSP through its hash only.
 */
export const FIRST_SCREEN_BOOT_SCRIPT =
  "if(!/^#?\\/?(\\?.*)?$/.test(location.hash))document.documentElement.setAttribute('data-deep-link','');";

/** Hides the prerendered home content (apps/web/src/app/prerender, FIRST_SCREEN_HOME_ID) on other routes. */
export const FIRST_SCREEN_HIDDEN_STYLE = '[data-deep-link] #first-screen-home{display:none}';

/** The CSP source that allows exactly this script. */
export const FIRST_SCREEN_BOOT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(FIRST_SCREEN_BOOT_SCRIPT).digest('base64')}'`;
