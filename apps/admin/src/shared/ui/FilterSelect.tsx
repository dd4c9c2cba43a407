import { OptionSelect, type SelectOption } from '@sme/ui/option-select';

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
  options: readonly SelectOption[];
  allLabel?: string;
  onChange: (value: string) => void;
  width?: string;
}) {
  return (
    <OptionSelect
      size="sm"
      w={width}
      label={label}
      placeholder={allLabel}
      options={options}
      value={value}
      onChange={onChange}
    />
  );
}
