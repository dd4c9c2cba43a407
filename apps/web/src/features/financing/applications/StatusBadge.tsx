import { Button } from '@chakra-ui/react';

/** The status button of a card (spec §2): its label, in the error style for 3/5/7/9/10. */
export function StatusBadge({ status }: { status: { code: number; label: string; errorStyle: boolean } }) {
  return (
    <Button
      as="span"
      size="xs"
      variant="subtle"
      colorPalette={status.errorStyle ? 'red' : 'brand'}
      data-status={status.code}
      data-error-style={status.errorStyle}
      pointerEvents="none"
    >
      {status.label}
    </Button>
  );
}
