import { Button, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ToolbarAction {
  label: string;
  onClick: () => void;
  disabled?: boolean;
}

/** A row of viewer buttons and a status text ("2 / 5", "150%"). */
export function ViewerToolbar({ actions, status }: { actions: ToolbarAction[]; status: ReactNode }) {
  return (
    <HStack gap="2" wrap="wrap" justify="center" data-testid="viewer-toolbar">
      {actions.map((action) => (
        <Button key={action.label} size="sm" variant="outline" disabled={action.disabled} onClick={action.onClick}>
          {action.label}
        </Button>
      ))}
      <Text fontSize="sm" color="gray.600" minW="7rem" textAlign="center" data-testid="viewer-status">
        {status}
      </Text>
    </HStack>
  );
}
