import { NativeSelect } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * A native select whose first option is the empty one ('': nothing chosen yet, or all), then the options. Inside a
 * labelled Field the field gives it its id and name; elsewhere `label` names it.
 */
export function OptionSelect({
  id,
  label,
  options,
  value,
  onChange,
  placeholder,
  size,
  maxW,
}: {
  id?: string;
  label?: string;
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string) => void;
  /** The empty option's text. */
  placeholder: string;
  size?: NativeSelect.RootProps['size'];
  maxW?: string;
}) {
  return (
    <NativeSelect.Root recipe={nativeSelectSlotRecipe} size={size} maxW={maxW}>
      <NativeSelect.Field
        id={id}
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
