import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { system } from './theme';
import { UNUSED_PALETTES, usedSlotRecipes, withoutDarkMode } from './theme-config';

const srcDir = fileURLToPath(new URL('..', import.meta.url));
/** @sme/ui's source: the portal renders its components too. */
const sharedUiDir = fileURLToPath(new URL('../../../../packages/ui/src', import.meta.url));

/** Chakra's compound components the portal may use, by the key of their slot recipe. */
const SLOT_RECIPE_KEYS: Record<string, string> = {
  Alert: 'alert',
  Breadcrumb: 'breadcrumb',
  Card: 'card',
  Checkbox: 'checkbox',
  DataList: 'dataList',
  Dialog: 'dialog',
  EmptyState: 'emptyState',
  Field: 'field',
  Fieldset: 'fieldset',
  List: 'list',
  NativeSelect: 'nativeSelect',
  Progress: 'progress',
  QrCode: 'qrCode',
  RadioGroup: 'radioGroup',
  Steps: 'steps',
  Table: 'table',
  Tabs: 'tabs',
  Timeline: 'timeline',
  Toast: 'toast',
};

/**
 * Compound components rendered without a recipe today: Chakra's theme has none for Pagination, and Stat's was never
 * registered (the home figures style their parts by props). Passing one would change how they look.
 */
const WITHOUT_RECIPE = new Set(['Pagination', 'Stat']);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'gql' ? [] : sourceFiles(full);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [full] : [];
  });
}

const portalSourceFiles = (): string[] => [...sourceFiles(srcDir), ...sourceFiles(sharedUiDir)];

describe('slot recipes outside the system (issue 10, first load)', () => {
  it('every root of a component whose recipe theme-config.ts does not register gets its recipe as a prop', () => {
    const registered = new Set(Object.keys(usedSlotRecipes));
    const missing: string[] = [];
    for (const file of portalSourceFiles()) {
      const source = fs.readFileSync(file, 'utf8');
      for (const match of source.matchAll(/<([A-Z][A-Za-z]*)\.Root(Provider)?\b(?!\s+recipe=)/g)) {
        const key = SLOT_RECIPE_KEYS[match[1] ?? ''];
        if (key !== undefined && !registered.has(key)) missing.push(`${path.relative(srcDir, file)}: ${match[0]}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('knows every compound component the portal imports from Chakra', () => {
    const unknown = new Set<string>();
    for (const file of portalSourceFiles()) {
      const source = fs.readFileSync(file, 'utf8');
      for (const match of source.matchAll(/<([A-Z][A-Za-z]*)\.Root\b/g)) {
        const name = match[1] ?? '';
        const imported = new RegExp(`import \\{[^}]*\\b${name}\\b[^}]*\\} from '@chakra-ui/react'`).test(source);
        if (imported && !(name in SLOT_RECIPE_KEYS) && !WITHOUT_RECIPE.has(name)) unknown.add(name);
      }
    }
    expect([...unknown]).toEqual([]);
  });
});

describe('the token set (issue 10, start-up)', () => {
  it('has no dark-mode values and keeps the light ones', () => {
    expect(withoutDarkMode({ bg: { value: { _light: '{colors.white}', _dark: '{colors.black}' } } })).toEqual({
      bg: { value: '{colors.white}' },
    });
    expect(withoutDarkMode({ bg: { value: { base: '{colors.white}', _dark: '{colors.black}' } } })).toEqual({
      bg: { value: '{colors.white}' },
    });
    expect(withoutDarkMode({ fg: { value: { base: 'a', _dark: 'b', _print: 'c' } } })).toEqual({
      fg: { value: { base: 'a', _print: 'c' } },
    });
    const semantic = JSON.stringify(system.tokens.allTokens.map((token) => token.extensions.conditions ?? {}));
    expect(semantic).not.toContain('_dark');
    expect(system.token('colors.bg')).toBe('var(--chakra-colors-bg)');
    expect(system.tokens.getByName('colors.fg.error')?.extensions.conditions).toEqual({ base: '{colors.red.500}' });
  });

  it('has no palette the portal does not use, and every one it does', () => {
    const palettes = new Set(system.tokens.allTokens.map((token) => token.path[0] === 'colors' && token.path[1]));
    for (const unused of UNUSED_PALETTES) expect(palettes.has(unused), unused).toBe(false);
    for (const used of ['gray', 'red', 'orange', 'green', 'teal', 'blue', 'cyan', 'purple', 'brand', 'accent']) {
      expect(palettes.has(used), used).toBe(true);
    }
  });

  it('finds no use of a removed palette in the portal', () => {
    const sources = fs
      .readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
      .filter(
        (file) =>
          /\.tsx?$/.test(file) && !file.includes('.test.') && !file.startsWith('gql') && file !== 'app/theme-config.ts',
      )
      .map((file) => fs.readFileSync(path.join(srcDir, file), 'utf8'));
    for (const palette of UNUSED_PALETTES) {
      const use = new RegExp(`['"\`]${palette}(\\.|['"\`])`);
      expect(sources.filter((source) => use.test(source)).length, palette).toBe(0);
    }
  });
});
