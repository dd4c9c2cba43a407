import { type FormEvent, useState } from 'react';
import { ConfirmPasswordField, NewPasswordField } from '#features/auth/components/NewPasswordField.tsx';
import { PasswordField } from '#features/auth/components/PasswordField.tsx';
import { bindField } from '#shared/forms/field-binding.ts';
import { useFieldErrors } from '#shared/forms/useFieldErrors.ts';
import { useFormMutation } from '#shared/forms/useFormMutation.ts';
import { confirmPasswordRule, newPasswordRule, oldPasswordRule } from '#shared/validation/account-rules.ts';
import { ModifyPasswordMutation } from '../account-operations';
import { ACCOUNT_TEXTS } from '../account-sections';
import { AccountForm } from './AccountForm';

type Field = 'oldPassword' | 'newPassword' | 'confirmation';

/** Password change (spec §3: oldPassword, newPassword; the graph hashes both). */
export function ChangePasswordForm() {
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const fields = useFieldErrors<Field>();
  const { checkAll } = fields;
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
    <AccountForm title="修改密码" submitLabel="确认修改" busy={busy} onSubmit={submit}>
      <PasswordField
        label="原密码"
        placeholder="请输入原密码"
        rule={oldPasswordRule}
        field={bindField(fields, 'oldPassword', oldPassword, setOldPassword)}
      />
      <NewPasswordField label="新密码" field={bindField(fields, 'newPassword', newPassword, setNewPassword)} />
      <ConfirmPasswordField
        label="确认新密码"
        placeholder="请再次输入新密码"
        password={newPassword}
        field={bindField(fields, 'confirmation', confirmation, setConfirmation)}
      />
    </AccountForm>
  );
}
