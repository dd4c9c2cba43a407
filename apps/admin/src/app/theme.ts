import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';
import { brandColors, brandSemanticColors, platformFonts, platformGlobalCss } from '@sme/ui/theme-tokens';

/** The platform's look (@sme/ui/theme-tokens, shared with the portal) on Chakra's full default theme. */
const config = defineConfig({
  globalCss: platformGlobalCss,
  theme: {
    tokens: {
      fonts: platformFonts,
      colors: { brand: brandColors },
    },
    semanticTokens: {
      colors: { brand: brandSemanticColors },
    },
  },
});

export const system = createSystem(defaultConfig, config);
