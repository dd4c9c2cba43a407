import { Box, Text, VStack } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { WhenNear } from './WhenNear';

const PortalQrPattern = lazy(() => import('./PortalQrPattern').then((module) => ({ default: module.PortalQrPattern })));

/** The code's square: 120 px and its padding. */
const QR_BOX = 'calc(120px + 0.75rem)';

function QrPattern({ route, caption }: { route: string; caption: string }) {
  const address = `${window.location.origin}${window.location.pathname}#${route}`;
  return (
    <Suspense fallback={<Box boxSize={QR_BOX} bg="white" borderRadius="md" />}>
      <PortalQrPattern address={address} caption={caption} />
    </Suspense>
  );
}

/**
 * A scannable QR code of one of the portal's own addresses (docs/decisions/0005-the-portal-apps-web-documents-routes-as-data-spec-8-texts.md: we have no official account or
 * mobile app of our own to point to, so the codes open this portal). The footer's codes are encoded when the footer
 * comes near the window, not with the first screen (encoding one is a long task on a phone); a white square of the
 * code's size holds its place so the footer does not move.
 */
export function PortalQrCode({ route, caption }: { route: string; caption: string }) {
  return (
    <VStack gap="2">
      <Box boxSize={QR_BOX} bg="white" borderRadius="md">
        <WhenNear minHeight={QR_BOX}>
          <QrPattern route={route} caption={caption} />
        </WhenNear>
      </Box>
      <Text fontSize="xs" color="whiteAlpha.800">
        {caption}
      </Text>
    </VStack>
  );
}
