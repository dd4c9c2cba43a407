import { useState } from 'react';
import { useFieldErrors } from '#shared/forms/useFieldErrors.ts';
import { authEndBounds, authEndDateFor } from './auth-end-date';

/**
 * What the apply and release forms share: their values with one field's change, its check on blur and a loan-term
 * row's props, their field messages, and the data authorisation step's consent and end date (its props whole, and
 * what the mutation's input carries of it).
 * `checksOf` gives the form's checks for the values being shown.
 */
export function useLoanForm<Values extends { agreed: boolean }>(
  initial: Values,
  checksOf: (values: Values) => Record<keyof Values & string, () => string | null>,
  agreementText: string,
) {
  type Field = keyof Values & string;
  const [values, setValues] = useState(initial);
  const [bounds] = useState(() => authEndBounds(Date.now()));
  const [endDay, setEndDay] = useState(bounds.initial);
  const fields = useFieldErrors<Field>();
  const checks = checksOf(values);

  const set = <K extends Field>(key: K, value: Values[K]) => setValues((previous) => ({ ...previous, [key]: value }));
  const blur = (key: Field) => () => fields.show(key, checks[key]());
  /** What a row of the loan terms takes for one field: its message, value and change. */
  const row = <K extends Field>(key: K) => ({
    error: fields.errors[key],
    value: values[key],
    onChange: (value: Values[K]) => set(key, value),
  });
  const authorisation = {
    agreed: values.agreed,
    onAgreed: (agreed: boolean) => {
      set('agreed' as Field, agreed as Values[Field]);
      fields.show('agreed' as Field, agreed ? null : agreementText);
    },
    agreedError: fields.errors['agreed' as Field],
    endDay,
    onEndDay: setEndDay,
    bounds,
  };

  /** The input's authorisation end, sent only with the authorisation the form asked for. */
  const authEndInput = (needsAgreement: boolean) =>
    needsAgreement ? { authEndDate: authEndDateFor(endDay, Date.now()) } : {};

  return { values, set, blur, row, fields, checks, authorisation, authEndInput };
}
