import { Button, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A list's 筛选 row: its controls, then 查询, which (like Enter in a field) applies them; `after` follows the button
 * (重置, a problem with the filter).
 */
export function FilterForm({
  onApply,
  children,
  after,
}: {
  onApply: () => void;
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <HStack
      as="form"
      gap="3"
      wrap="wrap"
      mb="4"
      onSubmit={(event) => {
        event.preventDefault();
        onApply();
      }}
    >
      {children}
      <Button type="submit" size="sm" colorPalette="brand">
        查询
      </Button>
      {after}
    </HStack>
  );
}
