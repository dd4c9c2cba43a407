import { newPasswordRule, VALIDATION_TEXTS } from '#shared/validation/account-rules.ts';
import { PasswordInput } from './AccountInputs';
import { FormField } from './FormField';
import { PasswordStrengthBar } from './PasswordStrengthBar';

interface NewPasswordFieldProps {
  label: string;
  password: string;
  onPasswordChange: (password: string) => void;
  error?: string | null;
  /** Receives the password's message when the input loses focus with a password in it. */
  onCheck: (message: string | null) => void;
}

/** A password being chosen: the spec §5 rule on blur and the strength bar below (spec §4). */
export function NewPasswordField({ label, password, onPasswordChange, error, onCheck }: NewPasswordFieldProps) {
  return (
    <FormField label={label} error={error}>
      <PasswordInput
        value={password}
        onValueChange={onPasswordChange}
        placeholder={VALIDATION_TEXTS.passwordPlaceholder}
        autoComplete="new-password"
        onBlur={() => password && onCheck(newPasswordRule(password))}
      />
      <PasswordStrengthBar password={password} />
    </FormField>
  );
}
