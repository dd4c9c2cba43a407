import { Button, Field, Stack, Textarea } from '@chakra-ui/react';
import { fieldSlotRecipe } from '@chakra-ui/react/theme';
import { type FormEvent, type ReactNode, useState } from 'react';
import { UploadPictureCards } from '../upload/UploadPictureCards';
import type { UploadKinds } from '../upload/upload-rules';
import { useUploadField } from '../upload/useUploadField';
import { FieldMessage } from './FieldMessage';

export interface FilesAndNoteFormProps {
  /** The form's accessible name. */
  name: string;
  testId?: string;
  files: { label: string; uploadLabel: string; kinds: UploadKinds; max: number };
  note: { label: string; max: number; errorTestId: string };
  submitText: string;
  busy: boolean;
  /** What stops the form before it is sent (null: send). */
  problemOf: (note: string, paths: readonly string[], uploading: boolean) => string | null;
  /**
   * Sends the stored files' paths and the trimmed note (undefined when empty); calls `stored` first thing once the
   * server has them (before anything that may unmount the form: unkept uploads are deleted on unmount).
   */
  send: (paths: string[], note: string | undefined, stored: () => void) => Promise<unknown>;
  /** Shown above the submit button (e.g. the server's refusal). */
  failure?: ReactNode;
}

/**
 * Files and a note, then send: the answer to a 补件 request and a returned subsidy claim's resubmission. On success
 * the uploaded files are kept (not swept as abandoned) and the form is cleared.
 */
export function FilesAndNoteForm(props: FilesAndNoteFormProps) {
  const files = useUploadField({ kinds: props.files.kinds, max: props.files.max });
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  async function send(event: FormEvent) {
    event.preventDefault();
    const found = props.problemOf(note, files.paths, files.uploading);
    setProblem(found);
    if (found) return;
    const text = note.trim();
    await props.send(files.paths, text || undefined, () => {
      files.keep();
      setNote('');
    });
  }

  return (
    <Stack as="form" gap="3" onSubmit={send} aria-label={props.name} data-testid={props.testId}>
      <Field.Root recipe={fieldSlotRecipe}>
        <Field.Label>{props.files.label}</Field.Label>
        <UploadPictureCards field={files} label={props.files.uploadLabel} />
      </Field.Root>
      <Field.Root recipe={fieldSlotRecipe} invalid={problem !== null}>
        <Field.Label>{props.note.label}</Field.Label>
        <Textarea
          value={note}
          rows={3}
          maxLength={props.note.max + 20}
          placeholder={`请说明补充的内容（最多${props.note.max}个字）`}
          onChange={(event) => setNote(event.target.value)}
        />
        <FieldMessage message={problem} testId={props.note.errorTestId} />
      </Field.Root>
      {props.failure}
      <Button type="submit" colorPalette="brand" loading={props.busy} alignSelf="flex-start">
        {props.submitText}
      </Button>
    </Stack>
  );
}
