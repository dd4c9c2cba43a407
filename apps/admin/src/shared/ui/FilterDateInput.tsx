import { Input } from '@chakra-ui/react';

/** A list filter's day (a YYYY-MM-DD input), named for screen readers by `label` (the filters carry no visible labels). */
export function FilterDateInput({
  id,
  label,
  value,
  onChange,
}: {
  id?: string | undefined;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Input
      id={id}
      size="sm"
      w="150px"
      type="date"
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
