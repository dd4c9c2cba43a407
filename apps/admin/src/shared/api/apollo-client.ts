import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { notifyFailure } from '../ui/toaster';
import { CACHE_TYPE_POLICIES } from './cache-policies';
import { failureMessage, sessionEnded } from './failure';

/** Per-operation option: the caller shows the failure itself (a form's alert), so the link stays quiet. */
declare module '@apollo/client' {
  interface DefaultContext {
    quietErrors?: boolean;
  }
}

export const QUIET_ERRORS = { quietErrors: true } as const;

// The staff session is the graph's HttpOnly cookie SME-Staff-Token: same-origin requests carry it by themselves.
// A session that ended sends the staff member back to the login screen.
const failureLink = new ErrorLink(({ error, operation }) => {
  if (sessionEnded(error)) {
    if (operation.operationName !== 'StaffMe') notifyFailure(failureMessage(error));
    void apolloClient.clearStore();
    window.location.hash = '#/login';
    return;
  }
  if (!operation.getContext().quietErrors) notifyFailure(failureMessage(error));
});

export const apolloClient = new ApolloClient({
  link: ApolloLink.from([failureLink, new HttpLink({ uri: '/graphql' })]),
  cache: new InMemoryCache({ typePolicies: CACHE_TYPE_POLICIES }),
});
