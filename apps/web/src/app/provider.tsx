import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LoadingOverlay } from '../shared/ui/LoadingOverlay';
import { AppToaster } from '../shared/ui/toaster';
import { system } from './theme';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      {children}
      <LoadingOverlay />
      <AppToaster />
    </ChakraProvider>
  );
}
