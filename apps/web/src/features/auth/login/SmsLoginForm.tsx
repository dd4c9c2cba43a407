import { useApolloClient } from '@apollo/client/react';
import { Button } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { QUIET_ERRORS } from '../../../shared/api/request-context';
import { authDialog } from '../../../shared/session/auth-dialog-store';
import { mobileRule, smsCodeRule } from '../../../shared/validation/account-rules';
import { MobileInput } from '../components/AccountInputs';
import { FormField } from '../components/FormField';
import { FormStack } from '../components/FormStack';
import { SmsCodeField } from '../components/SmsCodeField';
import { useFieldErrors } from '../components/useFieldErrors';
import type { PendingCompany } from '../storage/pending-login';
import { readRememberedMobile } from '../storage/remembered-mobile';
import { alertLoginFailure } from './company-login';
import { LoginBySmsMutation } from './login-operations';
import { agreeToChangedProtocols } from './protocol-consent';
import { type PanelMode, useCompleteLogin } from './useCompleteLogin';

/** Spec §4 SMS login: validate, protocols and the 温馨提示 notice, loginBySms, then the companies logic. */
export function SmsLoginForm({ mode }: { mode: PanelMode }) {
  const client = useApolloClient();
  const { continueWithCompanies } = useCompleteLogin(mode);
  const [mobile, setMobile] = useState(readRememberedMobile);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const { errors, show, checkAll } = useFieldErrors<'mobile' | 'code'>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !checkAll({ mobile: () => mobileRule(mobile), code: () => smsCodeRule(code) })) return;
    setBusy(true);
    try {
      const agreed = await agreeToChangedProtocols(client);
      if (!agreed) return;
      let companies: PendingCompany[];
      try {
        const { data } = await client.mutate({
          mutation: LoginBySmsMutation,
          variables: { input: { mobile, code, isAgree: true } },
          context: QUIET_ERRORS,
        });
        companies = data?.loginBySms ?? [];
      } catch (error) {
        await alertLoginFailure(error);
        return;
      }
      await continueWithCompanies(companies, agreed, false);
    } finally {
      setBusy(false);
    }
  }

  const switchOnConflict = mode === 'dialog' ? () => authDialog.switchTo('register') : undefined;
  return (
    <FormStack label="短信登录" gap="1" onSubmit={submit}>
      <FormField label="手机号" error={errors.mobile} hideLabel>
        <MobileInput value={mobile} onValueChange={setMobile} onBlur={() => show('mobile', mobileRule(mobile))} />
      </FormField>
      <SmsCodeField
        code={code}
        onCodeChange={setCode}
        error={errors.code}
        onCheck={(message) => show('code', message)}
        mobile={mobile}
        method="LOGIN"
        onAccountConflict={switchOnConflict}
        hideLabel
      />
      <Button type="submit" colorPalette="brand" size="lg" mt="2" loading={busy}>
        登录
      </Button>
    </FormStack>
  );
}
