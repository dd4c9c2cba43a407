import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { type ReactNode, useRef } from 'react';

interface ChoiceDialogProps {
  title: string;
  /** The dialog's width (spec §2: 520 px dialogs, 500 px authorisation dialogs). */
  width: string;
  testId: string;
  declineLabel: string;
  acceptLabel: string;
  /** The accept button's colour: red for a step that cannot be undone. */
  acceptPalette?: 'brand' | 'red';
  /** An alert dialog focusing the named button first; otherwise a plain dialog. */
  alertFocus?: 'accept' | 'decline';
  onAnswer: (accepted: boolean) => void;
  /** The question. */
  children: ReactNode;
}

/** A centred dialog asking one question: the decline button or closing answers false, the accept button true. */
export function ChoiceDialog({
  title,
  width,
  testId,
  declineLabel,
  acceptLabel,
  acceptPalette = 'brand',
  alertFocus,
  onAnswer,
  children,
}: ChoiceDialogProps) {
  const acceptRef = useRef<HTMLButtonElement>(null);
  const declineRef = useRef<HTMLButtonElement>(null);
  const alertProps = alertFocus
    ? {
        role: 'alertdialog' as const,
        initialFocusEl: () => (alertFocus === 'accept' ? acceptRef.current : declineRef.current),
      }
    : {};
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open
      {...alertProps}
      placement="center"
      closeOnInteractOutside={false}
      onOpenChange={(details) => {
        if (!details.open) onAnswer(false);
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content w={width} maxW="calc(100vw - 2rem)" data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title fontSize="lg">{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text color="gray.700" lineHeight="tall">
                {children}
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={declineRef} variant="outline" onClick={() => onAnswer(false)}>
                {declineLabel}
              </Button>
              <Button ref={acceptRef} colorPalette={acceptPalette} onClick={() => onAnswer(true)}>
                {acceptLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
