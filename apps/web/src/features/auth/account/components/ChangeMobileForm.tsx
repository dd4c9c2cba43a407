import { useApolloClient } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { MobileCodeFields } from '#features/auth/components/MobileCodeFields.tsx';
import { PasswordField } from '#features/auth/components/PasswordField.tsx';
import { useMobileCode } from '#features/auth/components/useMobileCode.ts';
import { refreshCurrentUser } from '#features/auth/login/company-login.ts';
import { bindField } from '#shared/forms/field-binding.ts';
import { useFieldErrors } from '#shared/forms/useFieldErrors.ts';
import { useFormMutation } from '#shared/forms/useFormMutation.ts';
import { loginPasswordRule } from '#shared/validation/account-rules.ts';
import { ResetMobileMutation } from '../account-operations';
import { ACCOUNT_TEXTS } from '../account-sections';
import { AccountForm } from './AccountForm';

type Field = 'mobile' | 'code' | 'password';

/** Phone change (/account/8): the new mobile proven by an SMS code (RESET_MOBILE) and the current password. */
export function ChangeMobileForm({ currentMobile }: { currentMobile: string }) {
  const client = useApolloClient();
  const [password, setPassword] = useState('');
  const fields = useFieldErrors<Field>();
  const { checkAll } = fields;
  const mobileCode = useMobileCode(fields);
  const { mobile, code } = mobileCode;
  const { busy, submit: resetMobile } = useFormMutation(ResetMobileMutation, {
    form: fields,
    successText: ACCOUNT_TEXTS.mobileChanged,
    failureText: ACCOUNT_TEXTS.failed,
    onCompleted: async () => {
      mobileCode.clear();
      setPassword('');
      await refreshCurrentUser(client).catch(() => null);
    },
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const valid = checkAll({
      ...mobileCode.checks,
      password: () => loginPasswordRule(password),
    });
    if (valid) await resetMobile({ input: { mobile, code, password } });
  }

  return (
    <AccountForm
      title="更换手机号"
      intro={`当前登录手机号：${currentMobile}。更换后请使用新手机号登录。`}
      submitLabel="确认更换"
      busy={busy}
      onSubmit={submit}
    >
      <MobileCodeFields
        {...mobileCode.fields}
        method="RESET_MOBILE"
        mobileLabel="新手机号"
        mobilePlaceholder="请输入新手机号"
      />
      <PasswordField
        label="登录密码"
        placeholder="请输入当前登录密码"
        rule={loginPasswordRule}
        field={bindField(fields, 'password', password, setPassword)}
      />
    </AccountForm>
  );
}
