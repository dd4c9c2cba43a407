import { useMutation } from '@apollo/client/react';
import { Button, Text } from '@chakra-ui/react';
import { GatewayCode } from '@sme/contract/codes';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { endedSession, gatewayCodeOf, serverMessageOr } from '#shared/api/graphql-failure.ts';
import { QUIET_ERRORS } from '#shared/api/request-context.ts';
import { isMobileDevice } from '#shared/device/mobile-device.ts';
import { notifyFailure, notifySuccess } from '#shared/ui/toaster.tsx';
import { mobileBeforeSendRule } from '#shared/validation/account-rules.ts';
import { prompts } from '../prompts/prompt-store';
import { useCountdown } from './countdown';
import { SendSmsCodeMutation } from './send-sms-code-mutation';
import { accountConflictRoute, SMS_TEXTS, type SmsMethod } from './sms-method';

interface SendCodeButtonProps {
  mobile: string;
  method: SmsMethod;
  /** Instead of navigating after GatewayCode.MOBILE_CONFLICT (the dialog switches its panel). */
  onAccountConflict?: (route: string) => void;
}

/**
 * Spec §4 send-code button: the picture check first, then the code; 验证码发送成功！ and a 60 s countdown during
 * which the button is hidden and the remaining seconds show; GatewayCode.MOBILE_CONFLICT (spec §8 -4009) alerts 提醒
 * and leads on by method.
 */
export function SendCodeButton({ mobile, method, onAccountConflict }: SendCodeButtonProps) {
  const [sendSmsCode] = useMutation(SendSmsCodeMutation, { context: QUIET_ERRORS });
  const navigate = useNavigate();
  const { remaining, start } = useCountdown();
  const [sending, setSending] = useState(false);

  async function send() {
    const invalid = mobileBeforeSendRule(mobile);
    if (invalid) {
      notifyFailure(invalid);
      return;
    }
    const captchaToken = await prompts.captcha();
    if (!captchaToken) return;
    setSending(true);
    try {
      await sendSmsCode({ variables: { input: { mobile, captchaToken, method } } });
      notifySuccess(SMS_TEXTS.sent);
      start();
    } catch (error) {
      if (endedSession(error)) return;
      if (gatewayCodeOf(error) === GatewayCode.MOBILE_CONFLICT) {
        await prompts.alert(SMS_TEXTS.conflictTitle, serverMessageOr(error, SMS_TEXTS.failed));
        const route = accountConflictRoute(method, isMobileDevice(navigator.userAgent, navigator.maxTouchPoints));
        if (onAccountConflict) onAccountConflict(route);
        else navigate(route);
        return;
      }
      notifyFailure(serverMessageOr(error, SMS_TEXTS.failed));
    } finally {
      setSending(false);
    }
  }

  if (remaining > 0) {
    return (
      <Text
        minW="7.5rem"
        textAlign="center"
        fontSize="sm"
        color="gray.500"
        aria-live="polite"
        data-testid="sms-countdown"
      >
        {remaining}秒后重新获取
      </Text>
    );
  }
  return (
    <Button
      minW="7.5rem"
      size="lg"
      variant="outline"
      colorPalette="brand"
      loading={sending}
      onClick={() => void send()}
    >
      获取验证码
    </Button>
  );
}
