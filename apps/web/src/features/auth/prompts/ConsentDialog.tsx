import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { type ReactNode, useRef } from 'react';

interface ConsentDialogProps {
  title: string;
  /** The dialog's width in px (spec §2 fixes it per dialog). */
  width: string;
  testId: string;
  agreeLabel: string;
  /** An alert dialog that focuses the agree button first; otherwise a plain dialog. */
  alert?: boolean;
  onAnswer: (agreed: boolean) => void;
  /** The text asking for consent. */
  children: ReactNode;
}

/** A centred dialog asking to agree to agreements: 不同意 or closing answers false, the agree button true. */
export function ConsentDialog({ title, width, testId, agreeLabel, alert, onAnswer, children }: ConsentDialogProps) {
  const agreeRef = useRef<HTMLButtonElement>(null);
  const alertProps = alert ? { role: 'alertdialog' as const, initialFocusEl: () => agreeRef.current } : {};
  return (
    <Dialog.Root
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
              <Button variant="outline" onClick={() => onAnswer(false)}>
                不同意
              </Button>
              <Button ref={agreeRef} colorPalette="brand" onClick={() => onAnswer(true)}>
                {agreeLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
