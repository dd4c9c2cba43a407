import { Button, Heading } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { PasswordInput } from '#features/auth/components/AccountInputs.tsx';
import { FormField } from '#features/auth/components/FormField.tsx';
import { FormStack } from '#features/auth/components/FormStack.tsx';
import { NewPasswordField } from '#features/auth/components/NewPasswordField.tsx';
import { useFieldErrors } from '#shared/forms/useFieldErrors.ts';
import { useFormMutation } from '#shared/forms/useFormMutation.ts';
import { confirmPasswordRule, newPasswordRule, oldPasswordRule } from '#shared/validation/account-rules.ts';
import { ModifyPasswordMutation } from '../account-operations';
import { ACCOUNT_TEXTS } from '../account-sections';

type Field = 'oldPassword' | 'newPassword' | 'confirmation';

/** Password change (spec §3: oldPassword, newPassword; the graph hashes both). */
export function ChangePasswordForm() {
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const fields = useFieldErrors<Field>();
  const { errors, show, checkAll } = fields;
  const { busy, submit: modifyPassword } = useFormMutation(ModifyPasswordMutation, {
    form: fields,
    successText: ACCOUNT_TEXTS.passwordChanged,
    failureText: ACCOUNT_TEXTS.failed,
    onCompleted: () => {
      setOldPassword('');
      setNewPassword('');
      setConfirmation('');
    },
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const valid = checkAll({
      oldPassword: () => oldPasswordRule(oldPassword),
      newPassword: () => newPasswordRule(newPassword),
      confirmation: () => confirmPasswordRule(newPassword)(confirmation),
    });
    if (valid) await modifyPassword({ oldPassword, newPassword });
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
          onBlur={() => oldPassword && show('oldPassword', oldPasswordRule(oldPassword))}
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
