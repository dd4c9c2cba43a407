/**
 * The prerendered first screen's styles, gathered into the head (scripts/web-build/prerender-first-screen.ts). Emotion's
 * server rendering writes a `<style data-emotion="css <ids>">` before each element that brings new classes; left in
 * the page, each one is a style sheet of its own that every style recalculation walks (50 of them on the home page).
 * Gathered, the CSS becomes plain style sheets in order — the global sheets, then one sheet of every class — and
 * each is announced to emotion by an empty `<style data-emotion=…>`: emotion's cache takes the ids of those as
 * already inserted, and moving them into its own place when the app starts (which it does with every sheet it finds)
 * costs nothing, where moving a sheet with CSS makes the browser parse it again.
 */
const EMOTION_STYLE = /<style data-emotion="([^"]*)"[^>]*>([\s\S]*?)<\/style>/g;

/** Carries the CSS of the system's global sheet and its emotion name (apps/web/src/boot/prerendered-global.ts). */
export const PRERENDERED_GLOBAL_ATTRIBUTE = 'data-chakra-global';

export interface GatheredStyles {
  /** The HTML without its style tags. */
  html: string;
  /** The style tags for the head: the global sheets, then one sheet of every class, then emotion's markers. */
  head: string;
}

const marker = (attribute: string) => `<style data-emotion="${attribute}" data-s=""></style>`;

/**
 * Moves every emotion style tag of the given renders (the first is the visible screen, the others only lend their
 * classes) into one head. The global sheet named `markedGlobal` carries PRERENDERED_GLOBAL_ATTRIBUTE.
 */
export function gatherEmotionStyles(renders: string[], markedGlobal: string): GatheredStyles {
  const globals = new Map<string, { attribute: string; css: string }>();
  const classes = new Map<string, string>();
  let key = '';
  const stripped = renders.map((html) =>
    html.replace(EMOTION_STYLE, (_tag, attribute: string, css: string) => {
      const [tagKey = '', ...ids] = attribute.split(' ');
      if (tagKey.endsWith('-global')) {
        const name = ids.join(' ');
        if (!globals.has(name)) globals.set(name, { attribute, css });
        return '';
      }
      if (key && tagKey !== key) throw new Error(`emotion styles of two caches (${key}, ${tagKey}) in one render`);
      key = tagKey;
      const joined = ids.join(' ');
      if (!classes.has(joined)) classes.set(joined, css);
      return '';
    }),
  );
  if (!globals.has(markedGlobal)) throw new Error(`no global style sheet named ${markedGlobal} in the render`);
  const globalSheets = [...globals].map(([name, { css }]) =>
    name === markedGlobal ? `<style ${PRERENDERED_GLOBAL_ATTRIBUTE}="${name}">${css}</style>` : `<style>${css}</style>`,
  );
  const globalMarkers = [...globals.values()].map(({ attribute }) => marker(attribute));
  const ids = [...new Set([...classes.keys()].flatMap((joined) => joined.split(' ')))].filter(Boolean);
  const classSheet = ids.length > 0 ? [`<style>${[...classes.values()].join('')}</style>`] : [];
  const classMarker = ids.length > 0 ? [marker(`${key} ${ids.join(' ')}`)] : [];
  return {
    html: stripped[0] ?? '',
    head: [...globalSheets, ...classSheet, ...globalMarkers, ...classMarker].join(''),
  };
}
