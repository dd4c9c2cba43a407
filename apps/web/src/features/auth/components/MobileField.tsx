import { FormField } from '#shared/forms/FormField.tsx';
import type { TextFieldBinding } from '#shared/forms/field-binding.ts';
import { mobileRule } from '#shared/validation/account-rules.ts';
import { MobileInput } from './AccountInputs';

interface MobileFieldProps {
  field: TextFieldBinding;
  label?: string;
  placeholder?: string;
  hideLabel?: boolean;
}

/** 手机号: the mobile input with its message line, checked on blur (spec §5). */
export function MobileField({ field, label = '手机号', placeholder, hideLabel }: MobileFieldProps) {
  return (
    <FormField label={label} error={field.error} hideLabel={hideLabel}>
      <MobileInput
        value={field.value}
        onValueChange={field.onValueChange}
        {...(placeholder && { placeholder })}
        onBlur={() => field.onCheck(mobileRule(field.value))}
      />
    </FormField>
  );
}
