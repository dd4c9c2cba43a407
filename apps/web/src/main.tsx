import { bootInStages, browserScheduler } from './shared/boot/boot-stages';

/**
 * The portal's boot (issue 10, Lighthouse). index.html carries the first screen, prerendered at build time; the app
 * starts only once the browser has painted it, and its modules are evaluated in two tasks instead of one: Chakra's
 * system (app/theme.ts), then the app (app/start.tsx), which renders. index.html lists every chunk of the two
 * (scripts/boot-preload-plugin.ts); once the screen is painted, all of them are asked for at once, at low priority.
 */
void bootInStages([() => import('./app/theme'), () => import('./app/start')], browserScheduler);
