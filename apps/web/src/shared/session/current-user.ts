import { useEffect, useSyncExternalStore } from 'react';
import { loadApolloClient } from '../api/apollo-loader';
import { MeQuery } from './me-query';
import { createSessionStore, type SessionState } from './session-store';

/** The session of this tab: `me` in Apollo's cache, which the first reader loads. */
export const sessionStore = createSessionStore(loadApolloClient, MeQuery);

const UNKNOWN: SessionState = { user: undefined, error: undefined };
const serverSnapshot = (): SessionState => UNKNOWN;

/**
 * Whether anyone is logged in, known only from `me` (the session cookie is HttpOnly). `user` is undefined while
 * the first answer is on its way, null when logged out. `network-only` asks `me` again when the component mounts.
 */
export function useCurrentUser(options: { fetchPolicy?: 'cache-first' | 'network-only' } = {}) {
  const state = useSyncExternalStore(sessionStore.subscribe, sessionStore.snapshot, serverSnapshot);
  const networkOnly = options.fetchPolicy === 'network-only';
  useEffect(() => {
    if (networkOnly) void sessionStore.refresh();
    else sessionStore.ensure();
  }, [networkOnly]);
  return { user: state.user, loading: state.user === undefined && state.error === undefined, error: state.error };
}
