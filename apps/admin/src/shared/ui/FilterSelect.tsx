import { NativeSelect } from '@chakra-ui/react';

/** A list filter's drop-down, named for screen readers by `label` (the filters carry no visible labels). */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
  width = '150px',
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  width?: string;
}) {
  return (
    <NativeSelect.Root size="sm" w={width}>
      <NativeSelect.Field aria-label={label} value={value} onChange={(event) => onChange(event.target.value)}>
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
