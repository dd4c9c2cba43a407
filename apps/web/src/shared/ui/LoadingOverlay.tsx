import { Box, Spinner, Text, VStack } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import { loadingTracker } from '../api/loading-tracker';

/** Full-screen loading indicator driven by the requests in flight (spec §9). */
export function LoadingOverlay() {
  const visible = useSyncExternalStore(loadingTracker.subscribe, loadingTracker.isVisible);
  if (!visible) return null;
  return (
    <Box
      position="fixed"
      inset="0"
      zIndex="overlay"
      bg="whiteAlpha.700"
      display="flex"
      alignItems="center"
      justifyContent="center"
      data-testid="loading-overlay"
      aria-busy="true"
    >
      <VStack gap="3" color="brand.600">
        <Spinner size="xl" borderWidth="3px" />
        <Text fontSize="sm">加载中...</Text>
      </VStack>
    </Box>
  );
}
