import { bootInStages, browserScheduler } from './shared/boot/boot-stages';

/**
 * The portal's boot (issue 10, Lighthouse). index.html carries the first screen, prerendered at build time; the app
 * starts only once the browser has painted it, and its modules are evaluated in three tasks instead of one: React,
 * then Chakra's system, then the app (app/start.tsx), which renders. index.html announces every chunk of the three
 * as a low-priority modulepreload (scripts/boot-preload-plugin.ts), so they arrive while the screen is painted.
 */
void bootInStages([() => import('./app/theme'), () => import('./app/start')], browserScheduler);
