import { Button, HStack, Text, Textarea } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ThreadComposerProps {
  body: string;
  onBodyChange: (body: string) => void;
  /** The textarea's accessible name (the thread's title). */
  label: string;
  placeholder: string;
  maxLength?: number;
  /** The attachment control under the textarea. */
  attachments: ReactNode;
  /** What is wrong with the message, shown above the send button. */
  problem: string | null;
  /** The note beside the send button (what becomes of a sent message). */
  record: string;
  sendLabel: string;
  sending: boolean;
  onSend: () => void;
  /** Prefix of the test ids: `${testIdPrefix}-input`, `${testIdPrefix}-send`. */
  testIdPrefix: string;
}

/**
 * The message box under an application's thread, as the portal and the workbench draw it: the text, the attachments,
 * the problem where the user is looking, and the send button beside the note on what a sent message becomes.
 */
export function ThreadComposer({
  body,
  onBodyChange,
  label,
  placeholder,
  maxLength,
  attachments,
  problem,
  record,
  sendLabel,
  sending,
  onSend,
  testIdPrefix,
}: ThreadComposerProps) {
  return (
    <>
      <Textarea
        value={body}
        onChange={(event) => onBodyChange(event.target.value)}
        placeholder={placeholder}
        maxLength={maxLength}
        rows={3}
        aria-label={label}
        data-testid={`${testIdPrefix}-input`}
      />
      {attachments}
      {problem && (
        <Text color="red.600" fontSize="sm" role="alert">
          {problem}
        </Text>
      )}
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Text fontSize="xs" color="gray.500">
          {record}
        </Text>
        <Button size="sm" colorPalette="brand" loading={sending} onClick={onSend} data-testid={`${testIdPrefix}-send`}>
          {sendLabel}
        </Button>
      </HStack>
    </>
  );
}
