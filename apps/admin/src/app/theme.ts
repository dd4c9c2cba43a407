import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

const fontStack = '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", system-ui, sans-serif';

/** The portal's look (apps/web/src/app/theme-config.ts, copied in small): its blue as `brand` and the Chinese fonts. */
const config = defineConfig({
  globalCss: { body: { bg: 'gray.50', color: 'gray.800' } },
  theme: {
    tokens: {
      fonts: { heading: { value: fontStack }, body: { value: fontStack } },
      colors: {
        brand: {
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
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
