import { NativeSelect } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * A native select of options, with a first, empty one ('': nothing chosen yet, or all) where `placeholder` names it.
 * Inside a labelled Field the field gives it its id and name; elsewhere `label` names it (the workbench's list filters
 * carry no visible labels). Its recipe is passed, so it needs none in the theme.
 */
export function OptionSelect({
  id,
  label,
  options,
  value,
  onChange,
  placeholder,
  size,
  w,
  maxW,
}: {
  id?: string;
  label?: string;
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string) => void;
  /** The empty option's text; without it, no empty option. */
  placeholder?: string;
  size?: NativeSelect.RootProps['size'];
  w?: string;
  maxW?: string;
}) {
  return (
    <NativeSelect.Root recipe={nativeSelectSlotRecipe} size={size} w={w} maxW={maxW}>
      <NativeSelect.Field
        id={id}
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
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
