import { useApolloClient } from '@apollo/client/react';
import { Button } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { useFieldErrors } from '../../../shared/forms/useFieldErrors';
import { useFormMutation } from '../../../shared/forms/useFormMutation';
import { authDialog } from '../../../shared/session/auth-dialog-store';
import { mobileRule, smsCodeRule } from '../../../shared/validation/account-rules';
import { MobileInput } from '../components/AccountInputs';
import { FormField } from '../components/FormField';
import { FormStack } from '../components/FormStack';
import { SmsCodeField } from '../components/SmsCodeField';
import type { ProtocolEntry } from '../protocols/protocol-versions';
import { readRememberedMobile } from '../storage/remembered-mobile';
import { alertLoginFailure } from './company-login';
import { LoginBySmsMutation } from './login-operations';
import { LOGIN_TEXTS } from './login-texts';
import { agreeToChangedProtocols } from './protocol-consent';
import { type PanelMode, useCompleteLogin } from './useCompleteLogin';

/** Spec §4 SMS login: validate, protocols and the 温馨提示 notice, loginBySms, then the companies logic. */
export function SmsLoginForm({ mode }: { mode: PanelMode }) {
  const client = useApolloClient();
  const { continueWithCompanies } = useCompleteLogin(mode);
  const [mobile, setMobile] = useState(readRememberedMobile);
  const [code, setCode] = useState('');
  const fields = useFieldErrors<'mobile' | 'code'>();
  const { errors, show, checkAll } = fields;
  const { busy, submit: loginBySms } = useFormMutation(LoginBySmsMutation, {
    form: fields,
    failureText: LOGIN_TEXTS.failed,
    onFailure: alertLoginFailure,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !checkAll({ mobile: () => mobileRule(mobile), code: () => smsCodeRule(code) })) return;
    let agreed: ProtocolEntry[] = [];
    await loginBySms(
      async () => {
        const consent = await agreeToChangedProtocols(client);
        if (!consent) return null;
        agreed = consent;
        return { input: { mobile, code, isAgree: true } };
      },
      {
        onCompleted: async (data) => {
          await continueWithCompanies(data.loginBySms, agreed, false);
        },
      },
    );
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
      <Button type="submit" colorPalette="brand" size="lg" mt="2" loading={busy} data-track="短信登录">
        登录
      </Button>
    </FormStack>
  );
}
