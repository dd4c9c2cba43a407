import { Button, HStack, RadioGroup, Stack, Wrap } from '@chakra-ui/react';
import { radioGroupSlotRecipe } from '@chakra-ui/react/theme';
import { type FormEvent, useState } from 'react';
import type { FragmentType } from '#gql';
import { ChoiceFieldset } from '#shared/forms/ChoiceFieldset.tsx';
import { useFieldErrors } from '#shared/forms/useFieldErrors.ts';
import { useFormMutation } from '#shared/forms/useFormMutation.ts';
import { type AnswerDraft, answerChecks, answersInput } from '../estimate-rules';
import { EstimateQuotaMutation, type QuotaEstimateFields } from '../estimates-operations';

/** The registry's 成立日期 replaces this answer when the registry knows the company (the gateway's formula). */
const YEARS_QUESTION = 'yearsBand';
const YEARS_HELPER = '查到企业登记信息时，以登记的成立日期计算经营年限';

interface Question {
  key: string;
  label: string;
  options: readonly { code: string; label: string }[];
}

/**
 * The questionnaire of the one-click estimate: one choice per question (the company's latest answers first), then
 * 开始测算 stores them and makes the estimate (spec §7 questionnaire/submit, yc/quota).
 */
export function QuestionnaireForm({
  questions,
  initial,
  onEstimated,
}: {
  questions: readonly Question[];
  initial: AnswerDraft;
  onEstimated: (estimate: FragmentType<typeof QuotaEstimateFields>) => void;
}) {
  const [draft, setDraft] = useState<AnswerDraft>(initial);
  const form = useFieldErrors<string>();
  const { busy, submit } = useFormMutation(EstimateQuotaMutation, {
    failureText: '测算失败，请稍后再试',
    form,
    onCompleted: (data) => onEstimated(data.estimateQuota),
  });

  function send(event: FormEvent) {
    event.preventDefault();
    if (!form.checkAll(answerChecks(questions, draft))) return;
    void submit({ answers: answersInput(draft) });
  }

  return (
    <form onSubmit={send} aria-label="一键测额问卷" noValidate>
      <Stack gap="5">
        {questions.map((question) => (
          <ChoiceFieldset
            key={question.key}
            legend={question.label}
            required={false}
            error={form.errors[question.key]}
            {...(question.key === YEARS_QUESTION ? { helper: YEARS_HELPER } : {})}
          >
            <RadioGroup.Root
              recipe={radioGroupSlotRecipe}
              name={question.key}
              aria-label={question.label}
              colorPalette="brand"
              value={draft[question.key] || null}
              onValueChange={(details) => {
                setDraft((previous) => ({ ...previous, [question.key]: details.value ?? '' }));
                form.show(question.key, null);
              }}
            >
              <Wrap gap="5">
                {question.options.map((option) => (
                  <RadioGroup.Item key={option.code} value={option.code}>
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </Wrap>
            </RadioGroup.Root>
          </ChoiceFieldset>
        ))}
        <HStack justify="center">
          <Button type="submit" colorPalette="brand" size="lg" loading={busy} loadingText="测算中">
            开始测算
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
