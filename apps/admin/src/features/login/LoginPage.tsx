import { useApolloClient, useMutation } from '@apollo/client/react';
import { Box, Button, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { QUIET_ERRORS } from '#shared/api/apollo-client.ts';
import { failureMessage, gatewayCodeOf } from '#shared/api/failure.ts';
import { FormField } from '#shared/forms/FormField.tsx';
import { homePathFor } from '#shared/session/navigation.ts';
import { StaffMeQuery } from '#shared/session/staff-operations.ts';
import { staffOf } from '#shared/session/use-staff.ts';
import { FormFailure } from '#shared/ui/FormFailure.tsx';
import { EnrolmentQr } from './EnrolmentQr';
import { type CredentialErrors, checkCode, checkCredentials } from './login-form';
import { StaffConfirmCodeMutation, StaffLoginMutation } from './login-operations';
import { SliderCaptcha } from './SliderCaptcha';

/** -4003: the ticket of the first step is gone; the login starts again. */
const TICKET_ENDED = -4003;

type Step =
  | { kind: 'credentials' }
  | { kind: 'captcha' }
  | { kind: 'code'; ticket: string; enrol: { secret: string; uri: string } | null };

/** 登录: username and password, the slider, then the 6-digit TOTP code (on first login after scanning the QR code). */
export function LoginPage() {
  const navigate = useNavigate();
  const client = useApolloClient();
  const [step, setStep] = useState<Step>({ kind: 'credentials' });
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<CredentialErrors>({});
  const [codeError, setCodeError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [login, { loading: loggingIn }] = useMutation(StaffLoginMutation, { context: QUIET_ERRORS });
  const [confirm, { loading: confirming }] = useMutation(StaffConfirmCodeMutation, { context: QUIET_ERRORS });

  const startCaptcha = (event: FormEvent) => {
    event.preventDefault();
    const found = checkCredentials(username, password);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length === 0) setStep({ kind: 'captcha' });
  };

  const sendCredentials = async (captchaToken: string) => {
    try {
      const { data } = await login({
        variables: { input: { username: username.trim().toLowerCase(), password, captchaToken } },
      });
      const answer = data?.staffLogin;
      if (!answer) throw new Error('no answer');
      const enrol =
        answer.next === 'enrol' && answer.secret && answer.otpauthUri
          ? { secret: answer.secret, uri: answer.otpauthUri }
          : null;
      setCode('');
      setCodeError(null);
      setStep({ kind: 'code', ticket: answer.ticket, enrol });
    } catch (error) {
      setFailure(failureMessage(error));
      setStep({ kind: 'credentials' });
    }
  };

  const sendCode = async (event: FormEvent) => {
    event.preventDefault();
    if (step.kind !== 'code') return;
    const problem = checkCode(code);
    setCodeError(problem);
    if (problem) return;
    try {
      const { data } = await confirm({ variables: { ticket: step.ticket, code: code.replace(/\s/g, '') } });
      const answer = data?.staffConfirmCode;
      const staff = staffOf(answer);
      if (!answer || !staff) throw new Error('no staff');
      client.writeQuery({ query: StaffMeQuery, data: { staffMe: answer } });
      navigate(homePathFor(staff.role), { replace: true });
    } catch (error) {
      const message = failureMessage(error);
      if (gatewayCodeOf(error) === TICKET_ENDED) {
        setFailure(message);
        setPassword('');
        setStep({ kind: 'credentials' });
      } else {
        setCodeError(message);
      }
    }
  };

  return (
    <Flex minH="100vh" align="center" justify="center" bg="brand.50" px="4">
      <Box bg="white" borderRadius="xl" boxShadow="md" p="8" w="full" maxW="420px">
        <Stack gap="5">
          <Stack gap="1">
            <Heading size="lg" color="brand.700">
              金融机构/政府人员登录
            </Heading>
            <Text fontSize="sm" color="gray.500">
              区域中小企业融资服务平台 · 工作台
            </Text>
          </Stack>
          <FormFailure failure={failure} />
          {step.kind === 'code' ? (
            <form onSubmit={(event) => void sendCode(event)} noValidate>
              <Stack gap="4">
                {step.enrol ? <EnrolmentQr uri={step.enrol.uri} secret={step.enrol.secret} /> : null}
                <FormField label="动态验证码" error={codeError}>
                  <Input
                    value={code}
                    onChange={(event) => setCode(event.target.value)}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={7}
                    placeholder="请输入身份验证器上的6位数字"
                    autoFocus
                  />
                </FormField>
                <Button type="submit" size="lg" colorPalette="brand" loading={confirming}>
                  确认登录
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setStep({ kind: 'credentials' })}>
                  返回重新登录
                </Button>
              </Stack>
            </form>
          ) : (
            <form onSubmit={startCaptcha} noValidate>
              <Stack gap="4">
                <FormField label="用户名" error={errors.username}>
                  <Input
                    value={username}
                    onChange={(event) => setUsername(event.target.value)}
                    autoComplete="username"
                    placeholder="请输入用户名"
                  />
                </FormField>
                <FormField label="密码" error={errors.password}>
                  <Input
                    type="password"
                    value={password}
                    onChange={(event) => setPassword(event.target.value)}
                    autoComplete="current-password"
                    placeholder="请输入密码"
                  />
                </FormField>
                {step.kind === 'captcha' ? <SliderCaptcha onToken={(token) => void sendCredentials(token)} /> : null}
                <Button
                  type="submit"
                  size="lg"
                  colorPalette="brand"
                  loading={loggingIn}
                  disabled={step.kind === 'captcha'}
                >
                  登录
                </Button>
              </Stack>
            </form>
          )}
        </Stack>
      </Box>
    </Flex>
  );
}
