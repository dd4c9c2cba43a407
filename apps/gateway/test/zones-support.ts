import { productSeeds } from '#seed/catalog/catalog-rows.ts';
import { classSeeds, industrySeeds, zoneSeeds } from '#seed/catalog/zones.data.ts';
import { offeredProducts } from './catalog-support.ts';

/**
 * Expectations for the zone tests, read from the seed data files (an independent reading of the data the SQL
 * answers from): members in the order written, only those the portal offers.
 */
const offeredNames = new Set(offeredProducts.map((product) => product.productName));

export function zoneSeed(key: string) {
  const zone = zoneSeeds.find((seed) => seed.key === key);
  if (!zone) throw new Error(`no seeded zone ${key}`);
  return zone;
}

/** A zone's offered products in the zone's order. */
export function zoneNames(key: string): string[] {
  return zoneSeed(key).products.filter((name) => offeredNames.has(name));
}

export function classNames(name: string): string[] {
  const seed = classSeeds.find((productClass) => productClass.name === name);
  if (!seed) throw new Error(`no seeded class ${name}`);
  return seed.products.filter((product) => offeredNames.has(product));
}

/** An industry's offered products: top weight, then the most applied for, then the earlier insert. */
export function industryNames(code: string): string[] {
  const seed = industrySeeds.find((industry) => industry.code === code);
  if (!seed) throw new Error(`no seeded industry ${code}`);
  return productSeeds
    .filter((product) => seed.products.includes(product.productName) && offeredNames.has(product.productName))
    .sort(
      (a, b) =>
        b.topWeight - a.topWeight || b.applyCount - a.applyCount || productSeeds.indexOf(a) - productSeeds.indexOf(b),
    )
    .map((product) => product.productName);
}

export { classSeeds, industrySeeds, offeredNames, zoneSeeds };
