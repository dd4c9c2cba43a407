import { useApolloClient } from '@apollo/client/react';
import { Button, Heading, HStack, Link, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { bindField } from '#shared/forms/field-binding.ts';
import { useFieldErrors } from '#shared/forms/useFieldErrors.ts';
import { useFormMutation } from '#shared/forms/useFormMutation.ts';
import { authDialog } from '#shared/session/auth-dialog-store.ts';
import { agreementRule, newPasswordRule } from '#shared/validation/account-rules.ts';
import { AgreementCheckbox } from '../components/AgreementCheckbox';
import { FormStack } from '../components/FormStack';
import { MobileCodeFields } from '../components/MobileCodeFields';
import { NewPasswordField } from '../components/NewPasswordField';
import { useMobileCode } from '../components/useMobileCode';
import { alertLoginFailure, becomeCurrentUser, useRecordProtocolsRead } from '../login/company-login';
import { LOGIN_TEXTS } from '../login/login-texts';
import { PanelLink } from '../login/PanelLink';
import { useCurrentProtocols } from '../login/protocol-consent';
import type { PanelMode } from '../login/useLogin';
import { readChannelSettings } from '../storage/channel-settings';
import { REGISTER_TEXTS, recordAgreementAtRegistration } from './register-flow';
import { RegisterMutation } from './register-mutation';

type RegisterField = 'mobile' | 'code' | 'password' | 'agreement';

/**
 * Spec §2 register screen: mobile, SMS code with the send button and countdown, password with the strength bar,
 * the agreement checkbox, 返回首页 and 立即登录. Success logs in and goes to /verified.
 */
export function RegisterPanel({ mode }: { mode: PanelMode }) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const protocolsNow = useCurrentProtocols();
  const recordProtocolsRead = useRecordProtocolsRead();
  const [password, setPassword] = useState('');
  const [agreed, setAgreed] = useState(false);
  const fields = useFieldErrors<RegisterField>();
  const { errors, show, checkAll } = fields;
  const mobileCode = useMobileCode(fields);
  const { mobile, code } = mobileCode;
  const { busy, submit: register } = useFormMutation(RegisterMutation, {
    form: fields,
    successText: REGISTER_TEXTS.registered,
    failureText: LOGIN_TEXTS.failed,
    onFailure: alertLoginFailure,
    onCompleted: async (data) => {
      becomeCurrentUser(client, data.register);
      await recordAgreementAtRegistration(protocolsNow, recordProtocolsRead);
      if (mode === 'dialog') authDialog.close();
      navigate('/verified', { state: { message: REGISTER_TEXTS.registered } });
    },
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const valid = checkAll({
      ...mobileCode.checks,
      password: () => newPasswordRule(password),
      agreement: () => agreementRule(agreed),
    });
    if (valid) await register({ input: { mobile, smsCode: code, password, isAgree: true, ...readChannelSettings() } });
  }

  const switchOnConflict = mode === 'dialog' ? () => authDialog.switchTo('login') : undefined;
  return (
    <FormStack label="企业注册" gap="1" onSubmit={submit} data-testid="register-panel">
      <Heading as={mode === 'page' ? 'h1' : 'h2'} size="xl" textAlign="center" color="gray.800" mb="4">
        企业注册
      </Heading>
      <MobileCodeFields {...mobileCode.fields} method="REGISTER" onAccountConflict={switchOnConflict} />
      <NewPasswordField label="登录密码" field={bindField(fields, 'password', password, setPassword)} />
      <AgreementCheckbox
        checked={agreed}
        onCheckedChange={(checked) => {
          setAgreed(checked);
          show('agreement', agreementRule(checked));
        }}
        error={errors.agreement}
      />
      <Button type="submit" colorPalette="brand" size="lg" mt="2" loading={busy} data-track="注册">
        注册
      </Button>
      <HStack justify="space-between" mt="3" fontSize="sm">
        {mode === 'page' ? (
          <Link asChild color="gray.600">
            <RouterLink to="/">返回首页</RouterLink>
          </Link>
        ) : (
          <span />
        )}
        <HStack gap="1">
          <Text color="gray.500">已有账号？</Text>
          <PanelLink mode={mode} to="/login" panel="login">
            立即登录
          </PanelLink>
        </HStack>
      </HStack>
    </FormStack>
  );
}
