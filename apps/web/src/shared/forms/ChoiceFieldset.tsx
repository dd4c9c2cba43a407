import { Box, Fieldset } from '@chakra-ui/react';
import { fieldsetSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';

/**
 * A group of controls under one legend — checkboxes, a radio group, a pair of selects — with the form rows' message
 * line. Not a Field: a Field hands its one id to every control inside it, so every option's label pointed at the
 * first option (clicking 信用 ticked 抵押). In a fieldset each control keeps its own id and label.
 */
export function ChoiceFieldset({
  legend,
  error,
  required = true,
  helper,
  children,
}: {
  legend: string;
  error?: string | null | undefined;
  required?: boolean;
  helper?: string;
  children: ReactNode;
}) {
  return (
    <Fieldset.Root recipe={fieldsetSlotRecipe} size="sm" invalid={Boolean(error)} gap="1.5" spaceY="0" minW="0">
      <Fieldset.Legend display="flex" gap="1" mb="1.5">
        {legend}
        {required && (
          <Box as="span" color="fg.error" lineHeight="1" aria-hidden="true">
            *
          </Box>
        )}
      </Fieldset.Legend>
      {children}
      {helper && <Fieldset.HelperText>{helper}</Fieldset.HelperText>}
      <Box minH="18px" w="full">
        <Fieldset.ErrorText mt="1">{error}</Fieldset.ErrorText>
      </Box>
    </Fieldset.Root>
  );
}
