import { Button, HStack, Text, Textarea } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The composer's texts, as each app's THREAD_TEXTS names them. */
export interface ThreadComposerTexts {
  /** The thread's title: the textarea's accessible name. */
  title: string;
  placeholder: string;
  /** The note beside the send button (what becomes of a sent message). */
  record: string;
  send: string;
}

export interface ThreadComposerProps {
  body: string;
  onBodyChange: (body: string) => void;
  texts: ThreadComposerTexts;
  maxLength?: number;
  /** The attachment control under the textarea. */
  attachments: ReactNode;
  /** What is wrong with the message, shown above the send button. */
  problem: string | null;
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
  texts,
  maxLength,
  attachments,
  problem,
  sending,
  onSend,
  testIdPrefix,
}: ThreadComposerProps) {
  return (
    <>
      <Textarea
        value={body}
        onChange={(event) => onBodyChange(event.target.value)}
        placeholder={texts.placeholder}
        maxLength={maxLength}
        rows={3}
        aria-label={texts.title}
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
          {texts.record}
        </Text>
        <Button size="sm" colorPalette="brand" loading={sending} onClick={onSend} data-testid={`${testIdPrefix}-send`}>
          {texts.send}
        </Button>
      </HStack>
    </>
  );
}
