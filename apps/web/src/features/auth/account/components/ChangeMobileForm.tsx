import { useApolloClient } from '@apollo/client/react';
import { Button, Heading, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { MobileInput, PasswordInput } from '#features/auth/components/AccountInputs.tsx';
import { FormField } from '#features/auth/components/FormField.tsx';
import { FormStack } from '#features/auth/components/FormStack.tsx';
import { SmsCodeField } from '#features/auth/components/SmsCodeField.tsx';
import { refreshCurrentUser } from '#features/auth/login/company-login.ts';
import { useFieldErrors } from '#shared/forms/useFieldErrors.ts';
import { useFormMutation } from '#shared/forms/useFormMutation.ts';
import { loginPasswordRule, mobileRule, smsCodeRule } from '#shared/validation/account-rules.ts';
import { ResetMobileMutation } from '../account-operations';
import { ACCOUNT_TEXTS } from '../account-sections';

type Field = 'mobile' | 'code' | 'password';

/** Phone change (/account/8): the new mobile proven by an SMS code (RESET_MOBILE) and the current password. */
export function ChangeMobileForm({ currentMobile }: { currentMobile: string }) {
  const client = useApolloClient();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const fields = useFieldErrors<Field>();
  const { errors, show, checkAll } = fields;
  const { busy, submit: resetMobile } = useFormMutation(ResetMobileMutation, {
    form: fields,
    successText: ACCOUNT_TEXTS.mobileChanged,
    failureText: ACCOUNT_TEXTS.failed,
    onCompleted: async () => {
      setMobile('');
      setCode('');
      setPassword('');
      await refreshCurrentUser(client).catch(() => null);
    },
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const valid = checkAll({
      mobile: () => mobileRule(mobile),
      code: () => smsCodeRule(code),
      password: () => loginPasswordRule(password),
    });
    if (valid) await resetMobile({ input: { mobile, code, password } });
  }

  return (
    <FormStack label="更换手机号" gap="1" maxW="md" onSubmit={submit}>
      <Heading as="h2" size="lg" mb="1">
        更换手机号
      </Heading>
      <Text color="gray.600" fontSize="sm" mb="4">
        当前登录手机号：{currentMobile}。更换后请使用新手机号登录。
      </Text>
      <FormField label="新手机号" error={errors.mobile}>
        <MobileInput
          value={mobile}
          onValueChange={setMobile}
          placeholder="请输入新手机号"
          onBlur={() => show('mobile', mobileRule(mobile))}
        />
      </FormField>
      <SmsCodeField
        code={code}
        onCodeChange={setCode}
        error={errors.code}
        onCheck={(message) => show('code', message)}
        mobile={mobile}
        method="RESET_MOBILE"
      />
      <FormField label="登录密码" error={errors.password}>
        <PasswordInput
          value={password}
          onValueChange={setPassword}
          placeholder="请输入当前登录密码"
          autoComplete="current-password"
          onBlur={() => password && show('password', loginPasswordRule(password))}
        />
      </FormField>
      <Button type="submit" colorPalette="brand" size="lg" mt="2" alignSelf="start" px="10" loading={busy}>
        确认更换
      </Button>
    </FormStack>
  );
}
