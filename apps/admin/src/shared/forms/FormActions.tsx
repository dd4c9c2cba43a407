import { Button, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A form's submit button, busy while it sends, and the 取消 beside it. */
export function FormActions({
  submitLabel,
  loading,
  onCancel,
}: {
  submitLabel: ReactNode;
  loading: boolean;
  onCancel: () => void;
}) {
  return (
    <HStack>
      <Button type="submit" size="sm" colorPalette="brand" loading={loading}>
        {submitLabel}
      </Button>
      <Button size="sm" variant="outline" onClick={onCancel}>
        取消
      </Button>
    </HStack>
  );
}
