import { describe, expect, it } from 'vitest';
import { system } from '#app/theme.ts';
import { appSystem, PRERENDERED_GLOBAL_ATTRIBUTE, prerenderedGlobal } from './prerendered-global';

/** A document holding one style element with the given attributes and text. */
function documentWith(attributes: Record<string, string> | null, text = ':root{--chakra-x:1}') {
  return {
    querySelector: (selector: string) =>
      attributes && selector === `style[${PRERENDERED_GLOBAL_ATTRIBUTE}]`
        ? { getAttribute: (name: string) => attributes[name] ?? null, textContent: text }
        : null,
  } as unknown as Document;
}

describe('prerenderedGlobal', () => {
  it('reads the name and CSS of the marked global sheet', () => {
    const doc = documentWith({ [PRERENDERED_GLOBAL_ATTRIBUTE]: '5qmaah' });
    expect(prerenderedGlobal(doc)).toEqual({ name: '5qmaah', styles: ':root{--chakra-x:1}', next: undefined });
  });

  it('is absent without a document, without the sheet, or without its name', () => {
    expect(prerenderedGlobal(undefined)).toBeUndefined();
    expect(prerenderedGlobal(documentWith(null))).toBeUndefined();
    expect(prerenderedGlobal(documentWith({ [PRERENDERED_GLOBAL_ATTRIBUTE]: '' }))).toBeUndefined();
  });
});

describe('appSystem', () => {
  it('is the built system when the page has no prerendered sheet', () => {
    expect(appSystem(system, documentWith(null))).toBe(system);
  });

  it('hands Chakra the prerendered sheet and keeps everything else of the system', () => {
    const app = appSystem(system, documentWith({ [PRERENDERED_GLOBAL_ATTRIBUTE]: 'abc' }));
    expect(app._global).toEqual({ name: 'abc', styles: ':root{--chakra-x:1}', next: undefined });
    expect(app.css({ color: 'brand.600' })).toEqual(system.css({ color: 'brand.600' }));
    expect(app.tokens).toBe(system.tokens);
  });
});
