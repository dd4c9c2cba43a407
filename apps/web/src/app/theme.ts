import { createSystem } from '@chakra-ui/react';
import { systemBuiltInSteps } from './system-in-steps';
import { systemConfigs } from './theme-config';

/**
 * The portal's Chakra system (theme-config.ts). In the browser the boot has built it already, in small tasks
 * (system-in-steps.ts); anywhere else (tests, the build's prerender) it is built here, at once.
 */
export const system = systemBuiltInSteps() ?? createSystem(...systemConfigs);
