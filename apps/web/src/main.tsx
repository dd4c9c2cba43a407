import type { SystemContext } from '@chakra-ui/react';
import { showCareMode, storedCareMode } from '@sme/ui/care-mode';
import { bootInStages, browserScheduler } from './boot/boot-stages';

const { nextTask } = browserScheduler;

// 关怀版 before the first paint of the prerendered screen, so its type does not jump.
showCareMode(storedCareMode());

/**
 * The portal's boot (issue 10, Lighthouse; docs/boot-pipeline.md). index.html carries the first screen, prerendered
 * at build time; the app starts only once the browser has painted it, and its modules are evaluated in stages, each
 * in a task of its own and in this order: React's DOM renderer; Chakra's system, built in small steps
 * (boot/system-in-steps.ts); the app (boot/start.tsx), which renders with that system. index.html lists every chunk
 * of the stages (scripts/web-build/boot-preload-plugin.ts); once the screen is painted, they are asked for, a few per
 * task, at low priority.
 */
void bootInStages(
  [
    () => import('./boot/dom-renderer'),
    () => import('./boot/system-in-steps').then((module) => module.buildSystemInSteps(nextTask)),
    (system: SystemContext) => import('./boot/start').then((module) => module.startApp(system, nextTask)),
  ],
  browserScheduler,
);
