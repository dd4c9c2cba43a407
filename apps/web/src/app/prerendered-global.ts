import type { SerializedStyles } from '@emotion/react';
import { system } from './theme';

/** Marks the prerendered global style sheet (reset, global CSS, token variables): scripts/emotion-styles.ts. */
export const PRERENDERED_GLOBAL_ATTRIBUTE = 'data-chakra-global';

/**
 * The global sheet as index.html carries it, prerendered at build time: its emotion name and CSS. Handed to Chakra as
 * the system's `_global`, emotion finds the sheet by that name and keeps it, so the ~50 KB sheet is neither computed
 * nor serialised when the app starts (issue 10; scripts/chakra-startup-plugin.ts makes computing it lazy).
 */
export function prerenderedGlobal(doc: Document | undefined): SerializedStyles | undefined {
  const sheet = doc?.querySelector<HTMLStyleElement>(`style[${PRERENDERED_GLOBAL_ATTRIBUTE}]`);
  const [key, name] = sheet?.getAttribute('data-emotion')?.split(' ') ?? [];
  if (!sheet || !key?.endsWith('-global') || !name) return undefined;
  return { name, styles: sheet.textContent ?? '', next: undefined };
}

/** The system the app renders with: the prerendered global sheet when the page has one, else the system as built. */
export function appSystem(doc: Document | undefined): typeof system {
  const global = prerenderedGlobal(doc);
  return global ? Object.create(system, { _global: { value: global } }) : system;
}
