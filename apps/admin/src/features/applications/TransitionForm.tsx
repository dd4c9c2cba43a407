import { useMutation } from '@apollo/client/react';
import { Box, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { QUIET_ERRORS } from '#shared/api/apollo-client.ts';
import { beijingToday, formatAmount } from '#shared/format/format.ts';
import { CodeSelectField } from '#shared/forms/CodeSelectField.tsx';
import { FormActions } from '#shared/forms/FormActions.tsx';
import { FormField } from '#shared/forms/FormField.tsx';
import { useCheckedForm } from '#shared/forms/use-checked-form.ts';
import { FormFailure } from '#shared/ui/FormFailure.tsx';
import { notifySuccess } from '#shared/ui/toaster.tsx';
import { FAILURE_TYPES, type TransitionAction } from './allowed-actions';
import { TransitionApplicationMutation } from './application-operations';
import { checkTransition, EMPTY_TRANSITION, type TransitionValues } from './transition-form';

interface Props {
  id: string;
  action: TransitionAction;
  managers: { id: string; name: string; mobile: string }[];
  creditAmount: number | null;
  onDone: () => void;
  onCancel: () => void;
}

/** The form of one action (受理, 授信, 放款, a failure…), checked here and then by the gateway, whose message shows. */
export function TransitionForm({ id, action, managers, creditAmount, onDone, onCancel }: Props) {
  const [transition, { loading }] = useMutation(TransitionApplicationMutation, { context: QUIET_ERRORS });
  // 授信 / 放款 happen today as a rule: the date starts at Beijing's today and can be moved back.
  const { values, set, errors, failure, submit } = useCheckedForm(
    { ...EMPTY_TRANSITION, date: beijingToday() },
    (current: TransitionValues) => checkTransition(id, action, current, { creditAmount, today: beijingToday() }),
    async (input) => {
      await transition({ variables: { input } });
      notifySuccess(`${action.label}成功`);
      onDone();
    },
  );

  return (
    <Box borderWidth="1px" borderRadius="md" p="4">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="3" maxW="480px">
          <Text fontWeight="bold">{action.label}</Text>
          <Text fontSize="xs" color="gray.600" data-testid="transition-roles">
            可操作角色：{action.roles.join('、')}
          </Text>
          <FormFailure failure={failure} />
          {action.kind === 'accept' ? (
            <FormField label="客户经理" error={errors.managerId}>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field value={values.managerId} onChange={set('managerId')}>
                  <option value="">请选择客户经理</option>
                  {managers.map((manager) => (
                    <option key={manager.id} value={manager.id}>
                      {manager.name}（{manager.mobile}）
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          ) : null}
          {action.kind === 'credit' || action.kind === 'lend' ? (
            <>
              <FormField
                label={action.kind === 'credit' ? '授信金额（万元）' : '放款金额（万元）'}
                error={errors.amount}
                helper={
                  action.kind === 'lend' && creditAmount !== null ? (
                    <>不超过授信金额 {formatAmount(creditAmount)}</>
                  ) : null
                }
              >
                <Input size="sm" inputMode="decimal" value={values.amount} onChange={set('amount')} />
              </FormField>
              <FormField label={action.kind === 'credit' ? '授信日期' : '放款日期'} error={errors.date}>
                <Input size="sm" type="date" value={values.date} max={beijingToday()} onChange={set('date')} />
              </FormField>
            </>
          ) : null}
          {action.kind === 'failure' ? (
            <>
              <CodeSelectField
                label="失败原因类型"
                value={values.failureType}
                onChange={set('failureType')}
                choices={FAILURE_TYPES}
                placeholder="请选择"
                error={errors.failureType}
              />
              <FormField label="失败说明" error={errors.failureReason}>
                <Textarea size="sm" value={values.failureReason} onChange={set('failureReason')} maxLength={500} />
              </FormField>
            </>
          ) : (
            <FormField label={action.kind === 'accept' ? '受理备注' : '备注'} error={errors.remark}>
              <Textarea size="sm" value={values.remark} onChange={set('remark')} maxLength={500} />
            </FormField>
          )}
          <FormActions submitLabel={<>确认{action.label}</>} loading={loading} onCancel={onCancel} />
        </Stack>
      </form>
    </Box>
  );
}
