import { HStack } from '@chakra-ui/react';
import { FormField } from '#shared/forms/FormField.tsx';
import type { TextFieldBinding } from '#shared/forms/field-binding.ts';
import { smsCodeRule } from '#shared/validation/account-rules.ts';
import { SendCodeButton } from '../sms/SendCodeButton';
import type { SmsMethod } from '../sms/sms-method';
import { SmsCodeInput } from './AccountInputs';

interface SmsCodeFieldProps {
  field: TextFieldBinding;
  /** The mobile the send button sends the code to. */
  mobile: string;
  method: SmsMethod;
  onAccountConflict?: (route: string) => void;
  hideLabel?: boolean;
}

/** 短信验证码: the code input with its send button (spec §4), checked on blur. */
export function SmsCodeField({ field, mobile, method, onAccountConflict, hideLabel }: SmsCodeFieldProps) {
  const { value: code } = field;
  return (
    <FormField label="短信验证码" error={field.error} hideLabel={hideLabel}>
      <HStack w="full" gap="2">
        <SmsCodeInput
          value={code}
          onValueChange={field.onValueChange}
          onBlur={() => code && field.onCheck(smsCodeRule(code))}
        />
        <SendCodeButton mobile={mobile} method={method} onAccountConflict={onAccountConflict} />
      </HStack>
    </FormField>
  );
}
