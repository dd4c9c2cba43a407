import { Input } from '@chakra-ui/react';
import { OptionSelect } from '@sme/ui/option-select';
import { ChoiceFieldset } from '#shared/forms/ChoiceFieldset.tsx';
import { MoneyInput } from '#shared/forms/MoneyInput.tsx';
import { type Choice, LookupCheckboxes, lookupChoices } from './ChoiceFields';
import { FormRow } from './FormRow';

/** What every row of the loan terms takes: its label and message, the value and where changes go. */
interface RowProps<T> {
  label: string;
  error: string | null | undefined;
  value: T;
  onChange: (value: T) => void;
}

interface TypedRowProps extends RowProps<string> {
  placeholder: string;
  onBlur: () => void;
}

/** An amount in 万元 (the application form's and the need's). */
export function AmountRow({ label, error, value, onChange, onBlur, placeholder }: TypedRowProps) {
  return (
    <FormRow label={label} error={error}>
      <MoneyInput
        unit="万元"
        name="amount"
        placeholder={placeholder}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
      />
    </FormRow>
  );
}

/** A term in whole months. */
export function TermRow({ label, error, value, onChange, onBlur, placeholder }: TypedRowProps) {
  return (
    <FormRow label={label} error={error}>
      <Input
        inputMode="numeric"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value.trim())}
        onBlur={onBlur}
      />
    </FormRow>
  );
}

/** 担保方式: any number of the lookup's guarantee methods. */
export function GuaranteeRow({
  error,
  value,
  onChange,
  choices,
}: Omit<RowProps<number[]>, 'label'> & { choices: readonly Choice[] }) {
  return (
    <ChoiceFieldset legend="担保方式" error={error}>
      <LookupCheckboxes name="guaranteeMethods" choices={choices} value={value} onChange={onChange} />
    </ChoiceFieldset>
  );
}

/** One entry of a lookup as a native select (贷款用途, 还款方式). */
export function LookupRow({
  label,
  error,
  value,
  onChange,
  choices,
}: RowProps<string> & { choices: readonly Choice[] }) {
  return (
    <FormRow label={label} error={error}>
      <OptionSelect
        label={label}
        placeholder={`请选择${label}`}
        options={lookupChoices(choices)}
        value={value}
        onChange={onChange}
      />
    </FormRow>
  );
}
