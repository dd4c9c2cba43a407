import { createSystem } from '@chakra-ui/react';
import { systemConfigs } from './theme-config';

/**
 * The portal's Chakra system (theme-config.ts), built at once: for the build's prerender and the tests. The browser's
 * boot builds the same system in small tasks instead (boot/system-in-steps.ts) and hands it to the app.
 */
export const system = createSystem(...systemConfigs);
