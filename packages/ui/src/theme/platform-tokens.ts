/**
 * The platform's look, shared by the portal and the workbench: the Chinese font stack, the blue as `brand`
 * (`colorPalette="brand"`) and the page's colours. Plain token objects, not a config: each app composes its own
 * Chakra config from them (the portal trims Chakra's default theme and adds its `accent`; the workbench keeps the
 * full default).
 */
const fontStack = '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", system-ui, sans-serif';

export const platformFonts = { heading: { value: fontStack }, body: { value: fontStack } };

export const brandColors = {
  50: { value: '#eef4ff' },
  100: { value: '#d9e6ff' },
  200: { value: '#b3ccf7' },
  300: { value: '#86abeb' },
  400: { value: '#5686d8' },
  500: { value: '#3266c0' },
  600: { value: '#1e4fa3' },
  700: { value: '#183f84' },
  800: { value: '#132f63' },
  900: { value: '#0d2045' },
  950: { value: '#08142c' },
};

export const brandSemanticColors = {
  solid: { value: '{colors.brand.600}' },
  contrast: { value: 'white' },
  fg: { value: '{colors.brand.700}' },
  muted: { value: '{colors.brand.100}' },
  subtle: { value: '{colors.brand.50}' },
  emphasized: { value: '{colors.brand.200}' },
  focusRing: { value: '{colors.brand.500}' },
};

/**
 * Chakra's green with its solid fill one step darker: white on green.600 is 3.3:1, under WCAG AA's 4.5:1 for the
 * badges' and buttons' text (issue 22 §4); on green.700 it is 5:1.
 */
export const greenSemanticColors = {
  solid: { value: '{colors.green.700}' },
};

/** The semantic colours both apps put over Chakra's. */
export const platformSemanticColors = { brand: brandSemanticColors, green: greenSemanticColors };

export const platformGlobalCss = {
  body: { bg: 'gray.50', color: 'gray.800' },
};
