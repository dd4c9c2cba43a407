import { Box, Field } from '@chakra-ui/react';

/**
 * A field's spec §5 message line, inside its Field.Root. The line keeps its height when empty, so a message appearing
 * or going away (on blur) never moves the controls under the pointer.
 */
export function FieldMessage({ message, testId = 'field-error' }: { message?: string | null; testId?: string }) {
  return (
    <Box minH="20px" w="full">
      <Field.ErrorText mt="1" data-testid={testId}>
        {message}
      </Field.ErrorText>
    </Box>
  );
}
