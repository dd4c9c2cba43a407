import { freshReads } from '@sme/contract/fresh-reads';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import type { WriteWatch } from '#db/write-watch.ts';
import { reusedWhileUnwritten } from '#features/catalog/services/catalog-version.ts';
import { statisticsVersionRead } from '../stores/statistics-store.ts';

/**
 * The version the home statistics are computed at: the catalogue's (names and logos of institutions and products)
 * and the application events. Every submission and every status move writes one event and none is ever deleted, so
 * the newest id with the count of the events just below it changes with every change the figures can see — even
 * when transactions commit out of the order of their ids, which a max(id) alone would miss
 * (statistics-store.ts, STATISTICS_VERSION_WINDOW). `writes` as for the catalogue version (catalog-version.ts).
 */
export function statisticsVersionReader(db: Kysely<DB>, writes?: WriteWatch): () => Promise<string> {
  const read = freshReads(statisticsVersionRead(db));
  // An embedded database's writes all pass through this process: the version is read again only after one.
  return writes ? reusedWhileUnwritten(read, writes) : read;
}
