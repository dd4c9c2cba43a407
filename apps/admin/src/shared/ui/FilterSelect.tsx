import { NativeSelect } from '@chakra-ui/react';

type FilterOption = { value: string; label: string };

/**
 * A list filter's drop-down, named for screen readers by `label` (the filters carry no visible labels); `allLabel`
 * (全部…) adds a first option '' for "no filter".
 */
export function FilterSelect({
  label,
  value,
  options,
  allLabel,
  onChange,
  width = '150px',
}: {
  label: string;
  value: string;
  options: readonly FilterOption[];
  allLabel?: string;
  onChange: (value: string) => void;
  width?: string;
}) {
  const shown: readonly FilterOption[] =
    allLabel === undefined ? options : [{ value: '', label: allLabel }, ...options];
  return (
    <NativeSelect.Root size="sm" w={width}>
      <NativeSelect.Field aria-label={label} value={value} onChange={(event) => onChange(event.target.value)}>
        {shown.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
