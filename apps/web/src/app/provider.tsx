import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LoadingOverlay } from '#shared/ui/LoadingOverlay.tsx';
import { AppToaster } from '#shared/ui/toaster.tsx';

/** The app's Chakra system, handed down by the boot (boot/start.tsx). */
export function AppProvider({ system, children }: { system: SystemContext; children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      {children}
      <LoadingOverlay />
      <AppToaster />
    </ChakraProvider>
  );
}
