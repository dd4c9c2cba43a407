import { Checkbox, HStack, RadioGroup, Wrap } from '@chakra-ui/react';
import { checkboxSlotRecipe, radioGroupSlotRecipe } from '@chakra-ui/react/theme';

export interface Choice {
  code: number;
  label: string;
}

export const lookupChoices = (entries: readonly Choice[]) =>
  entries.map((entry) => ({ value: String(entry.code), label: entry.label }));

/** Checkboxes of lookup entries (several may be ticked). */
export function LookupCheckboxes({
  name,
  choices,
  value,
  onChange,
}: {
  name: string;
  choices: readonly Choice[];
  value: readonly number[];
  onChange: (value: number[]) => void;
}) {
  return (
    <Wrap gap="4">
      {choices.map((choice) => (
        <Checkbox.Root
          recipe={checkboxSlotRecipe}
          key={choice.code}
          name={name}
          value={String(choice.code)}
          colorPalette="brand"
          checked={value.includes(choice.code)}
          onCheckedChange={(details) =>
            onChange(
              details.checked === true
                ? [...value, choice.code].sort((a, b) => a - b)
                : value.filter((code) => code !== choice.code),
            )
          }
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label fontWeight="normal">{choice.label}</Checkbox.Label>
        </Checkbox.Root>
      ))}
    </Wrap>
  );
}

/** 是 / 否 as one radio group (one tab stop, arrow keys between the two). */
export function YesNo({
  name,
  label,
  value,
  onChange,
}: {
  name: string;
  label: string;
  value: '' | 'yes' | 'no';
  onChange: (value: 'yes' | 'no') => void;
}) {
  return (
    <RadioGroup.Root
      recipe={radioGroupSlotRecipe}
      name={name}
      aria-label={label}
      colorPalette="brand"
      value={value || null}
      onValueChange={(details) => {
        if (details.value === 'yes' || details.value === 'no') onChange(details.value);
      }}
    >
      <HStack gap="6">
        {(
          [
            ['yes', '是'],
            ['no', '否'],
          ] as const
        ).map(([itemValue, text]) => (
          <RadioGroup.Item key={itemValue} value={itemValue}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{text}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </HStack>
    </RadioGroup.Root>
  );
}
