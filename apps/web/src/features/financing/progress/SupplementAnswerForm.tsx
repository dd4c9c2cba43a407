import { Button, Field, Stack, Textarea } from '@chakra-ui/react';
import { fieldSlotRecipe } from '@chakra-ui/react/theme';
import { SUPPLEMENT_LIMITS, SUPPLEMENT_MESSAGES } from '@sme/contract/routes/desk-supplement-texts';
import { type FormEvent, useState } from 'react';
import { FieldMessage } from '#shared/forms/FieldMessage.tsx';
import { useFormMutation } from '#shared/forms/useFormMutation.ts';
import { UploadPictureCards } from '#shared/upload/UploadPictureCards.tsx';
import { useUploadField } from '#shared/upload/useUploadField.ts';
import { AnswerSupplementMutation } from './supplement-operations';

/** What stops an answer before it is sent: an upload still running, nothing given, a text over the limit. */
export function answerProblem(text: string, paths: readonly string[], uploading: boolean): string | null {
  if (uploading) return '请等待材料上传完成';
  if (!text.trim() && paths.length === 0) return SUPPLEMENT_MESSAGES.answerEmpty;
  if ([...text.trim()].length > SUPPLEMENT_LIMITS.textMax) return `答复说明不能超过${SUPPLEMENT_LIMITS.textMax}个字符`;
  return null;
}

/** The answer to the open request: the portal's upload widget (files checked by content on upload) and a reply text. */
export function SupplementAnswerForm({ applicationId, onAnswered }: { applicationId: string; onAnswered: () => void }) {
  const files = useUploadField({ kinds: 'all', max: SUPPLEMENT_LIMITS.filesMax });
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { busy, submit } = useFormMutation(AnswerSupplementMutation, {
    successText: '补充材料已提交',
    failureText: '补充材料提交失败，请稍后再试',
    onCompleted: () => {
      files.keep();
      setText('');
      onAnswered();
    },
  });

  function send(event: FormEvent) {
    event.preventDefault();
    const found = answerProblem(text, files.paths, files.uploading);
    setProblem(found);
    if (found) return;
    const content = text.trim();
    void submit({ input: { id: applicationId, filePaths: files.paths, ...(content ? { content } : {}) } });
  }

  return (
    <Stack as="form" gap="3" mt="3" onSubmit={send} aria-label="提交补充材料">
      <Field.Root recipe={fieldSlotRecipe}>
        <Field.Label>补充材料</Field.Label>
        <UploadPictureCards field={files} label="上传补充材料" />
      </Field.Root>
      <Field.Root recipe={fieldSlotRecipe} invalid={problem !== null}>
        <Field.Label>答复说明</Field.Label>
        <Textarea
          value={text}
          rows={3}
          maxLength={SUPPLEMENT_LIMITS.textMax + 20}
          placeholder={`请说明补充的内容（最多${SUPPLEMENT_LIMITS.textMax}个字）`}
          onChange={(event) => setText(event.target.value)}
        />
        <FieldMessage message={problem} testId="supplement-answer-error" />
      </Field.Root>
      <Button type="submit" colorPalette="brand" loading={busy} alignSelf="flex-start">
        提交补充材料
      </Button>
    </Stack>
  );
}
