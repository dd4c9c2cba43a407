/** What a text field of a form needs from the form: its value and setter, its message and the way to show one. */
export interface TextFieldBinding {
  value: string;
  onValueChange: (value: string) => void;
  error?: string | null;
  /** Shows the field's message (checked on blur). */
  onCheck: (message: string | null) => void;
}

export interface FieldMessages<K extends string> {
  errors: Partial<Record<K, string | null>>;
  show: (key: K, message: string | null) => void;
}

/** Binds the form's field `key` (its messages from useFieldErrors) to the value held in the form's state. */
export function bindField<K extends string>(
  form: FieldMessages<K>,
  key: K,
  value: string,
  onValueChange: (value: string) => void,
): TextFieldBinding {
  return { value, onValueChange, error: form.errors[key], onCheck: (message) => form.show(key, message) };
}
