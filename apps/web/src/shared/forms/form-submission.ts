import { endedSession, serverMessageOr } from '../api/graphql-failure';
import type { FormFeedback } from './form-feedback';

/** What a form shows and clears: its failure toasts, and its field messages on success. */
export interface FormMessages {
  feedback: FormFeedback;
  /** The form succeeded: no field message and none of its failure toasts stay. */
  reset(): void;
}

/** The variables of a submit, or a step before it that answers them (null: the user stopped, e.g. closed a dialog). */
export type SubmitInput<TVariables> = TVariables | (() => TVariables | null | Promise<TVariables | null>);

export interface SubmitBehaviour<TData, TVariables> {
  /** Shown after a success (3 s, spec §8/§9); none when left out. */
  successText?: string;
  /** Shown for a failure when the server gives no Chinese message of its own (spec §8: "the server message or …"). */
  failureText: string;
  /** After a success, while still busy: clear the inputs, refresh the user, navigate… */
  onCompleted?: (data: TData, variables: TVariables) => void | Promise<void>;
  /** Reports a failure instead of the toast (e.g. the login's 提示 alert). An ended session never reaches it. */
  onFailure?: (error: unknown) => void | Promise<void>;
}

export interface FormSubmission<TData, TVariables> extends SubmitBehaviour<TData, TVariables> {
  input: SubmitInput<TVariables>;
  mutate: (variables: TVariables) => Promise<TData | null | undefined>;
  form: FormMessages;
}

function isStep<TVariables>(
  input: SubmitInput<TVariables>,
): input is () => TVariables | null | Promise<TVariables | null> {
  return typeof input === 'function';
}

/**
 * One submit of a form: its variables (after any step before, such as the slider), the mutation, then on success
 * the form's messages cleared, `onCompleted` and the success text; on failure the server's message or the form's
 * fallback. An ended session is left to the request layer's forced logout. Answers the data, or null.
 */
export async function runFormSubmission<TData, TVariables>(
  submission: FormSubmission<TData, TVariables>,
): Promise<TData | null> {
  const { form } = submission;
  try {
    const variables = isStep(submission.input) ? await submission.input() : submission.input;
    if (variables === null) return null;
    const data = await submission.mutate(variables);
    if (data === null || data === undefined) throw new Error('the mutation answered no data');
    form.reset();
    await submission.onCompleted?.(data, variables);
    if (submission.successText) form.feedback.success(submission.successText);
    return data;
  } catch (error) {
    if (endedSession(error)) return null;
    if (submission.onFailure) await submission.onFailure(error);
    else form.feedback.failure(serverMessageOr(error, submission.failureText));
    return null;
  }
}
