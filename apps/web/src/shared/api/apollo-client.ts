import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { MeQuery, sessionStore, userOf } from '../session/current-user';
import { notifyFailure } from '../ui/toaster';
import { CACHE_TYPE_POLICIES } from './cache-policies';
import { createFailureLink, createHttpLink, createLoadingLink } from './links';
import { loadingTracker } from './loading-tracker';
import { LogoutMutation } from './logout-mutation';
import { QUIET_ERRORS } from './request-context';
import { connectSession } from './session-bridge';
import { createSessionEnder } from './session-ender';

// The session token is an HttpOnly cookie (PC-Front-Token) set and cleared by the graph: same-origin requests
// carry it by themselves, and no script can read it.
/** The forced logout of spec §8, also for failures outside GraphQL (an upload answered UNAUTHENTICATED). */
export const endSession = createSessionEnder({
  notify: notifyFailure,
  endServerSession: () =>
    apolloClient.mutate({ mutation: LogoutMutation, context: { ...QUIET_ERRORS, noLoading: true } }),
  resetStore: () => apolloClient.resetStore(),
  goToLogin: () => {
    window.location.hash = '#/login';
  },
});

export const apolloClient = new ApolloClient({
  link: ApolloLink.from([
    createLoadingLink(loadingTracker),
    createFailureLink({ notify: notifyFailure, endSession }),
    createHttpLink(),
  ]),
  cache: new InMemoryCache({ typePolicies: CACHE_TYPE_POLICIES }),
});

// The shell's session was fetched without Apollo (first screen, issue 10); from now on it follows Apollo's cache.
connectSession(apolloClient, sessionStore, MeQuery, userOf);
