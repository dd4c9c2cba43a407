import { useEffect, useSyncExternalStore } from 'react';
import { type FragmentType, graphql } from '#gql';
import { fetchGraphQL } from '../api/graphql-fetch';
import { type CurrentUser, createSessionStore, type SessionState } from './session-store';

/** What the portal knows of the logged-in user (spec §3 user info); login and register answer the same. */
export const CurrentUserFields = graphql(`
  fragment CurrentUserFields on UserInfo {
    id
    name
    maskedMobile
    companyName
    companyCount
    ifImport
    ifCertification
    identifyStatus
    hasCheckedFace
  }
`);

/** The logged-in user; `me` is null when logged out. */
export const MeQuery = graphql(`
  query Me {
    me {
      ...CurrentUserFields
    }
  }
`);

/**
 * The user's fields from an answer that spreads CurrentUserFields (me, login, register, company switch): what
 * getFragmentData answers, written out because this module is in the first load, where the generated helper would
 * add a chunk and keep the fragment's document for an identity function (masking is in the types only).
 */
export function userOf(answer: FragmentType<typeof CurrentUserFields> | null | undefined): CurrentUser | null {
  return (answer as CurrentUser | null | undefined) ?? null;
}

/** The session of this tab: Apollo Client attaches to it when it loads (shared/api/apollo-client.ts). */
export const sessionStore = createSessionStore(() =>
  fetchGraphQL(MeQuery, {}, { noLoading: true }).then((data) => userOf(data.me)),
);

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
