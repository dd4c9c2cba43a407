import { Button, Flex, Heading, HStack, Link, Stack, Steps, Text } from '@chakra-ui/react';
import { stepsSlotRecipe } from '@chakra-ui/react/theme';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { bindField } from '#shared/forms/field-binding.ts';
import { useFieldErrors } from '#shared/forms/useFieldErrors.ts';
import { useFormMutation } from '#shared/forms/useFormMutation.ts';
import { authDialog } from '#shared/session/auth-dialog-store.ts';
import { confirmPasswordRule, newPasswordRule } from '#shared/validation/account-rules.ts';
import { FormStack } from '../components/FormStack';
import { MobileCodeFields } from '../components/MobileCodeFields';
import { ConfirmPasswordField, NewPasswordField } from '../components/NewPasswordField';
import { useMobileCode } from '../components/useMobileCode';
import { PanelLink } from '../login/PanelLink';
import type { PanelMode } from '../login/useLogin';
import { ResetPasswordCheckMutation, ResetPasswordMutation } from './reset-operations';
import { RESET_TEXTS } from './reset-texts';

/**
 * Spec §2/§4 password reset in 3 steps: mobile + SMS code (picture check before sending) → validCode; new
 * password + confirmation; 恭喜您，登录密码重置成功 with 完成 → login.
 */
/** The variables the steps recipe's list sets for its separators (the gap beside each line, the line's width). */
const STEPS_LINE_VARIABLES = { '--steps-gutter': 'var(--chakra-spacing-3)', '--steps-thickness': '2px' };

export function ForgetPanel({ mode }: { mode: PanelMode }) {
  const [step, setStep] = useState(0);
  const [mobile, setMobile] = useState('');
  const [validCode, setValidCode] = useState('');
  const navigate = useNavigate();

  const done = () => (mode === 'dialog' ? authDialog.switchTo('login') : navigate('/login'));
  return (
    <Stack gap="6" data-testid="forget-panel">
      <Heading as={mode === 'page' ? 'h1' : 'h2'} size="xl" textAlign="center" color="gray.800">
        忘记密码
      </Heading>
      <Steps.Root recipe={stepsSlotRecipe} step={step} count={RESET_TEXTS.steps.length} colorPalette="brand" size="sm">
        {/* A list of where the reset stands, not Steps.List: Ark's tablist owns tab triggers this line has none of. */}
        <Flex role="list" justify="space-between" align="center" w="full" css={STEPS_LINE_VARIABLES}>
          {RESET_TEXTS.steps.map((title, index) => (
            <Steps.Item key={title} index={index} role="listitem">
              <Steps.Indicator />
              <Steps.Title>{title}</Steps.Title>
              <Steps.Separator />
            </Steps.Item>
          ))}
        </Flex>
      </Steps.Root>
      {step === 0 && (
        <VerifyMobileStep
          mode={mode}
          onVerified={(verifiedMobile, code) => {
            setMobile(verifiedMobile);
            setValidCode(code);
            setStep(1);
          }}
        />
      )}
      {step === 1 && <NewPasswordStep mobile={mobile} validCode={validCode} onReset={() => setStep(2)} />}
      {step === 2 && (
        <Stack gap="6" align="center" py="4" role="status">
          <SuccessIcon />
          <Text fontSize="lg" fontWeight="semibold" color="gray.800">
            {RESET_TEXTS.succeeded}
          </Text>
          <Button colorPalette="brand" size="lg" w="full" onClick={done}>
            完成
          </Button>
        </Stack>
      )}
      <HStack justify="center">
        {mode === 'page' ? (
          <Link asChild color="gray.600" fontSize="sm">
            <RouterLink to="/">返回首页</RouterLink>
          </Link>
        ) : (
          <PanelLink mode={mode} to="/login" panel="login">
            返回登录
          </PanelLink>
        )}
      </HStack>
    </Stack>
  );
}

interface VerifyMobileStepProps {
  mode: PanelMode;
  onVerified: (mobile: string, validCode: string) => void;
}

function VerifyMobileStep({ mode, onVerified }: VerifyMobileStepProps) {
  const fields = useFieldErrors<'mobile' | 'code'>();
  const { checkAll } = fields;
  const mobileCode = useMobileCode(fields);
  const { mobile, code } = mobileCode;
  // A reset step's failure (spec §8): the server's message, or 请求失败，请稍后重试.
  const { busy, submit: checkCode } = useFormMutation(ResetPasswordCheckMutation, {
    form: fields,
    failureText: RESET_TEXTS.failed,
    onCompleted: (data, variables) => onVerified(variables.mobile, data.resetPasswordCheck),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !checkAll(mobileCode.checks)) return;
    await checkCode({ mobile, code });
  }

  return (
    <FormStack label="验证手机号" gap="1" onSubmit={submit}>
      <MobileCodeFields
        {...mobileCode.fields}
        method="RESET_PASSWORD"
        onAccountConflict={mode === 'dialog' ? () => authDialog.switchTo('register') : undefined}
      />
      <Button type="submit" colorPalette="brand" size="lg" mt="2" loading={busy}>
        下一步
      </Button>
    </FormStack>
  );
}

function NewPasswordStep({ mobile, validCode, onReset }: { mobile: string; validCode: string; onReset: () => void }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const fields = useFieldErrors<'password' | 'confirmation'>();
  const { checkAll } = fields;
  const { busy, submit: resetPassword } = useFormMutation(ResetPasswordMutation, {
    form: fields,
    failureText: RESET_TEXTS.failed,
    onCompleted: onReset,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const valid = checkAll({
      password: () => newPasswordRule(password),
      confirmation: () => confirmPasswordRule(password)(confirmation),
    });
    if (busy || !valid) return;
    await resetPassword({ input: { mobile, validCode, password } });
  }

  return (
    <FormStack label="设置新密码" gap="1" onSubmit={submit}>
      <NewPasswordField label="新密码" field={bindField(fields, 'password', password, setPassword)} />
      <ConfirmPasswordField
        label="确认密码"
        placeholder="请再次输入密码"
        password={password}
        field={bindField(fields, 'confirmation', confirmation, setConfirmation)}
      />
      <Button type="submit" colorPalette="brand" size="lg" mt="2" loading={busy}>
        下一步
      </Button>
    </FormStack>
  );
}

function SuccessIcon() {
  return (
    <svg viewBox="0 0 48 48" width="64" height="64" aria-hidden="true">
      <circle cx="24" cy="24" r="22" fill="#38a169" />
      <path
        d="m14 24 7 7 13-14"
        fill="none"
        stroke="white"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
