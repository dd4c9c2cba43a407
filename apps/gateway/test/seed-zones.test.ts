import { describe, expect, it } from 'vitest';
import type { Database } from '#db/database.ts';
import { seedCatalogIfEmpty } from '#seed/catalog/seed-catalog.ts';
import { seedZones } from '#seed/catalog/seed-zones.ts';
import { zoneProductSeeds } from '#seed/catalog/zone-products.data.ts';
import { zoneSeeds } from '#seed/catalog/zones.data.ts';
import { harnessForFile } from './accounts-support.ts';
import { createEmptyDatabase, createTestDatabase } from './test-database.ts';

const database = harnessForFile(createTestDatabase);

const zoneProductNames = zoneProductSeeds.map((seed) => seed.productName);

describe('seedZones', () => {
  it('does nothing when the zones exist', async () => {
    expect(await seedZones(database.db)).toBe(false);
  });

  it('gives a catalogue seeded before the zones their products and memberships, once', async () => {
    const older = await createEmptyDatabase();
    try {
      await checkOlderCatalogue(older);
    } finally {
      await older.close();
    }
  });
});

async function checkOlderCatalogue({ db }: Database) {
  await seedCatalogIfEmpty(db);
  await db.deleteFrom('loan_product').where('product_name', 'in', zoneProductNames).execute();

  expect(await seedZones(db)).toBe(true);
  const products = await db
    .selectFrom('loan_product')
    .select('product_name')
    .where('product_name', 'in', zoneProductNames)
    .execute();
  expect(products).toHaveLength(zoneProductNames.length);
  const zones = await db.selectFrom('product_zone').select('key').orderBy('sort').execute();
  expect(zones.map((zone) => zone.key)).toEqual(zoneSeeds.map((zone) => zone.key));
  const members = await db
    .selectFrom('product_zone_member as m')
    .innerJoin('loan_product as p', 'p.id', 'm.product_id')
    .select('p.product_name')
    .where('m.zone_key', '=', 'biomedicine')
    .orderBy('m.sort')
    .execute();
  expect(members.map((row) => row.product_name)).toEqual(zoneSeeds.find((z) => z.key === 'biomedicine')?.products);

  expect(await seedZones(db)).toBe(false);
  const again = await db
    .selectFrom('loan_product')
    .select('id')
    .where('product_name', 'in', zoneProductNames)
    .execute();
  expect(again).toHaveLength(zoneProductNames.length);
}
