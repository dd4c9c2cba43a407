import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A form control with its label, its hint and its message below; the field shows as invalid while it has a message.
 * The control is the child (an input, a text area, a drop-down), labelled by the field.
 */
export function FormField({
  label,
  error,
  helper,
  required,
  children,
}: {
  label: ReactNode;
  error?: string | null | undefined;
  helper?: ReactNode;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>{label}</Field.Label>
      {children}
      {helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
