import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';
import { careGlobalCss } from '@sme/ui/care-theme';
import { brandColors, platformFonts, platformGlobalCss, platformSemanticColors } from '@sme/ui/theme-tokens';

/** The platform's look and 关怀版 (@sme/ui, shared with the portal) on Chakra's full default theme. */
const config = defineConfig({
  globalCss: { ...platformGlobalCss, ...careGlobalCss },
  theme: {
    tokens: {
      fonts: platformFonts,
      colors: { brand: brandColors },
    },
    semanticTokens: {
      colors: platformSemanticColors,
    },
  },
});

export const system = createSystem(defaultConfig, config);
