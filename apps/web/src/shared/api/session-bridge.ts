import type { ApolloClient } from '@apollo/client';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { MeQuery as MeQueryResult } from '#gql/graphql.ts';
import type { CurrentUser, SessionStore } from '../session/session-store';
import { NO_LOADING } from './request-context';

/**
 * Hands the shell's session (session-store.ts, fetched without Apollo for the first screen) to Apollo's cache once
 * Apollo Client has loaded: the user known so far is written into the cache, and from then on the cache is followed
 * — a login's writeQuery, a mutation answering the user's fields, and resetStore (the user becomes unknown, then
 * `me` is asked again) reach the header and the guards through a watch on `me`; a refresh asks through Apollo.
 */
export function connectSession(
  client: ApolloClient,
  store: SessionStore,
  meQuery: TypedDocumentNode<MeQueryResult, Record<string, never>>,
  userOf: (me: MeQueryResult['me']) => CurrentUser | null,
): void {
  client.cache.watch<MeQueryResult>({
    query: meQuery,
    optimistic: true,
    callback: (diff) => {
      if (diff.complete && diff.result) store.receive(userOf(diff.result.me));
      else store.receive(undefined);
    },
  });
  store.attach({
    refresh: () => client.query({ query: meQuery, fetchPolicy: 'network-only', context: NO_LOADING }),
    // The cache keys the user by __typename and id; the plain fetch did not ask for __typename.
    write: (user) =>
      client.writeQuery({
        query: meQuery,
        // The user's fields are what the masked `me` carries at run time (masking is in the types only).
        data: { me: user && ({ ...user, __typename: 'UserInfo' } as MeQueryResult['me']) },
      }),
  });
  client.onResetStore(() => store.refresh());
}
