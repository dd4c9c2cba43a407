import type { Kysely, Transaction } from 'kysely';
import type { DB } from '#db/schema.ts';
import { seedUnderLock } from '../seed-under-lock.ts';
import { institutionSeeds, productRow } from './catalog-rows.ts';
import { zoneProductSeeds } from './zone-products.data.ts';
import { classSeeds, industrySeeds, zoneSeeds } from './zones.data.ts';

/** Advisory lock key: instances starting together seed the zones once. */
const ZONE_SEED_LOCK = 7_310_016;

/**
 * Seeds the demo zones, classes and industries with their members when there are no zones yet; answers whether it
 * did. A catalogue seeded before the zones existed first gets the zones' own products (added by name when missing,
 * as the postal bank's are). Members are found by product name; a name an operator has changed since is skipped.
 */
export async function seedZones(db: Kysely<DB>): Promise<boolean> {
  return seedUnderLock(db, ZONE_SEED_LOCK, async (trx) => {
    const anyOrg = await trx.selectFrom('financial_org').select('id').limit(1).executeTakeFirst();
    if (!anyOrg) return false;
    const anyZone = await trx.selectFrom('product_zone').select('key').limit(1).executeTakeFirst();
    if (anyZone) return false;

    await addMissingZoneProducts(trx);
    const productIds = await productIdsByName(trx);
    const idsOf = (names: readonly string[]) =>
      names.flatMap((name) => {
        const id = productIds.get(name);
        return id === undefined ? [] : [id];
      });

    await trx
      .insertInto('product_zone')
      .values(
        zoneSeeds.map((zone, index) => ({
          key: zone.key,
          name: zone.name,
          slogan: zone.slogan,
          programme: zone.programme.join('\n'),
          sort: (index + 1) * 10,
        })),
      )
      .execute();
    const zoneMembers = zoneSeeds.flatMap((zone) =>
      idsOf(zone.products).map((productId, index) => ({ zone_key: zone.key, product_id: productId, sort: index })),
    );
    await trx.insertInto('product_zone_member').values(zoneMembers).execute();

    for (const [index, seed] of classSeeds.entries()) {
      const { id } = await trx
        .insertInto('product_class')
        .values({ name: seed.name, description: seed.description, sort: (index + 1) * 10 })
        .returning('id')
        .executeTakeFirstOrThrow();
      const members = idsOf(seed.products).map((productId, order) => ({
        class_id: id,
        product_id: productId,
        sort: order,
      }));
      if (members.length > 0) await trx.insertInto('product_class_member').values(members).execute();
    }

    await trx
      .insertInto('product_industry')
      .values(
        industrySeeds.map((industry, index) => ({
          code: industry.code,
          name: industry.name,
          description: industry.description,
          sort: (index + 1) * 10,
        })),
      )
      .execute();
    const tags = industrySeeds.flatMap((industry) =>
      idsOf(industry.products).map((productId) => ({ industry_code: industry.code, product_id: productId })),
    );
    await trx.insertInto('product_industry_tag').values(tags).execute();
    return true;
  });
}

async function addMissingZoneProducts(trx: Transaction<DB>): Promise<void> {
  const existing = new Set(
    (await trx.selectFrom('loan_product').select('product_name').execute()).map((r) => r.product_name),
  );
  const orgs = await trx.selectFrom('financial_org').select(['id', 'org_name']).execute();
  const rows = zoneProductSeeds.flatMap((seed) => {
    if (existing.has(seed.productName)) return [];
    const orgSeed = institutionSeeds.find((institution) => institution.key === seed.org);
    const org = orgs.find((row) => row.org_name === orgSeed?.orgName);
    return orgSeed && org ? [productRow(seed, { id: org.id, seed: orgSeed })] : [];
  });
  if (rows.length > 0) await trx.insertInto('loan_product').values(rows).execute();
}

async function productIdsByName(trx: Transaction<DB>): Promise<Map<string, number>> {
  const rows = await trx.selectFrom('loan_product').select(['id', 'product_name']).orderBy('id').execute();
  const ids = new Map<string, number>();
  for (const row of rows) if (!ids.has(row.product_name)) ids.set(row.product_name, row.id);
  return ids;
}
