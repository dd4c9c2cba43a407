import { lazy } from 'react';

/**
 * Apollo Client is not part of the first screen (issue 10): the shell reads the session and the public lists with
 * plain fetch (graphql-fetch.ts). Whatever uses Apollo's hooks renders inside this boundary, which loads Apollo
 * Client and its provider the first time it renders; it suspends meanwhile, so it sits inside a Suspense.
 * Lazy routes get the provider from the router (app/router.tsx).
 */
export const ApolloBoundary = lazy(() => import('./with-apollo').then((module) => ({ default: module.WithApollo })));
