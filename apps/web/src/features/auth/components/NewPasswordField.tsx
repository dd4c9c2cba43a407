import type { TextFieldBinding } from '#shared/forms/field-binding.ts';
import { confirmPasswordRule, newPasswordRule, VALIDATION_TEXTS } from '#shared/validation/account-rules.ts';
import { PasswordField } from './PasswordField';
import { PasswordStrengthBar } from './PasswordStrengthBar';

/** A password being chosen: the spec §5 rule on blur and the strength bar below (spec §4). */
export function NewPasswordField({ label, field }: { label: string; field: TextFieldBinding }) {
  return (
    <PasswordField
      label={label}
      placeholder={VALIDATION_TEXTS.passwordPlaceholder}
      rule={newPasswordRule}
      field={field}
      autoComplete="new-password"
    >
      <PasswordStrengthBar password={field.value} />
    </PasswordField>
  );
}

interface ConfirmPasswordFieldProps {
  label: string;
  placeholder: string;
  /** The password being chosen, which this one must repeat. */
  password: string;
  field: TextFieldBinding;
}

/** The chosen password typed again, checked against it on blur. */
export function ConfirmPasswordField({ label, placeholder, password, field }: ConfirmPasswordFieldProps) {
  const rule = confirmPasswordRule(password);
  return (
    <PasswordField label={label} placeholder={placeholder} rule={rule} field={field} autoComplete="new-password" />
  );
}
