import { ApolloLink, HttpLink } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { defer, finalize } from 'rxjs';
import { reactionToFailure } from './failure';
import type { LoadingTracker } from './loading-tracker';
import './request-context';

import { REQUEST_TIMEOUT_MS } from './request-timeout';

export { REQUEST_TIMEOUT_MS };

export function createHttpLink(uri = '/graphql'): HttpLink {
  return new HttpLink({
    uri,
    fetch: (input, init) => {
      const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
      const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
      return fetch(input, { ...init, signal });
    },
  });
}

/** Keeps the full-screen indicator open while the operation is in flight, unless it asks for `noLoading`. */
export function createLoadingLink(tracker: LoadingTracker): ApolloLink {
  return new ApolloLink((operation, forward) => {
    if (operation.getContext().noLoading) return forward(operation);
    return defer(() => {
      const end = tracker.start();
      return forward(operation).pipe(finalize(end));
    });
  });
}

export interface FailureHandlers {
  notify: (message: string) => void;
  endSession: () => void;
}

/**
 * Spec §8 in one place: every failed operation passes here once. An ended session always forces the logout; other
 * messages are shown unless the operation's caller shows them itself (`quietErrors`).
 */
export function createFailureLink({ notify, endSession }: FailureHandlers): ApolloLink {
  return new ErrorLink(({ error, operation }) => {
    const reaction = reactionToFailure(error);
    if (reaction.kind === 'session-ended') endSession();
    else if (reaction.kind === 'notify' && !operation.getContext().quietErrors) notify(reaction.message);
  });
}
