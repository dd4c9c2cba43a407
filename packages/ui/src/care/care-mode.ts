/**
 * 关怀版 (care mode, issue 22 §4): larger type, higher contrast, bigger targets, no floating button and no motion.
 * It is remembered per browser (localStorage, shared by the portal and the workbench on one origin) and shown by an
 * attribute on <html>, which the theme's `_care` condition and the care global styles (care-theme.ts) read.
 */
export const CARE_MODE_KEY = 'sme.careMode';
export const CARE_MODE_ATTRIBUTE = 'data-care';

/** Whether this browser chose 关怀版 (false where storage is refused). */
export function storedCareMode(): boolean {
  try {
    return globalThis.localStorage?.getItem(CARE_MODE_KEY) === 'on';
  } catch {
    return false;
  }
}

/** Shows the page in 关怀版 or not (the attribute on <html>). */
export function showCareMode(on: boolean): void {
  document.documentElement.toggleAttribute(CARE_MODE_ATTRIBUTE, on);
}

/** Chooses 关怀版 or not for this browser, and shows it. */
export function chooseCareMode(on: boolean): void {
  try {
    if (on) localStorage.setItem(CARE_MODE_KEY, 'on');
    else localStorage.removeItem(CARE_MODE_KEY);
  } catch {
    // Storage refused (private mode): 关怀版 still applies to this page.
  }
  showCareMode(on);
}
