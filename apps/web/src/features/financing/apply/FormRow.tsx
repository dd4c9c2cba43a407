import { Box, Field } from '@chakra-ui/react';
import { fieldSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';

/** One labelled field of the financing forms with its message line (kept in height so the layout never jumps). */
export function FormRow({
  label,
  error,
  required = true,
  helper,
  children,
}: {
  label: string;
  error?: string | null | undefined;
  required?: boolean;
  helper?: string;
  children: ReactNode;
}) {
  return (
    <Field.Root recipe={fieldSlotRecipe} invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helper && <Field.HelperText>{helper}</Field.HelperText>}
      <Box minH="18px" w="full">
        <Field.ErrorText mt="1">{error}</Field.ErrorText>
      </Box>
    </Field.Root>
  );
}
