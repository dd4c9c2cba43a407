import { useApolloClient } from '@apollo/client/react';
import { Button, Checkbox, HStack } from '@chakra-ui/react';
import { checkboxSlotRecipe } from '@chakra-ui/react/theme';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useFieldErrors } from '../../../shared/forms/useFieldErrors';
import { useFormMutation } from '../../../shared/forms/useFormMutation';
import { loginPasswordRule, mobileRule, VALIDATION_TEXTS } from '../../../shared/validation/account-rules';
import { MobileInput, PasswordInput } from '../components/AccountInputs';
import { FormField } from '../components/FormField';
import { FormStack } from '../components/FormStack';
import { prompts } from '../prompts/prompt-store';
import type { ProtocolEntry } from '../protocols/protocol-versions';
import { readRememberedMobile, rememberMobile } from '../storage/remembered-mobile';
import { alertLoginFailure } from './company-login';
import { LoginByPasswordMutation } from './login-operations';
import { LOGIN_TEXTS } from './login-texts';
import { agreeToChangedProtocols } from './protocol-consent';
import { type PanelMode, useCompleteLogin } from './useCompleteLogin';

/**
 * Spec §4 password login: validate (rule A, docs/decisions/0014-accounts-in-the-portal-session-remembered-mobile-guards.md), the picture check, protocols and the notice,
 * loginByPassword, then the companies logic. 记住手机号 keeps the mobile only, never the password.
 */
export function PasswordLoginForm({ mode, forgetLink }: { mode: PanelMode; forgetLink: ReactNode }) {
  const client = useApolloClient();
  const { continueWithCompanies } = useCompleteLogin(mode);
  const [mobile, setMobile] = useState(readRememberedMobile);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(() => readRememberedMobile() !== '');
  const fields = useFieldErrors<'mobile' | 'password'>();
  const { errors, show, checkAll } = fields;
  const { busy, submit: loginByPassword } = useFormMutation(LoginByPasswordMutation, {
    form: fields,
    failureText: LOGIN_TEXTS.failed,
    onFailure: alertLoginFailure,
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
    let agreed: ProtocolEntry[] = [];
    await loginByPassword(
      async () => {
        const captchaToken = await prompts.captcha();
        if (!captchaToken) return null;
        const consent = await agreeToChangedProtocols(client);
        if (!consent) return null;
        agreed = consent;
        return { input: { mobile, password, captchaToken, isAgree: true } };
      },
      {
        onCompleted: async (data) => {
          rememberMobile(mobile, remember);
          await continueWithCompanies(data.loginByPassword, agreed, true);
        },
      },
    );
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
