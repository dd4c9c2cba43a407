import { expect } from 'vitest';

/** What `promise` rejects with, expected to be an instance of `kind` (a promise that resolves fails the test). */
export async function rejectionOf<E extends Error>(
  promise: Promise<unknown>,
  kind: abstract new (...args: never[]) => E,
): Promise<E> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(kind);
  return error as E;
}
