import { useCallback, useState } from 'react';
import { notifyFailure } from '../../../shared/ui/toaster';
import { type FieldErrors, submitFailureMessage, validateFields } from '../../../shared/validation/account-rules';

/**
 * A form's field messages: each field shows its own below it (checked on blur), and a refused submit also shows
 * the first field's message (spec §5).
 */
export function useFieldErrors<K extends string>() {
  const [errors, setErrors] = useState<Partial<FieldErrors<K>>>({});

  const show = useCallback((key: K, message: string | null) => {
    setErrors((previous) => (previous[key] === message ? previous : { ...previous, [key]: message }));
  }, []);

  /** Checks every field; answers true when all pass. `toastFor` may replace the toast text (pre-check wording). */
  const checkAll = useCallback(
    (checks: Record<K, () => string | null>, toastFor?: (errors: FieldErrors<K>) => string | null): boolean => {
      const result = validateFields(checks);
      setErrors(result);
      const valid = Object.values<string | null>(result).every((message) => message === null);
      if (!valid) notifyFailure(toastFor?.(result) ?? submitFailureMessage(result));
      return valid;
    },
    [],
  );

  return { errors, show, checkAll };
}
