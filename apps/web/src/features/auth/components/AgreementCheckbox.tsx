import { Box, Checkbox, Field, Text } from '@chakra-ui/react';
import { checkboxSlotRecipe, fieldSlotRecipe } from '@chakra-ui/react/theme';
import { AgreementLink } from './AgreementLinks';

interface AgreementCheckboxProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  error?: string | null;
}

/** "我已阅读并同意《用户服务协议》《隐私政策》" (spec §2 register screen, §5 agreement rule). */
export function AgreementCheckbox({ checked, onCheckedChange, error }: AgreementCheckboxProps) {
  return (
    <Field.Root recipe={fieldSlotRecipe} invalid={Boolean(error)}>
      <Checkbox.Root
        recipe={checkboxSlotRecipe}
        checked={checked}
        onCheckedChange={(details) => onCheckedChange(details.checked === true)}
        colorPalette="brand"
        size="sm"
        alignItems="flex-start"
      >
        <Checkbox.HiddenInput aria-label="我已阅读并同意用户服务协议和隐私政策" />
        <Checkbox.Control mt="0.5" />
        <Checkbox.Label fontWeight="normal">
          <Text as="span" fontSize="sm" color="gray.600">
            我已阅读并同意
          </Text>
          <AgreementLink agreement="userService" />
          <AgreementLink agreement="privacy" />
        </Checkbox.Label>
      </Checkbox.Root>
      <Box minH="20px">
        <Field.ErrorText mt="1">{error}</Field.ErrorText>
      </Box>
    </Field.Root>
  );
}
