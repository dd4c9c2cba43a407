import { Button, Checkbox, HStack } from '@chakra-ui/react';
import { checkboxSlotRecipe } from '@chakra-ui/react/theme';
import { type FormEvent, type ReactNode, useState } from 'react';
import { bindField } from '#shared/forms/field-binding.ts';
import { useFieldErrors } from '#shared/forms/useFieldErrors.ts';
import { loginPasswordRule, mobileRule, VALIDATION_TEXTS } from '#shared/validation/account-rules.ts';
import { FormStack } from '../components/FormStack';
import { MobileField } from '../components/MobileField';
import { PasswordField } from '../components/PasswordField';
import { readRememberedMobile, rememberMobile } from '../storage/remembered-mobile';
import { LoginByPasswordMutation } from './login-operations';
import type { PanelMode } from './useLogin';
import { useLoginForm } from './useLoginForm';

/**
 * Spec §4 password login: validate (rule A, docs/decisions/0014-accounts-in-the-portal-session-remembered-mobile-guards.md), then the
 * login (useLoginForm): the picture check, protocols and the notice, loginByPassword, the companies. 记住手机号 keeps the mobile only, never the password.
 */
export function PasswordLoginForm({ mode, forgetLink }: { mode: PanelMode; forgetLink: ReactNode }) {
  const [mobile, setMobile] = useState(readRememberedMobile);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(() => readRememberedMobile() !== '');
  const fields = useFieldErrors<'mobile' | 'password'>();
  const { checkAll } = fields;
  const { busy, submit: loginByPassword } = useLoginForm(mode, {
    mutation: LoginByPasswordMutation,
    companiesOf: (data) => data.loginByPassword,
    viaPassword: true,
    form: fields,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const valid = checkAll(
      { mobile: () => mobileRule(mobile), password: () => loginPasswordRule(password) },
      // Spec §5: the password-login pre-check's own wording when the password is what is wrong.
      (result) => (result.mobile === null && result.password ? VALIDATION_TEXTS.passwordLoginPreCheck : null),
    );
    if (!valid) return;
    await loginByPassword({
      check: true,
      variables: (captchaToken) => ({ input: { mobile, password, captchaToken, isAgree: true } }),
      onSignedIn: () => rememberMobile(mobile, remember),
    });
  }

  return (
    <FormStack label="密码登录" gap="1" onSubmit={submit}>
      <MobileField field={bindField(fields, 'mobile', mobile, setMobile)} hideLabel />
      <PasswordField
        label="密码"
        placeholder="请输入密码"
        rule={loginPasswordRule}
        field={bindField(fields, 'password', password, setPassword)}
        hideLabel
      />
      <HStack justify="space-between">
        <Checkbox.Root
          recipe={checkboxSlotRecipe}
          size="sm"
          colorPalette="brand"
          checked={remember}
          onCheckedChange={(details) => setRemember(details.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label fontWeight="normal" color="gray.600">
            记住手机号
          </Checkbox.Label>
        </Checkbox.Root>
        {forgetLink}
      </HStack>
      <Button type="submit" colorPalette="brand" size="lg" mt="3" loading={busy} data-track="密码登录">
        登录
      </Button>
    </FormStack>
  );
}
