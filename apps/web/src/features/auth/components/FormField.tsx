import { Box, Field } from '@chakra-ui/react';
import { fieldSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';

interface FormFieldProps {
  label: string;
  error?: string | null;
  /** Hide the label visually (the login panel shows placeholders only); it still names the input. */
  hideLabel?: boolean;
  children: ReactNode;
}

/**
 * A labelled form field with its spec §5 message below it. The message line keeps its height when empty, so a
 * message appearing or going away (on blur) never moves the controls under the pointer.
 */
export function FormField({ label, error, hideLabel, children }: FormFieldProps) {
  return (
    <Field.Root recipe={fieldSlotRecipe} invalid={Boolean(error)}>
      <Field.Label srOnly={hideLabel} fontSize="sm" color="gray.700">
        {label}
      </Field.Label>
      {children}
      <Box minH="20px" w="full">
        <Field.ErrorText mt="1" data-testid="field-error">
          {error}
        </Field.ErrorText>
      </Box>
    </Field.Root>
  );
}
