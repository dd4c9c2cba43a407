import { type FormEvent, useState } from 'react';
import { failureMessage } from '../api/failure';

/** The fields of a form that hold text (inputs, selects, text areas). */
type TextKey<Values> = { [K in keyof Values]: Values[K] extends string ? K : never }[keyof Values];

/** What a form's own check answers: the input to send, or a message per field. */
export type FormCheck<Input, Errors> = { ok: true; input: Input } | { ok: false; errors: Errors };

/**
 * A workbench form checked here with the gateway's rules before its mutation: the values, the field messages of
 * the last check, and the gateway's message when it refused anyway (shown above the form).
 */
export function useCheckedForm<Values, Input, Errors extends Partial<Record<keyof Values, string>>>(
  initial: Values,
  check: (values: Values) => FormCheck<Input, Errors>,
  send: (input: Input) => Promise<void>,
) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Errors>({} as Errors);
  const [failure, setFailure] = useState<string | null>(null);
  const set = (field: TextKey<Values>) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = check(values);
    setFailure(null);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({} as Errors);
    try {
      await send(checked.input);
    } catch (error) {
      setFailure(failureMessage(error));
    }
  };

  return { values, setValues, set, errors, failure, submit };
}
