import { QrCode, Text, VStack } from '@chakra-ui/react';

/**
 * A scannable QR code of one of the portal's own addresses (docs/decisions.md: we have no official account or
 * mobile app of our own to point to, so the codes open this portal).
 */
export function PortalQrCode({ route, caption }: { route: string; caption: string }) {
  const address = `${window.location.origin}${window.location.pathname}#${route}`;
  return (
    <VStack gap="2">
      <QrCode.Root
        value={address}
        size="md"
        bg="white"
        color="gray.900"
        p="1.5"
        borderRadius="md"
        aria-label={`${caption}二维码`}
      >
        <QrCode.Frame>
          <QrCode.Pattern />
        </QrCode.Frame>
      </QrCode.Root>
      <Text fontSize="xs" color="whiteAlpha.800">
        {caption}
      </Text>
    </VStack>
  );
}
