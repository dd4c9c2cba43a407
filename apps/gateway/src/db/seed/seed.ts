import type { Kysely } from 'kysely';
import type { DB } from '../schema.ts';

/** Seeds the demo content when the database has none yet; answers whether it seeded. */
export async function seedIfEmpty(db: Kysely<DB>): Promise<boolean> {
  const existing = await db.selectFrom('financial_org').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  // Filled in by the catalog seed.
  return false;
}
