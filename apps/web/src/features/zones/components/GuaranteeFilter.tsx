import { Box, Checkbox, HStack, Text } from '@chakra-ui/react';
import { checkboxSlotRecipe } from '@chakra-ui/react/theme';

interface Option {
  code: number;
  label: string;
}

/**
 * The class page's guarantee-method filter: 全部 (no filter) and one checkbox per method; a product shows when it
 * accepts any ticked method. Ticking 全部 clears the others and scrolls the page to 426 px (spec §9), where the list
 * starts under the header and the class banner.
 */
export function GuaranteeFilter({
  options,
  selected,
  onChange,
  onFilterAll,
}: {
  options: readonly Option[];
  selected: readonly number[];
  onChange: (codes: number[]) => void;
  onFilterAll: () => void;
}) {
  const all = selected.length === 0;
  const toggle = (code: number, checked: boolean) => {
    const next = checked ? [...selected, code] : selected.filter((value) => value !== code);
    onChange([...new Set(next)].sort((a, b) => a - b));
  };
  return (
    <Box bg="white" borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '5' }} role="group" aria-label="担保方式">
      <HStack gap={{ base: '3', md: '5' }} wrap="wrap">
        <Text fontWeight="semibold" color="gray.700" fontSize="sm">
          担保方式
        </Text>
        <FilterBox
          label="全部"
          checked={all}
          onCheckedChange={(checked) => {
            if (!checked || all) return;
            onChange([]);
            onFilterAll();
          }}
        />
        {options.map((option) => (
          <FilterBox
            key={option.code}
            label={option.label}
            checked={selected.includes(option.code)}
            onCheckedChange={(checked) => toggle(option.code, checked)}
          />
        ))}
      </HStack>
    </Box>
  );
}

function FilterBox({
  label,
  checked,
  onCheckedChange,
}: {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  return (
    <Checkbox.Root
      recipe={checkboxSlotRecipe}
      checked={checked}
      onCheckedChange={(details) => onCheckedChange(details.checked === true)}
      colorPalette="brand"
      minH="44px"
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}
