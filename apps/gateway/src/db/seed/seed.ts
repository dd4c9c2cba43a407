import type { Kysely } from 'kysely';
import type { DB } from '../schema.ts';
import { seedAccountsIfEmpty } from './accounts.ts';
import { seedCatalogIfEmpty } from './catalog/seed-catalog.ts';

/**
 * Seeds the demo content into an empty database; answers whether it seeded anything. Each part checks and seeds
 * its own tables in its own transaction, so a restart never duplicates content.
 */
export async function seedIfEmpty(db: Kysely<DB>): Promise<boolean> {
  let seeded = false;
  if (await seedCatalogIfEmpty(db)) seeded = true;
  if (await seedAccountsIfEmpty(db)) seeded = true;
  return seeded;
}
