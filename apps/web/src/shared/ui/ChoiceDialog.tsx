import { Button, Text } from '@chakra-ui/react';
import { DialogFrame } from '@sme/ui/dialog';
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
    <DialogFrame
      {...alertProps}
      placement="center"
      closeOnInteractOutside={false}
      onClose={() => onAnswer(false)}
      title={title}
      titleProps={{ fontSize: 'lg' }}
      width={width}
      testId={testId}
      footer={
        <>
          <Button ref={declineRef} variant="outline" onClick={() => onAnswer(false)}>
            {declineLabel}
          </Button>
          <Button ref={acceptRef} colorPalette={acceptPalette} onClick={() => onAnswer(true)}>
            {acceptLabel}
          </Button>
        </>
      }
    >
      <Text color="gray.700" lineHeight="tall">
        {children}
      </Text>
    </DialogFrame>
  );
}
