import { InvalidArgumentError } from '#errors/invalid-argument-error.ts';

/** Runs a validation expected to refuse its input and answers the InvalidArgumentError it threw (tests only). */
export function refusal(action: () => unknown): InvalidArgumentError {
  try {
    action();
  } catch (error) {
    if (error instanceof InvalidArgumentError) return error;
    throw error;
  }
  throw new Error('expected an InvalidArgumentError');
}
