import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { apolloClient } from './apollo-client';

/** Apollo's provider with the portal's client: loaded with the first lazy page or dialog that uses Apollo. */
export function WithApollo({ children }: { children: ReactNode }) {
  return <ApolloProvider client={apolloClient}>{children}</ApolloProvider>;
}
