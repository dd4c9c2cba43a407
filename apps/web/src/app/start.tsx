/** The app itself: the last stage of main.tsx's boot (startApp). */
import { StrictMode, startTransition } from 'react';
import { sessionStore } from '../shared/session/current-user';
import { createRoot } from './dom-renderer';
import { AppProvider } from './provider';
import { AppRouter } from './router';

/**
 * Starts the app: asks for the session first (the header and the guards need it first, issue 10; the request loads
 * Apollo Client, right after the first screen), then renders. A transition lets React render the first screen in
 * slices that yield to the browser (no long task on a phone).
 */
export async function startApp(nextTask: () => Promise<void>): Promise<void> {
  // Each step in a task of its own, the first apart from the evaluation of this stage's modules.
  await nextTask();
  sessionStore.ensure();
  await nextTask();
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <AppProvider>
          <AppRouter />
        </AppProvider>
      </StrictMode>,
    );
  });
}
