import { HStack } from '@chakra-ui/react';
import { smsCodeRule } from '#shared/validation/account-rules.ts';
import { SendCodeButton } from '../sms/SendCodeButton';
import type { SmsMethod } from '../sms/sms-method';
import { SmsCodeInput } from './AccountInputs';
import { FormField } from './FormField';

interface SmsCodeFieldProps {
  code: string;
  onCodeChange: (code: string) => void;
  error?: string | null;
  /** Receives the code's message when the input loses focus with a code in it. */
  onCheck: (message: string | null) => void;
  /** The mobile the send button sends the code to. */
  mobile: string;
  method: SmsMethod;
  onAccountConflict?: (route: string) => void;
  hideLabel?: boolean;
}

/** 短信验证码: the code input with its send button (spec §4), checked on blur. */
export function SmsCodeField({
  code,
  onCodeChange,
  error,
  onCheck,
  mobile,
  method,
  onAccountConflict,
  hideLabel,
}: SmsCodeFieldProps) {
  return (
    <FormField label="短信验证码" error={error} hideLabel={hideLabel}>
      <HStack w="full" gap="2">
        <SmsCodeInput value={code} onValueChange={onCodeChange} onBlur={() => code && onCheck(smsCodeRule(code))} />
        <SendCodeButton mobile={mobile} method={method} onAccountConflict={onAccountConflict} />
      </HStack>
    </FormField>
  );
}
