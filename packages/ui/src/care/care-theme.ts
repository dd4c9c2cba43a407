import { CARE_MODE_ATTRIBUTE } from './care-mode';

const care = `html[${CARE_MODE_ATTRIBUTE}]`;

/**
 * Style of what 关怀版 leaves out (the floating button), for a component's `css` prop: a selector under the attribute
 * rather than a per-component `if`, so the prerendered page and the first paint agree.
 */
export const hiddenInCareMode = { [`${care} &`]: { display: 'none' } };

/** Font sizes in 关怀版: body text (md) and everything smaller at least 18 px, the rest a step larger. */
const careFontSizes = {
  '2xs': '1.125rem',
  xs: '1.125rem',
  sm: '1.125rem',
  md: '1.125rem',
  lg: '1.25rem',
  xl: '1.375rem',
  '2xl': '1.625rem',
};

/** Greys of text darkened so body text reaches WCAG AAA (7:1) on white and on gray.50. */
const careGreys = { 400: '#52525b', 500: '#3f3f46', 600: '#27272a', 700: '#18181b', 800: '#09090b' };

const noMotion = {
  '*, *::before, *::after': {
    animationDuration: '0.01ms !important',
    animationIterationCount: '1 !important',
    transitionDuration: '0.01ms !important',
    scrollBehavior: 'auto !important',
  },
};

/**
 * A token variable's value in 关怀版. Marked important: Chakra writes global styles in its `base` cascade layer and the
 * token variables in the later `tokens` layer, which wins over an earlier layer whatever the selector — so without it
 * the sizes and greys below never applied (only the body's own size did). An important declaration of an earlier
 * layer wins over the later layers' normal ones.
 */
const overriding = (value: string) => `${value} !important`;

const careVariables = {
  ...Object.fromEntries(Object.entries(careFontSizes).map(([size, value]) => [`--chakra-font-sizes-${size}`, value])),
  ...Object.fromEntries(Object.entries(careGreys).map(([shade, value]) => [`--chakra-colors-gray-${shade}`, value])),
  '--chakra-colors-fg-muted': careGreys[600],
  '--chakra-colors-fg-subtle': careGreys[500],
};

const careVariableStyles = Object.fromEntries(
  Object.entries(careVariables).map(([name, value]) => [name, overriding(value)]),
) as Record<`--${string}`, string>;

/** Global styles of 关怀版 (Chakra `globalCss`), overriding the theme's token variables under the attribute. */
export const careGlobalCss = {
  [care]: careVariableStyles,
  [`${care} body`]: { fontSize: '1.125rem', lineHeight: '1.7' },
  // Standalone targets 44 × 44 px (WCAG 2.5.5): controls, a choice with its label, links of navigation (not in text).
  // The width is important over the button recipe's minW (a later layer), as the variables above.
  [`${care} :is(button, select, input:not([type=checkbox], [type=radio]), [role=button], [role=tab], [role=radio], [role=checkbox], [role=switch], label:has(input[type=checkbox], input[type=radio]), :is(nav, header) a[href])`]:
    { minHeight: '44px', minWidth: overriding('44px') },
  [`${care} :is(input[type=checkbox], input[type=radio])`]: { width: '1.25rem', height: '1.25rem' },
  [`${care} :focus-visible`]: { outline: '3px solid #08142c !important', outlineOffset: '2px' },
  [`${care} *, ${care} *::before, ${care} *::after`]: noMotion['*, *::before, *::after'],
  '@media (prefers-reduced-motion: reduce)': noMotion,
};
