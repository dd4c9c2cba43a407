import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { institutionSeeds, productSeeds } from '#seed/catalog/catalog-rows.ts';
import type { InstitutionSeed, ProductSeed } from '#seed/catalog/seed-types.ts';

/**
 * Expectations for the catalog tests, computed in plain TypeScript from the seed data files, so the tests check the
 * SQL against an independent reading of the same data.
 */

export function institutionOf(product: ProductSeed): InstitutionSeed {
  const org = institutionSeeds.find((seed) => seed.key === product.org);
  if (!org) throw new Error(`unknown institution ${product.org}`);
  return org;
}

export function productSeed(name: string): ProductSeed {
  const seed = productSeeds.find((product) => product.productName === name);
  if (!seed) throw new Error(`no seeded product ${name}`);
  return seed;
}

/** Products the portal offers: on shelf, of an institution in service. */
export const offeredProducts = productSeeds.filter((product) => product.onShelf && institutionOf(product).ifNormal);

/** The list's order: top weight first, then newest, then the later insert. */
export function listOrder(products: ProductSeed[]): string[] {
  return [...products]
    .sort(
      (a, b) =>
        b.topWeight - a.topWeight ||
        Date.parse(b.publishedAt) - Date.parse(a.publishedAt) ||
        productSeeds.indexOf(b) - productSeeds.indexOf(a),
    )
    .map((product) => product.productName);
}

/**
 * The top list's order: top weight first, then the most applied for, then the earlier insert. A product's count is
 * its seeded count plus the applications submitted for it since (`submitted`, by product name; the demo seed submits
 * a year of history through the applications feature).
 */
export function topOrder(products: ProductSeed[], submitted: ReadonlyMap<string, number> = new Map()): string[] {
  const count = (product: ProductSeed) => product.applyCount + (submitted.get(product.productName) ?? 0);
  return [...products]
    .sort(
      (a, b) => b.topWeight - a.topWeight || count(b) - count(a) || productSeeds.indexOf(a) - productSeeds.indexOf(b),
    )
    .map((product) => product.productName);
}

/** The id of a seeded product, found by its name. */
export async function seededProductId(db: Kysely<DB>, name: string): Promise<number> {
  const row = await db
    .selectFrom('loan_product')
    .select('id')
    .where('product_name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

export { type Envelope, publicPost as post } from './public-post.ts';
export { institutionSeeds, productSeeds };
