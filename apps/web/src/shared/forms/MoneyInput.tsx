import { Group, Input, InputAddon } from '@chakra-ui/react';
import { useState } from 'react';
import { keepMoneyCharacters } from '../validation/money-rules';
import { moneyInputDisplay } from './money-display';

interface MoneyInputProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The unit shown after the input, e.g. 万元. */
  unit: string;
  placeholder?: string;
  id?: string;
  name?: string;
}

/**
 * Spec §2 money input: the amount as typed while focused (only digits and one point kept), a thousands-separated
 * two-decimal display otherwise. The value handed out is always the plain number text.
 */
export function MoneyInput({ value, onChange, onBlur, unit, placeholder, id, name }: MoneyInputProps) {
  const [focused, setFocused] = useState(false);
  return (
    <Group attached w="full">
      <Input
        id={id}
        name={name}
        inputMode="decimal"
        autoComplete="off"
        placeholder={placeholder}
        value={moneyInputDisplay(value, focused)}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          onBlur?.();
        }}
        onChange={(event) => onChange(keepMoneyCharacters(event.target.value))}
      />
      <InputAddon>{unit}</InputAddon>
    </Group>
  );
}
