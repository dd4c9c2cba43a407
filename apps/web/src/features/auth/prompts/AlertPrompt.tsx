import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';

/** A message the user acknowledges with 确定 (spec §8: "an alert titled 提示 / 提醒"). */
export function AlertPrompt({ title, message, onClose }: { title: string; message: string; onClose: () => void }) {
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open
      role="alertdialog"
      placement="center"
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="420px" data-testid="alert-prompt">
            <Dialog.Header>
              <Dialog.Title fontSize="md">{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text color="gray.700">{message}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="brand" size="sm" onClick={onClose}>
                确定
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
