import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { NO_LOADING } from '../api/request-context';

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
 * Whether anyone is logged in, known only from `me` (the session cookie is HttpOnly). `user` is undefined while
 * the first answer is on its way, null when logged out.
 */
export function useCurrentUser(options: { fetchPolicy?: 'cache-first' | 'network-only' } = {}) {
  const { data, loading, error } = useQuery(MeQuery, {
    context: NO_LOADING,
    fetchPolicy: options.fetchPolicy ?? 'cache-first',
    nextFetchPolicy: 'cache-first',
  });
  return { user: data === undefined ? undefined : data.me, loading, error };
}
