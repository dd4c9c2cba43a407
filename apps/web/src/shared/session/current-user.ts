import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { NO_LOADING } from '../api/request-context';

/** The logged-in user (spec §3 user info); `me` is null when logged out. */
export const MeQuery = graphql(`
  query Me {
    me {
      id
      name
      maskedMobile
      companyName
      ifImport
      ifCertification
      identifyStatus
      hasCheckedFace
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
