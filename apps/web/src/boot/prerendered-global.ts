import type { SystemContext } from '@chakra-ui/react';
import type { SerializedStyles } from '@emotion/react';

/** Carries the prerendered global sheet's emotion name (scripts/web-build/emotion-styles.ts writes it). */
export const PRERENDERED_GLOBAL_ATTRIBUTE = 'data-chakra-global';

/**
 * The global sheet (reset, global CSS, token variables) as index.html carries it, prerendered at build time: its
 * emotion name and CSS. Handed to Chakra as the system's `_global`, emotion finds its marker by that name and keeps
 * the sheet, so the ~50 KB sheet is neither computed nor serialised when the app starts (issue 10; the install-time
 * patch of Chakra makes computing it lazy, docs/boot-pipeline.md).
 */
export function prerenderedGlobal(doc: Document | undefined): SerializedStyles | undefined {
  const sheet = doc?.querySelector<HTMLStyleElement>(`style[${PRERENDERED_GLOBAL_ATTRIBUTE}]`);
  const name = sheet?.getAttribute(PRERENDERED_GLOBAL_ATTRIBUTE);
  if (!sheet || !name) return undefined;
  return { name, styles: sheet.textContent ?? '', next: undefined };
}

/** The system the app renders with: the prerendered global sheet when the page has one, else the system as built. */
export function appSystem(system: SystemContext, doc: Document | undefined): SystemContext {
  const global = prerenderedGlobal(doc);
  return global ? Object.create(system, { _global: { value: global } }) : system;
}
