import { Button, Field, Stack, Textarea } from '@chakra-ui/react';
import { fieldSlotRecipe } from '@chakra-ui/react/theme';
import { SUBSIDY_LIMITS } from '@sme/contract/routes/subsidy-claims';
import { type FormEvent, useState } from 'react';
import { serverMessageOr } from '#shared/api/graphql-failure.ts';
import { FieldMessage } from '#shared/forms/FieldMessage.tsx';
import { useFormMutation } from '#shared/forms/useFormMutation.ts';
import { UploadPictureCards } from '#shared/upload/UploadPictureCards.tsx';
import { useUploadField } from '#shared/upload/useUploadField.ts';
import { ResubmitSubsidyClaimMutation } from '../subsidy-operations';
import { resubmitProblem } from '../subsidy-rules';
import { FormFailure } from './FormFailure';

const FAILURE = '重新提交失败，请稍后再试';

/** A returned claim back to review: more evidence if any, and a note for the reviewer. */
export function SubsidyResubmitForm({ claimId, onResubmitted }: { claimId: string; onResubmitted: () => void }) {
  const files = useUploadField({ kinds: 'images-and-pdf', max: SUBSIDY_LIMITS.filesMax });
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { busy, submit } = useFormMutation(ResubmitSubsidyClaimMutation, {
    successText: '补贴申请已重新提交',
    failureText: FAILURE,
    onFailure: (error) => setFailure(serverMessageOr(error, FAILURE)),
    onCompleted: () => {
      files.keep();
      setNote('');
      onResubmitted();
    },
  });

  function send(event: FormEvent) {
    event.preventDefault();
    const found = resubmitProblem(note, files.paths, files.uploading);
    setProblem(found);
    setFailure(null);
    if (found) return;
    const text = note.trim();
    void submit({ id: claimId, filePaths: files.paths, ...(text ? { note: text } : {}) });
  }

  return (
    <Stack as="form" gap="3" onSubmit={send} aria-label="重新提交补贴申请" data-testid="subsidy-resubmit-form">
      <Field.Root recipe={fieldSlotRecipe}>
        <Field.Label>补充证明材料</Field.Label>
        <UploadPictureCards field={files} label="上传补充证明材料" />
      </Field.Root>
      <Field.Root recipe={fieldSlotRecipe} invalid={problem !== null}>
        <Field.Label>补充说明</Field.Label>
        <Textarea
          value={note}
          rows={3}
          maxLength={SUBSIDY_LIMITS.noteMax + 20}
          placeholder={`请说明补充的内容（最多${SUBSIDY_LIMITS.noteMax}个字）`}
          onChange={(event) => setNote(event.target.value)}
        />
        <FieldMessage message={problem} testId="subsidy-resubmit-error" />
      </Field.Root>
      <FormFailure failure={failure} />
      <Button type="submit" colorPalette="brand" loading={busy} alignSelf="flex-start">
        重新提交
      </Button>
    </Stack>
  );
}
