import { Box, Text, VStack } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';

const PortalQrPattern = lazy(() => import('./PortalQrPattern').then((module) => ({ default: module.PortalQrPattern })));

/**
 * A scannable QR code of one of the portal's own addresses (docs/decisions.md: we have no official account or
 * mobile app of our own to point to, so the codes open this portal). The code loads after the first screen; a
 * white square of its size (120 px + padding) holds its place so the footer does not move.
 */
export function PortalQrCode({ route, caption }: { route: string; caption: string }) {
  const address = `${window.location.origin}${window.location.pathname}#${route}`;
  return (
    <VStack gap="2">
      <Suspense fallback={<Box boxSize="calc(120px + 0.75rem)" bg="white" borderRadius="md" />}>
        <PortalQrPattern address={address} caption={caption} />
      </Suspense>
      <Text fontSize="xs" color="whiteAlpha.800">
        {caption}
      </Text>
    </VStack>
  );
}
