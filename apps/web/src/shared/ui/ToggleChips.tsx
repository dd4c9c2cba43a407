import { Button, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface ToggleChipsProps {
  /** The group's accessible name, e.g. 机构类型. */
  label: string;
  options: readonly { value: number; label: string }[];
  /** The chosen option; undefined means 全部. */
  selected: number | undefined;
  onSelect: (value: number | undefined) => void;
  /** The chips' text weight; the button's own when left out. */
  fontWeight?: 'normal';
}

/** A single-choice filter: 全部, then each option as a toggle button. */
export function ToggleChips({ label, options, selected, onSelect, fontWeight }: ToggleChipsProps) {
  return (
    <HStack gap="1.5" wrap="wrap" role="group" aria-label={label}>
      <Chip active={selected === undefined} fontWeight={fontWeight} onClick={() => onSelect(undefined)}>
        全部
      </Chip>
      {options.map((option) => (
        <Chip
          key={option.value}
          active={selected === option.value}
          fontWeight={fontWeight}
          onClick={() => onSelect(option.value)}
        >
          {option.label}
        </Chip>
      ))}
    </HStack>
  );
}

interface ChipProps {
  active: boolean;
  fontWeight: 'normal' | undefined;
  onClick: () => void;
  children: ReactNode;
}

function Chip({ active, fontWeight, onClick, children }: ChipProps) {
  return (
    <Button
      size="xs"
      px="3"
      colorPalette="brand"
      variant={active ? 'solid' : 'ghost'}
      aria-pressed={active}
      onClick={onClick}
      {...(fontWeight && { fontWeight })}
    >
      {children}
    </Button>
  );
}
