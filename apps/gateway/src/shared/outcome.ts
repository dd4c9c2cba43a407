import type { ApiError } from '#http/api-error.ts';

/**
 * The result of a transaction that must commit even when the request fails (a wrong SMS code still counts as a
 * try): the transaction returns a failure instead of throwing, and the caller throws it after the commit.
 */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: ApiError };

export function success<T>(value: T): Outcome<T> {
  return { ok: true, value };
}

export function failure<T = never>(error: ApiError): Outcome<T> {
  return { ok: false, error };
}

export function unwrap<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw outcome.error;
  return outcome.value;
}
