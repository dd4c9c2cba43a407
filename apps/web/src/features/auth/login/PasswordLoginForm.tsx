import { useApolloClient } from '@apollo/client/react';
import { Button, Checkbox, HStack } from '@chakra-ui/react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { QUIET_ERRORS } from '../../../shared/api/request-context';
import { loginPasswordRule, mobileRule, VALIDATION_TEXTS } from '../../../shared/validation/account-rules';
import { MobileInput, PasswordInput } from '../components/AccountInputs';
import { FormField } from '../components/FormField';
import { FormStack } from '../components/FormStack';
import { useFieldErrors } from '../components/useFieldErrors';
import { prompts } from '../prompts/prompt-store';
import type { PendingCompany } from '../storage/pending-login';
import { readRememberedMobile, rememberMobile } from '../storage/remembered-mobile';
import { alertLoginFailure } from './company-login';
import { LoginByPasswordMutation } from './login-operations';
import { agreeToChangedProtocols } from './protocol-consent';
import { type PanelMode, useCompleteLogin } from './useCompleteLogin';

/**
 * Spec §4 password login: validate (rule A, docs/decisions.md), the picture check, protocols and the notice,
 * loginByPassword, then the companies logic. 记住手机号 keeps the mobile only, never the password.
 */
export function PasswordLoginForm({ mode, forgetLink }: { mode: PanelMode; forgetLink: ReactNode }) {
  const client = useApolloClient();
  const { continueWithCompanies } = useCompleteLogin(mode);
  const [mobile, setMobile] = useState(readRememberedMobile);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(() => readRememberedMobile() !== '');
  const [busy, setBusy] = useState(false);
  const { errors, show, checkAll } = useFieldErrors<'mobile' | 'password'>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const valid = checkAll(
      { mobile: () => mobileRule(mobile), password: () => loginPasswordRule(password) },
      // Spec §5: the password-login pre-check's own wording when the password is what is wrong.
      (result) => (result.mobile === null && result.password ? VALIDATION_TEXTS.passwordLoginPreCheck : null),
    );
    if (!valid) return;
    setBusy(true);
    try {
      const captchaToken = await prompts.captcha();
      if (!captchaToken) return;
      const agreed = await agreeToChangedProtocols(client);
      if (!agreed) return;
      let companies: PendingCompany[];
      try {
        const { data } = await client.mutate({
          mutation: LoginByPasswordMutation,
          variables: { input: { mobile, password, captchaToken, isAgree: true } },
          context: QUIET_ERRORS,
        });
        companies = data?.loginByPassword ?? [];
      } catch (error) {
        await alertLoginFailure(error);
        return;
      }
      rememberMobile(mobile, remember);
      await continueWithCompanies(companies, agreed, true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormStack label="密码登录" gap="1" onSubmit={submit}>
      <FormField label="手机号" error={errors.mobile} hideLabel>
        <MobileInput value={mobile} onValueChange={setMobile} onBlur={() => show('mobile', mobileRule(mobile))} />
      </FormField>
      <FormField label="密码" error={errors.password} hideLabel>
        <PasswordInput
          value={password}
          onValueChange={setPassword}
          placeholder="请输入密码"
          autoComplete="current-password"
          onBlur={() => password && show('password', loginPasswordRule(password))}
        />
      </FormField>
      <HStack justify="space-between">
        <Checkbox.Root
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
      <Button type="submit" colorPalette="brand" size="lg" mt="3" loading={busy}>
        登录
      </Button>
    </FormStack>
  );
}
