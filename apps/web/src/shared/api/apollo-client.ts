import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { notifyFailure } from '../ui/toaster';
import { clearToken, readToken } from './auth-token';
import { createAuthLink, createFailureLink, createHttpLink, createLoadingLink } from './links';
import { loadingTracker } from './loading-tracker';
import { createSessionEnder } from './session-ender';

const endSession = createSessionEnder({
  notify: notifyFailure,
  clearToken,
  goToLogin: () => {
    window.location.hash = '#/login';
  },
});

export const apolloClient = new ApolloClient({
  link: ApolloLink.from([
    createLoadingLink(loadingTracker),
    createFailureLink({ notify: notifyFailure, endSession }),
    createAuthLink(readToken),
    createHttpLink(),
  ]),
  cache: new InMemoryCache(),
});
