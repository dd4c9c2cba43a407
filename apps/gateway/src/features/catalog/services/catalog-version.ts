import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import type { WriteWatch } from '#db/write-watch.ts';
import { catalogVersionRead } from '../stores/catalog-version-store.ts';

/** Reads the catalogue's version (migration 0014) from the shared database. */
export type CatalogVersionReader = () => Promise<string>;

/**
 * `writes`: given for an embedded database (every write passes through this process), the version read is reused
 * until a statement that may have written has finished; without it (a server with other clients) every answer reads.
 */
export function catalogVersionReader(db: Kysely<DB>, writes?: WriteWatch): CatalogVersionReader {
  const read = freshReads(catalogVersionRead(db));
  return writes ? reusedWhileUnwritten(read, writes) : read;
}

/**
 * Reuses the last value read while no statement that may have written has finished since that read was asked for.
 * The count is taken before asking, so a write that finishes during the read leaves the value marked as older than
 * the count, and the next caller reads again.
 */
export function reusedWhileUnwritten<T>(read: () => Promise<T>, writes: Pick<WriteWatch, 'count'>): () => Promise<T> {
  let known: { value: T; atCount: number } | null = null;
  return async () => {
    const atCount = writes.count;
    if (known && known.atCount === atCount) return known.value;
    const value = await read();
    if (!known || known.atCount <= atCount) known = { value, atCount };
    return value;
  };
}

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
