/**
 * The prerendered first screen's styles, gathered into the head (scripts/prerender-first-screen.ts). Emotion's
 * server rendering writes a `<style data-emotion="css <ids>">` before each element that brings new classes; left in
 * the page, each one is a style sheet of its own that every style recalculation walks (50 of them on the home page).
 * Gathered, the global sheets keep their order and every class sheet becomes one `<style data-emotion="css <ids>">`:
 * emotion's cache takes its ids as already inserted when the app starts, so the app inserts none of those rules again.
 */
const EMOTION_STYLE = /<style data-emotion="([^"]*)"[^>]*>([\s\S]*?)<\/style>/g;

export interface GatheredStyles {
  /** The HTML without its style tags. */
  html: string;
  /** The style tags for the head: the global sheets, then one sheet of every class. */
  head: string;
}

/**
 * Moves every emotion style tag of the given renders (the first is the visible screen, the others only lend their
 * classes) into one head. The global sheet named `markedGlobal` gets `data-chakra-global`, so the app can find it
 * (apps/web/src/app/prerendered-global.ts).
 */
export function gatherEmotionStyles(renders: string[], markedGlobal: string): GatheredStyles {
  const globals = new Map<string, string>();
  const classes = new Map<string, string>();
  let key = '';
  const stripped = renders.map((html) =>
    html.replace(EMOTION_STYLE, (_tag, attribute: string, css: string) => {
      const [tagKey = '', ...ids] = attribute.split(' ');
      if (tagKey.endsWith('-global')) {
        const name = ids.join(' ');
        if (!globals.has(name))
          globals.set(
            name,
            `<style data-emotion="${attribute}" data-s=""${name === markedGlobal ? ' data-chakra-global=""' : ''}>${css}</style>`,
          );
        return '';
      }
      if (key && tagKey !== key) throw new Error(`emotion styles of two caches (${key}, ${tagKey}) in one render`);
      key = tagKey;
      const joined = ids.join(' ');
      if (!classes.has(joined)) classes.set(joined, css);
      return '';
    }),
  );
  if (![...globals.keys()].includes(markedGlobal))
    throw new Error(`no global style sheet named ${markedGlobal} in the render`);
  const ids = [...new Set([...classes.keys()].flatMap((joined) => joined.split(' ')))].filter(Boolean);
  const classSheet =
    ids.length > 0
      ? `<style data-emotion="${key} ${ids.join(' ')}" data-s="">${[...classes.values()].join('')}</style>`
      : '';
  return { html: stripped[0] ?? '', head: [...globals.values()].join('') + classSheet };
}
