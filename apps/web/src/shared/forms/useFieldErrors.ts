import { useCallback, useState } from 'react';
import { toastNotifier } from '../ui/toaster';
import { type FieldErrors, submitFailureMessage, validateFields } from '../validation/account-rules';
import { createFormFeedback } from './form-feedback';

/**
 * A form's field messages: each field shows its own below it (checked on blur), and a refused submit also shows
 * the first field's message as a toast (spec §5). The form's toasts are tracked, so its success can dismiss them.
 */
export function useFieldErrors<K extends string>() {
  const [errors, setErrors] = useState<Partial<FieldErrors<K>>>({});
  const [feedback] = useState(() => createFormFeedback(toastNotifier));

  const show = useCallback((key: K, message: string | null) => {
    setErrors((previous) => (previous[key] === message ? previous : { ...previous, [key]: message }));
  }, []);

  /** Checks every field; answers true when all pass. `toastFor` may replace the toast text (pre-check wording). */
  const checkAll = useCallback(
    (checks: Record<K, () => string | null>, toastFor?: (errors: FieldErrors<K>) => string | null): boolean => {
      const result = validateFields(checks);
      setErrors(result);
      const valid = Object.values<string | null>(result).every((message) => message === null);
      if (!valid) feedback.failure(toastFor?.(result) ?? submitFailureMessage(result));
      return valid;
    },
    [feedback],
  );

  /** The form succeeded: its field messages and its failure toasts go. */
  const reset = useCallback(() => {
    setErrors({});
    feedback.clear();
  }, [feedback]);

  return { errors, show, checkAll, feedback, reset };
}
