import { freshReads } from '@sme/contract/fresh-reads';
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
