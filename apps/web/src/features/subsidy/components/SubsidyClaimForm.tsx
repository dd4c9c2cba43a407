import { useQuery } from '@apollo/client/react';
import { Button, Field, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { fieldSlotRecipe } from '@chakra-ui/react/theme';
import { SUBSIDY_LIMITS } from '@sme/contract/routes/subsidy-claims';
import { OptionSelect } from '@sme/ui/option-select';
import { type FormEvent, useState } from 'react';
import { serverMessageOr } from '#shared/api/graphql-failure.ts';
import { wanText } from '#shared/format/amount.ts';
import { FieldMessage } from '#shared/forms/FieldMessage.tsx';
import { useFormMutation } from '#shared/forms/useFormMutation.ts';
import { ErrorState } from '#shared/ui/ErrorState.tsx';
import { UploadPictureCards } from '#shared/upload/UploadPictureCards.tsx';
import { useUploadField } from '#shared/upload/useUploadField.ts';
import { FileSubsidyClaimMutation, SubsidyPrefillQuery } from '../subsidy-operations';
import { claimableProgrammes, claimProblem, kindName } from '../subsidy-rules';
import { FormFailure } from './FormFailure';
import { LoanFigures } from './LoanFigures';

const FAILURE = '补贴申请提交失败，请稍后再试';

/** 申请贴息: the lent loan's figures (read-only), the programme, the evidence; files the claim. */
export function SubsidyClaimForm({
  applicationId,
  onFiled,
  onCancel,
}: {
  applicationId: string;
  onFiled: () => void;
  onCancel: () => void;
}) {
  const prefill = useQuery(SubsidyPrefillQuery, { variables: { applicationId }, fetchPolicy: 'network-only' });
  const files = useUploadField({ kinds: 'images-and-pdf', max: SUBSIDY_LIMITS.filesMax });
  const [programmeId, setProgrammeId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { busy, submit } = useFormMutation(FileSubsidyClaimMutation, {
    successText: '补贴申请已提交',
    failureText: FAILURE,
    onFailure: (error) => setFailure(serverMessageOr(error, FAILURE)),
    onCompleted: () => {
      files.keep();
      onFiled();
    },
  });

  if (prefill.error) return <ErrorState error={prefill.error} onRetry={() => void prefill.refetch()} />;
  const data = prefill.data?.subsidyPrefill;
  if (!data) return <Skeleton h="200px" borderRadius="md" />;
  const programmes = claimableProgrammes(data.programmes);

  function send(event: FormEvent) {
    event.preventDefault();
    const found = claimProblem(programmeId, files.paths, files.uploading);
    setProblem(found);
    setFailure(null);
    if (found) return;
    void submit({ applicationId, programmeId, filePaths: files.paths });
  }

  return (
    <Stack as="form" gap="4" onSubmit={send} aria-label="申请贴息" data-testid="subsidy-claim-form">
      <LoanFigures loan={data.loan} />
      {programmes.length === 0 ? (
        <Text color="gray.600" data-testid="subsidy-no-programme">
          该笔贷款暂无可申报的补贴项目
        </Text>
      ) : (
        <>
          <Field.Root recipe={fieldSlotRecipe} required>
            <Field.Label>补贴项目</Field.Label>
            <OptionSelect
              placeholder="请选择补贴项目"
              options={programmes.map((programme) => ({
                value: programme.id,
                label: `${programme.name}（${kindName(programme.kind)}，可申请${wanText(programme.claimAmount)}，本年度剩余额度${wanText(programme.capLeft)}）`,
              }))}
              value={programmeId}
              onChange={setProgrammeId}
            />
          </Field.Root>
          <Field.Root recipe={fieldSlotRecipe} invalid={problem !== null}>
            <Field.Label>证明材料（图片或PDF，1-{SUBSIDY_LIMITS.filesMax}份）</Field.Label>
            <UploadPictureCards field={files} label="上传证明材料" />
            <FieldMessage message={problem} testId="subsidy-claim-error" />
          </Field.Root>
        </>
      )}
      <FormFailure failure={failure} />
      <HStack gap="3" wrap="wrap">
        {programmes.length > 0 ? (
          <Button type="submit" colorPalette="brand" loading={busy}>
            提交申请
          </Button>
        ) : null}
        <Button
          variant="outline"
          onClick={() => {
            files.abandon();
            onCancel();
          }}
        >
          取消
        </Button>
      </HStack>
    </Stack>
  );
}
