/**
 * A read whose answer is as of a moment after the caller asked: a caller that arrives while a read is under way
 * waits for the next read, which starts when that one ends, so a change committed before the request is never
 * missed, while a crowd of callers costs the single-threaded database one read per round instead of one each.
 */
export function freshReads<T>(read: () => Promise<T>): () => Promise<T> {
  let current: Promise<T> | null = null;
  let next: Promise<T> | null = null;

  const start = (): Promise<T> => {
    const reading = read().finally(() => {
      if (current === reading) current = null;
    });
    current = reading;
    return reading;
  };
  const startNext = () => {
    next = null;
    return start();
  };

  return () => {
    if (!current) return start();
    next ??= current.then(startNext, startNext);
    return next;
  };
}
