import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { seedUnderLock } from '../seed-under-lock.ts';
import { institutionRow, institutionSeeds, productRow, productSeeds } from './catalog-rows.ts';

/** Advisory lock key: instances starting together on one empty PostgreSQL seed it once. */
const CATALOG_SEED_LOCK = 7_310_001;

/** Seeds the demo institutions and products in one transaction when there are none; answers whether it did. */
export async function seedCatalogIfEmpty(db: Kysely<DB>): Promise<boolean> {
  return seedUnderLock(db, CATALOG_SEED_LOCK, async (trx) => {
    const existing = await trx.selectFrom('financial_org').select('id').limit(1).executeTakeFirst();
    if (existing) return false;

    const orgs = await trx
      .insertInto('financial_org')
      .values(institutionSeeds.map(institutionRow))
      .returning(['id', 'org_name'])
      .execute();
    const orgByKey = new Map(
      institutionSeeds.map((seed) => {
        const row = orgs.find((org) => org.org_name === seed.orgName);
        if (!row) throw new Error(`Seed institution not inserted: ${seed.orgName}`);
        return [seed.key, { id: row.id, seed }];
      }),
    );
    const products = productSeeds.map((seed) => {
      const org = orgByKey.get(seed.org);
      if (!org) throw new Error(`Seed product ${seed.productName} names an unknown institution: ${seed.org}`);
      return productRow(seed, org);
    });
    await trx.insertInto('loan_product').values(products).execute();
    return true;
  });
}
