import { Box, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ToggleChips } from '#shared/ui/ToggleChips.tsx';

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
      <ToggleChips label={label} options={options} selected={selected} onSelect={onSelect} fontWeight="normal" />
    </FilterRow>
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
