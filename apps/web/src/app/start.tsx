/** The app itself: the last stage of main.tsx's boot. Importing this module starts it. */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { onSessionEnded } from '../shared/api/graphql-fetch';
import { sessionStore } from '../shared/session/current-user';
import { AppProvider } from './provider';
import { AppRouter } from './router';

// Spec §8's forced logout goes through Apollo Client's session ender, loaded when a session ends.
onSessionEnded(() => {
  void import('../shared/api/apollo-client').then((module) => module.endSession());
});
// The session is asked before React starts: the header and the guards need it first (issue 10).
sessionStore.ensure();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A transition lets React render the first screen in slices that yield to the browser (no long task on a phone).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
});
