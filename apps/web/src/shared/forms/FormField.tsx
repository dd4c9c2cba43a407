import { Field } from '@chakra-ui/react';
import { fieldSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';
import { FieldMessage } from './FieldMessage';

interface FormFieldProps {
  label: string;
  error?: string | null;
  /** Hide the label visually (the login panel shows placeholders only); it still names the input. */
  hideLabel?: boolean;
  children: ReactNode;
}

/** A labelled form field with its spec §5 message line below it. */
export function FormField({ label, error, hideLabel, children }: FormFieldProps) {
  return (
    <Field.Root recipe={fieldSlotRecipe} invalid={Boolean(error)}>
      <Field.Label srOnly={hideLabel} fontSize="sm" color="gray.700">
        {label}
      </Field.Label>
      {children}
      <FieldMessage message={error} />
    </Field.Root>
  );
}
