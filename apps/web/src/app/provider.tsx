import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LoadingOverlay } from '../shared/ui/LoadingOverlay';
import { AppToaster } from '../shared/ui/toaster';
import { appSystem } from './prerendered-global';

const system = appSystem(typeof document === 'undefined' ? undefined : document);

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      {children}
      <LoadingOverlay />
      <AppToaster />
    </ChakraProvider>
  );
}
