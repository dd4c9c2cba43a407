import { Input, type InputProps } from '@chakra-ui/react';
import { stripCommasAndSpaces } from '#shared/validation/account-rules.ts';

interface TextInputProps extends Omit<InputProps, 'value' | 'onChange'> {
  value: string;
  onValueChange: (value: string) => void;
}

/** Mobile number: digits keyboard, 11 characters, commas and spaces stripped as typed (spec §5). */
export function MobileInput({ value, onValueChange, ...rest }: TextInputProps) {
  return (
    <Input
      type="tel"
      inputMode="numeric"
      autoComplete="tel"
      maxLength={11}
      placeholder="请输入手机号"
      value={value}
      onChange={(event) => onValueChange(stripCommasAndSpaces(event.target.value))}
      size="lg"
      {...rest}
    />
  );
}

/** Password: commas and spaces stripped as typed (spec §5). */
export function PasswordInput({ value, onValueChange, ...rest }: TextInputProps) {
  return (
    <Input
      type="password"
      maxLength={18}
      value={value}
      onChange={(event) => onValueChange(stripCommasAndSpaces(event.target.value))}
      size="lg"
      {...rest}
    />
  );
}

/** Six-digit SMS code. */
export function SmsCodeInput({ value, onValueChange, ...rest }: TextInputProps) {
  return (
    <Input
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      placeholder="请输入验证码"
      value={value}
      onChange={(event) => onValueChange(event.target.value.replace(/\s/g, ''))}
      size="lg"
      {...rest}
    />
  );
}
