import { Box, Button, Flex, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface FilterChipsProps {
  label: string;
  options: readonly { value: number; label: string }[];
  selected: number | undefined;
  onSelect: (value: number | undefined) => void;
}

/** One row of the filter bar: a label, then 全部 and each option as a toggle. */
export function FilterChips({ label, options, selected, onSelect }: FilterChipsProps) {
  return (
    <FilterRow label={label}>
      <HStack gap="1.5" wrap="wrap" role="group" aria-label={label}>
        <Chip active={selected === undefined} onClick={() => onSelect(undefined)}>
          全部
        </Chip>
        {options.map((option) => (
          <Chip key={option.value} active={selected === option.value} onClick={() => onSelect(option.value)}>
            {option.label}
          </Chip>
        ))}
      </HStack>
    </FilterRow>
  );
}

function Chip({ active, onClick, children }: { active: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <Button
      size="xs"
      px="3"
      colorPalette="brand"
      variant={active ? 'solid' : 'ghost'}
      aria-pressed={active}
      onClick={onClick}
      fontWeight="normal"
    >
      {children}
    </Button>
  );
}

export function FilterRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex gap="3" align={{ base: 'start', md: 'center' }} direction={{ base: 'column', md: 'row' }} py="2">
      <Box w="80px" flexShrink={0} fontSize="sm" color="gray.500">
        {label}：
      </Box>
      <Box flex="1">{children}</Box>
    </Flex>
  );
}
