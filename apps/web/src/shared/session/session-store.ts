import type { ApolloClient } from '@apollo/client';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { MeQuery } from '#gql/graphql.ts';
import { NO_LOADING } from '../api/request-context';
import { type CurrentUser, currentUserOf } from './me-query';

export type { CurrentUser };

/** `user` is undefined while unknown (first answer on its way, or Apollo's cache just cleared), null when logged out. */
export interface SessionState {
  user: CurrentUser | null | undefined;
  error: unknown;
}

/**
 * The session as the shell (header, message badge, guards) reads it, before Apollo's React bindings have loaded
 * (issue 10): `me` in Apollo's cache, followed with a watch — a login's `writeQuery`, a mutation answering the
 * user's fields and `resetStore` (the user becomes unknown at once, then `me` is asked again) all reach it — and
 * asked through Apollo Client, which the first request loads. Components read it with useCurrentUser
 * (current-user.ts).
 */
export function createSessionStore(
  loadClient: () => Promise<ApolloClient>,
  meQuery: TypedDocumentNode<MeQuery, Record<string, never>>,
) {
  let state: SessionState = { user: undefined, error: undefined };
  let connected: Promise<ApolloClient> | null = null;
  let inFlight: Promise<void> | null = null;
  const listeners = new Set<() => void>();

  const set = (next: SessionState): void => {
    if (next.user === state.user && next.error === state.error) return;
    state = next;
    for (const listener of listeners) listener();
  };

  const connect = (): Promise<ApolloClient> => {
    connected ??= loadClient().then((client) => {
      client.cache.watch<MeQuery>({
        query: meQuery,
        optimistic: true,
        callback: (diff) =>
          set({ user: diff.complete && diff.result ? currentUserOf(diff.result.me) : undefined, error: undefined }),
      });
      client.onResetStore(() => refresh());
      return client;
    });
    return connected;
  };

  /** Asks `me` again (network only); the answer reaches the store through the cache. */
  const refresh = (): Promise<void> => {
    if (inFlight) return inFlight;
    const settled = connect()
      .then((client) => client.query({ query: meQuery, fetchPolicy: 'network-only', context: NO_LOADING }))
      .then(() => undefined)
      .catch((error: unknown) => set({ user: state.user, error }))
      .finally(() => {
        if (inFlight === settled) inFlight = null;
      });
    inFlight = settled;
    return settled;
  };

  return {
    snapshot: (): SessionState => state,
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    refresh,
    /** Asks `me` unless it is known or on its way (the first reader starts it; a failure is asked again). */
    ensure(): void {
      if ((state.user === undefined || state.error !== undefined) && !inFlight) void refresh();
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
