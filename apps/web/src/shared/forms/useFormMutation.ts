import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { QUIET_ERRORS } from '../api/request-context';
import { toastNotifier } from '../ui/toaster';
import { createFormFeedback } from './form-feedback';
import { type FormMessages, runFormSubmission, type SubmitBehaviour, type SubmitInput } from './form-submission';

export interface FormMutationOptions<TData, TVariables> extends SubmitBehaviour<TData, TVariables> {
  /** The form's messages (useFieldErrors): cleared on success, failures shown through them. Own ones when left out. */
  form?: FormMessages;
}

/**
 * One form's mutation on Apollo's `useMutation`: `busy` from the first step of a submit to the end of its
 * `onCompleted` (a second submit meanwhile is ignored), the success text, the failure text (the server's message
 * or `failureText`), an ended session left to the forced logout, and on success the form's field messages and
 * earlier failure toasts cleared. `submit` answers the data, or null when it failed or the user stopped.
 */
export function useFormMutation<TData, TVariables extends OperationVariables>(
  mutation: TypedDocumentNode<TData, TVariables>,
  options: FormMutationOptions<TData, TVariables>,
) {
  const [mutate] = useMutation(mutation, { context: QUIET_ERRORS });
  // useMutation's conditional option types cannot be narrowed for a generic TVariables: this is its call shape.
  const execute = mutate as unknown as (options: { variables: TVariables }) => Promise<{ data?: TData | null }>;
  const [ownFeedback] = useState(() => createFormFeedback(toastNotifier));
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const mounted = useRef(true);
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const submit = useCallback(
    async (input: SubmitInput<TVariables>, overrides: Partial<SubmitBehaviour<TData, TVariables>> = {}) => {
      if (running.current) return null;
      running.current = true;
      setBusy(true);
      const { form, ...behaviour } = { ...latest.current, ...overrides };
      try {
        return await runFormSubmission<TData, TVariables>({
          ...behaviour,
          input,
          mutate: async (variables) => (await execute({ variables })).data,
          form: form ?? { feedback: ownFeedback, reset: () => ownFeedback.clear() },
        });
      } finally {
        running.current = false;
        if (mounted.current) setBusy(false);
      }
    },
    [execute, ownFeedback],
  );

  return { busy, submit };
}
