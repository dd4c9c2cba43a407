import { lazy } from 'react';

/**
 * Apollo's React bindings are not part of the first screen (issue 10): the shell reads the session and the public
 * lists through Apollo Client without them (session-store.ts, early-query.ts). Whatever uses Apollo's hooks renders
 * inside this boundary, which loads Apollo
 * Client and its provider the first time it renders; it suspends meanwhile, so it sits inside a Suspense.
 * Lazy routes get the provider from the router (app/router.tsx).
 */
export const ApolloBoundary = lazy(() => import('./with-apollo').then((module) => ({ default: module.WithApollo })));
