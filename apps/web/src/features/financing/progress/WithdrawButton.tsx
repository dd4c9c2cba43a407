import { useApolloClient } from '@apollo/client/react';
import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useFormMutation } from '#shared/forms/useFormMutation.ts';
import { ChoiceDialog } from '#shared/ui/ChoiceDialog.tsx';
import { WithdrawApplicationMutation } from './progress-operations';

/** Spec §8 texts, exactly. */
export const WITHDRAW_TEXTS = {
  question: '撤回需求后，该笔融资需求将不再进行受理，确定撤回吗？',
  accept: '确定',
  decline: '我再想想',
  done: '撤回申请成功！',
  failed: '请求错误，请稍后重试',
} as const;

/**
 * 撤回 (spec §4, §8): asks first; on success the status shows 10 (the answer updates the cached application) and the
 * lists and the timeline are asked again.
 */
export function WithdrawButton({ id }: { id: string }) {
  const client = useApolloClient();
  const [asking, setAsking] = useState(false);
  const { busy, submit } = useFormMutation(WithdrawApplicationMutation, {
    successText: WITHDRAW_TEXTS.done,
    failureText: WITHDRAW_TEXTS.failed,
    onCompleted: async () => {
      await client.refetchQueries({ include: ['MyApplications', 'MyNeeds', 'LoanApplication'] });
    },
  });
  return (
    <>
      <Button colorPalette="red" variant="outline" loading={busy} onClick={() => setAsking(true)}>
        撤回申请
      </Button>
      {asking && (
        <ChoiceDialog
          title="提示"
          width="520px"
          testId="withdraw-dialog"
          declineLabel={WITHDRAW_TEXTS.decline}
          acceptLabel={WITHDRAW_TEXTS.accept}
          acceptPalette="red"
          alertFocus="decline"
          onAnswer={(accepted) => {
            setAsking(false);
            if (accepted) void submit({ id });
          }}
        >
          {WITHDRAW_TEXTS.question}
        </ChoiceDialog>
      )}
    </>
  );
}
