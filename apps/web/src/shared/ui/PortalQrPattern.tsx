import { QrCode } from '@chakra-ui/react';
import { qrCodeSlotRecipe } from '@chakra-ui/react/theme';

/** The QR code itself: its encoder (uqr and zag's machine) loads apart from the first screen (issue 10). */
export function PortalQrPattern({ address, caption }: { address: string; caption: string }) {
  return (
    <QrCode.Root
      recipe={qrCodeSlotRecipe}
      value={address}
      size="md"
      bg="white"
      color="gray.900"
      p="1.5"
      borderRadius="md"
      role="img"
      aria-label={`${caption}二维码`}
    >
      <QrCode.Frame>
        <QrCode.Pattern />
      </QrCode.Frame>
    </QrCode.Root>
  );
}
