import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { apolloClient } from '#shared/api/apollo-client.ts';
import { AppToaster } from '#shared/ui/toaster.tsx';
import { system } from './theme';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <ApolloProvider client={apolloClient}>
        {children}
        <AppToaster />
      </ApolloProvider>
    </ChakraProvider>
  );
}
