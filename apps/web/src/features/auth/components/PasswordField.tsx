import type { ReactNode } from 'react';
import { FormField } from '#shared/forms/FormField.tsx';
import type { TextFieldBinding } from '#shared/forms/field-binding.ts';
import { PasswordInput } from './AccountInputs';

interface PasswordFieldProps {
  label: string;
  placeholder: string;
  /** The spec §5 rule the password is checked with when the input loses focus with a password in it. */
  rule: (password: string) => string | null;
  field: TextFieldBinding;
  autoComplete?: 'current-password' | 'new-password';
  hideLabel?: boolean;
  /** What stands below the input, inside the field (the strength bar). */
  children?: ReactNode;
}

/** A labelled password input with its message line, checked on blur. */
export function PasswordField({
  label,
  placeholder,
  rule,
  field,
  autoComplete = 'current-password',
  hideLabel,
  children,
}: PasswordFieldProps) {
  return (
    <FormField label={label} error={field.error} hideLabel={hideLabel}>
      <PasswordInput
        value={field.value}
        onValueChange={field.onValueChange}
        placeholder={placeholder}
        autoComplete={autoComplete}
        onBlur={() => field.value && field.onCheck(rule(field.value))}
      />
      {children}
    </FormField>
  );
}
