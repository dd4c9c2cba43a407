import { bootInStages, browserScheduler } from './shared/boot/boot-stages';

/**
 * The portal's boot (issue 10, Lighthouse). index.html carries the first screen, prerendered at build time; the app
 * starts only once the browser has painted it, and its modules are evaluated in stages, each in a task of its own:
 * React's DOM renderer; Chakra, whose system is then built in small steps (app/system-in-steps.ts); the app
 * (app/start.tsx), which renders. index.html lists every chunk of the stages (scripts/boot-preload-plugin.ts); once
 * the screen is painted, they are asked for, a few per task, at low priority.
 */
void bootInStages(
  [
    () => import('./app/dom-renderer'),
    () => import('./app/system-in-steps').then((module) => module.buildSystemInSteps(browserScheduler.nextTask)),
    () => import('./app/start').then((module) => module.startApp(browserScheduler.nextTask)),
  ],
  browserScheduler,
);
