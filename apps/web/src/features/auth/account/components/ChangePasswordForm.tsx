import { useApolloClient } from '@apollo/client/react';
import { Button, Heading } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { QUIET_ERRORS } from '../../../../shared/api/request-context';
import { confirmPasswordRule, loginPasswordRule, newPasswordRule } from '../../../../shared/validation/account-rules';
import { PasswordInput } from '../../components/AccountInputs';
import { FormField } from '../../components/FormField';
import { FormStack } from '../../components/FormStack';
import { NewPasswordField } from '../../components/NewPasswordField';
import { useFieldErrors } from '../../components/useFieldErrors';
import { ModifyPasswordMutation } from '../account-operations';
import { ACCOUNT_TEXTS } from '../account-sections';
import { useAccountAction } from './useAccountAction';

type Field = 'oldPassword' | 'newPassword' | 'confirmation';

/** Password change (spec §3: oldPassword, newPassword; the graph hashes both). */
export function ChangePasswordForm() {
  const client = useApolloClient();
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const { busy, run } = useAccountAction();
  const { errors, show, checkAll } = useFieldErrors<Field>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const valid = checkAll({
      oldPassword: () => loginPasswordRule(oldPassword),
      newPassword: () => newPasswordRule(newPassword),
      confirmation: () => confirmPasswordRule(newPassword)(confirmation),
    });
    if (!valid) return;
    await run(async () => {
      await client.mutate({
        mutation: ModifyPasswordMutation,
        variables: { oldPassword, newPassword },
        context: QUIET_ERRORS,
      });
      setOldPassword('');
      setNewPassword('');
      setConfirmation('');
    }, ACCOUNT_TEXTS.passwordChanged);
  }

  return (
    <FormStack label="修改密码" gap="1" maxW="md" onSubmit={submit}>
      <Heading as="h2" size="lg" mb="5">
        修改密码
      </Heading>
      <FormField label="原密码" error={errors.oldPassword}>
        <PasswordInput
          value={oldPassword}
          onValueChange={setOldPassword}
          placeholder="请输入原密码"
          autoComplete="current-password"
          onBlur={() => oldPassword && show('oldPassword', loginPasswordRule(oldPassword))}
        />
      </FormField>
      <NewPasswordField
        label="新密码"
        password={newPassword}
        onPasswordChange={setNewPassword}
        error={errors.newPassword}
        onCheck={(message) => show('newPassword', message)}
      />
      <FormField label="确认新密码" error={errors.confirmation}>
        <PasswordInput
          value={confirmation}
          onValueChange={setConfirmation}
          placeholder="请再次输入新密码"
          autoComplete="new-password"
          onBlur={() => confirmation && show('confirmation', confirmPasswordRule(newPassword)(confirmation))}
        />
      </FormField>
      <Button type="submit" colorPalette="brand" size="lg" mt="2" alignSelf="start" px="10" loading={busy}>
        确认修改
      </Button>
    </FormStack>
  );
}
