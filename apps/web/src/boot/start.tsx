/** The app itself: the last stage of main.tsx's boot (startApp), rendered with the system the stage before built. */
import type { SystemContext } from '@chakra-ui/react';
import { StrictMode, startTransition } from 'react';
import { AppProvider } from '#app/provider.tsx';
import { AppRouter } from '#app/router.tsx';
import { onSessionEnded } from '#shared/api/graphql-fetch.ts';
import { sessionStore } from '#shared/session/current-user.ts';
import { createRoot } from './dom-renderer';
import { appSystem } from './prerendered-global';
// Evaluated already (the stage before); imported so the bundler sees this stage depend on it and keeps the modules
// both stages use (Chakra's recipes, anatomy, utilities) in that stage's chunk: without it they became four small
// shared chunks, +0.5 KB gzip of first load (docs/boot-pipeline.md).
import './system-in-steps';

// Spec §8's forced logout goes through Apollo Client's session ender, loaded when a session ends.
onSessionEnded(() => {
  void import('#shared/api/apollo-client.ts').then((module) => module.endSession());
});
/**
 * Starts the app: asks for the session first (the header and the guards need it first, issue 10), then renders. A
 * transition lets React render the first screen in slices that yield to the browser (no long task on a phone).
 */
export async function startApp(system: SystemContext, nextTask: () => Promise<void>): Promise<void> {
  // Each step in a task of its own, the first apart from the evaluation of this stage's modules.
  await nextTask();
  sessionStore.ensure();
  await nextTask();
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const withPrerenderedGlobal = appSystem(system, document);
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <AppProvider system={withPrerenderedGlobal}>
          <AppRouter />
        </AppProvider>
      </StrictMode>,
    );
  });
}
