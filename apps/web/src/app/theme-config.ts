import { defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkmarkRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  emptyStateSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  radiomarkRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  textareaRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { careGlobalCss } from '@sme/ui/care-theme';
import { brandColors, platformFonts, platformGlobalCss, platformSemanticColors } from '@sme/ui/theme-tokens';

/**
 * Chakra's default tokens plus the platform's blue and Chinese fonts (@sme/ui/theme-tokens), the portal's accent and
 * 关怀版 (@sme/ui/care-theme: its global styles under the
 * attribute on <html>).
 */
const config = defineConfig({
  globalCss: { ...platformGlobalCss, ...careGlobalCss },
  theme: {
    tokens: {
      fonts: platformFonts,
      colors: {
        brand: brandColors,
        accent: { 400: { value: '#f7c55f' }, 500: { value: '#f5b83d' }, 600: { value: '#d99a1e' } },
      },
    },
    semanticTokens: {
      colors: platformSemanticColors,
    },
  },
});

/**
 * Chakra's default theme with only the recipes of the components the first screen and most pages use (issue 10:
 * `defaultConfig` carries all ~80 recipes into the first load). The slot recipes of components only lazy pages and
 * dialogs use (alert, dialog, field, table, tabs, steps, toast…) are not registered: each `<X.Root>` of those gets
 * its recipe as a prop (`recipe={tabsSlotRecipe}` from '@chakra-ui/react/theme'), so the recipe loads with the chunk
 * that renders it (theme.test.ts checks every such root). A component added later needs its recipe here or as that
 * prop, or it renders unstyled.
 */
export const usedRecipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  radiomark: radiomarkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

export const usedSlotRecipes = {
  card: cardSlotRecipe,
  emptyState: emptyStateSlotRecipe,
};

/** Chakra's colour palettes nothing of the portal uses (no `yellow.*` or `pink.*`, no such `colorPalette`). */
export const UNUSED_PALETTES = ['yellow', 'pink'] as const;

type TokenTree = { [key: string]: unknown };

function withoutPalettes<T extends { colors?: unknown }>(group: T): T {
  const colors = { ...(group.colors as TokenTree) };
  for (const palette of UNUSED_PALETTES) delete colors[palette];
  return { ...group, colors };
}

/**
 * Semantic tokens without their dark-mode values: the portal has no dark mode (nothing sets `.dark`), and the
 * `_dark` values were ~115 conditional tokens to build at start-up and a 7 KB block of the global sheet.
 */
export function withoutDarkMode(tree: unknown): unknown {
  if (tree === null || typeof tree !== 'object' || Array.isArray(tree)) return tree;
  const result: TokenTree = {};
  for (const [key, value] of Object.entries(tree)) {
    if (key === '_dark') continue;
    result[key] = withoutDarkMode(value);
  }
  // `{ value: { _light: x } }` (or `base`) is `{ value: x }` once the dark condition is gone.
  const value = result.value as TokenTree | undefined;
  const keys = value && typeof value === 'object' ? Object.keys(value) : [];
  const only = keys.length === 1 ? keys[0] : undefined;
  if (value && (only === '_light' || only === 'base')) result.value = value[only];
  return result;
}

const trimmedDefaultTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: withoutPalettes(tokens),
    semanticTokens: withoutDarkMode(withoutPalettes(semanticTokens)) as typeof semanticTokens,
    recipes: usedRecipes,
    slotRecipes: usedSlotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

// One merge of the three (createSystem deep-clones every config it merges; merging twice cloned the recipes twice).
export const systemConfigs = [defaultBaseConfig, trimmedDefaultTheme, config] as const;
