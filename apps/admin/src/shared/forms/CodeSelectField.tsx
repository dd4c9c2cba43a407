import { NativeSelect } from '@chakra-ui/react';
import type { ChangeEvent } from 'react';
import { FormField } from './FormField';

/** A labelled drop-down of coded choices (the code sent as its text), with its message below. */
export function CodeSelectField({
  label,
  name,
  value,
  onChange,
  choices,
  placeholder,
  error,
}: {
  label: string;
  name?: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  choices: readonly { code: number; label: string }[];
  /** A first, empty choice, for a field that starts unchosen. */
  placeholder?: string;
  error?: string;
}) {
  return (
    <FormField label={label} error={error}>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field name={name} value={value} onChange={onChange}>
          {placeholder === undefined ? null : <option value="">{placeholder}</option>}
          {choices.map((choice) => (
            <option key={choice.code} value={String(choice.code)}>
              {choice.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
