import { Button } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { useFieldErrors } from '#shared/forms/useFieldErrors.ts';
import { authDialog } from '#shared/session/auth-dialog-store.ts';
import { FormStack } from '../components/FormStack';
import { MobileCodeFields } from '../components/MobileCodeFields';
import { useMobileCode } from '../components/useMobileCode';
import { readRememberedMobile } from '../storage/remembered-mobile';
import { LoginBySmsMutation } from './login-operations';
import type { PanelMode } from './useLogin';
import { useLoginForm } from './useLoginForm';

/** Spec §4 SMS login: validate, then the login (useLoginForm): protocols and 温馨提示, loginBySms, the companies. */
export function SmsLoginForm({ mode }: { mode: PanelMode }) {
  const fields = useFieldErrors<'mobile' | 'code'>();
  const { checkAll } = fields;
  const mobileCode = useMobileCode(fields, readRememberedMobile);
  const { mobile, code } = mobileCode;
  const { busy, submit: loginBySms } = useLoginForm(mode, {
    mutation: LoginBySmsMutation,
    companiesOf: (data) => data.loginBySms,
    form: fields,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !checkAll(mobileCode.checks)) return;
    await loginBySms({ variables: () => ({ input: { mobile, code, isAgree: true } }) });
  }

  const switchOnConflict = mode === 'dialog' ? () => authDialog.switchTo('register') : undefined;
  return (
    <FormStack label="短信登录" gap="1" onSubmit={submit}>
      <MobileCodeFields {...mobileCode.fields} method="LOGIN" onAccountConflict={switchOnConflict} hideLabels />
      <Button type="submit" colorPalette="brand" size="lg" mt="2" loading={busy} data-track="短信登录">
        登录
      </Button>
    </FormStack>
  );
}
