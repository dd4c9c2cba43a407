import { SUBSIDY_LIMITS } from '@sme/contract/routes/subsidy-claims';
import { useState } from 'react';
import { serverMessageOr } from '#shared/api/graphql-failure.ts';
import { FilesAndNoteForm } from '#shared/forms/FilesAndNoteForm.tsx';
import { useFormMutation } from '#shared/forms/useFormMutation.ts';
import { ResubmitSubsidyClaimMutation } from '../subsidy-operations';
import { resubmitProblem } from '../subsidy-rules';
import { FormFailure } from './FormFailure';

const FAILURE = '重新提交失败，请稍后再试';

/** A returned claim back to review: more evidence if any, and a note for the reviewer. */
export function SubsidyResubmitForm({ claimId, onResubmitted }: { claimId: string; onResubmitted: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const { busy, submit } = useFormMutation(ResubmitSubsidyClaimMutation, {
    successText: '补贴申请已重新提交',
    failureText: FAILURE,
    onFailure: (error) => setFailure(serverMessageOr(error, FAILURE)),
  });

  return (
    <FilesAndNoteForm
      name="重新提交补贴申请"
      testId="subsidy-resubmit-form"
      files={{
        label: '补充证明材料',
        uploadLabel: '上传补充证明材料',
        kinds: 'images-and-pdf',
        max: SUBSIDY_LIMITS.filesMax,
      }}
      note={{ label: '补充说明', max: SUBSIDY_LIMITS.noteMax, errorTestId: 'subsidy-resubmit-error' }}
      submitText="重新提交"
      busy={busy}
      problemOf={resubmitProblem}
      send={(filePaths, note, stored) => {
        setFailure(null);
        const onCompleted = () => {
          stored();
          onResubmitted();
        };
        return submit({ id: claimId, filePaths, ...(note ? { note } : {}) }, { onCompleted });
      }}
      failure={<FormFailure failure={failure} />}
    />
  );
}
