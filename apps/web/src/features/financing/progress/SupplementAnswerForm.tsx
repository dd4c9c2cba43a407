import { Box } from '@chakra-ui/react';
import { SUPPLEMENT_LIMITS, SUPPLEMENT_MESSAGES } from '@sme/contract/routes/desk-supplement-texts';
import { FilesAndNoteForm } from '#shared/forms/FilesAndNoteForm.tsx';
import { useFormMutation } from '#shared/forms/useFormMutation.ts';
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
  const { busy, submit } = useFormMutation(AnswerSupplementMutation, {
    successText: '补充材料已提交',
    failureText: '补充材料提交失败，请稍后再试',
  });

  return (
    <Box mt="3">
      <FilesAndNoteForm
        name="提交补充材料"
        files={{ label: '补充材料', uploadLabel: '上传补充材料', kinds: 'all', max: SUPPLEMENT_LIMITS.filesMax }}
        note={{ label: '答复说明', max: SUPPLEMENT_LIMITS.textMax, errorTestId: 'supplement-answer-error' }}
        submitText="提交补充材料"
        busy={busy}
        problemOf={answerProblem}
        send={(filePaths, content, stored) => {
          const onCompleted = () => {
            stored();
            onAnswered();
          };
          return submit({ input: { id: applicationId, filePaths, ...(content ? { content } : {}) } }, { onCompleted });
        }}
      />
    </Box>
  );
}
