import { describe, expect, it } from 'vitest';
import type { Database } from '#db/database.ts';
import { institutionSeeds, productSeeds } from '#seed/catalog/catalog-rows.ts';
import { seedCatalogIfEmpty } from '#seed/catalog/seed-catalog.ts';
import { seedIfEmpty } from '#seed/seed.ts';
import { harnessForFile } from './accounts-support.ts';
import { createEmptyDatabase, createTestDatabase, TEST_SEED } from './test-database.ts';

async function counts(database: Database) {
  const [orgs, products] = await Promise.all([
    database.db
      .selectFrom('financial_org')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
    database.db
      .selectFrom('loan_product')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { orgs: Number(orgs.n), products: Number(products.n) };
}

describe('the catalog seed data', () => {
  it('has at least 12 institutions across the institution types, 2-3 of them disabled', () => {
    expect(institutionSeeds.length).toBeGreaterThanOrEqual(12);
    const types = new Set(institutionSeeds.map((seed) => seed.orgType));
    for (const type of [1, 2, 3, 4, 5, 6, 10]) expect(types, `type ${type}`).toContain(type);
    const disabled = institutionSeeds.filter((seed) => !seed.ifNormal);
    expect(disabled.length).toBeGreaterThanOrEqual(2);
    expect(disabled.length).toBeLessThanOrEqual(3);
    expect(new Set(institutionSeeds.map((seed) => seed.key)).size).toBe(institutionSeeds.length);
  });

  it('has at least 40 products covering every product type, guarantee and repayment method', () => {
    expect(productSeeds.length).toBeGreaterThanOrEqual(40);
    expect(new Set(productSeeds.map((p) => p.productType))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    expect(new Set(productSeeds.flatMap((p) => p.guaranteeMethods))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(new Set(productSeeds.flatMap((p) => p.repayMethods))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8]));
    expect(new Set(productSeeds.map((p) => p.productName)).size).toBe(productSeeds.length);
  });

  it('has the cases the portal must show: removed, of a disabled institution, null bounds', () => {
    const removed = productSeeds.filter((p) => !p.onShelf);
    expect(removed.length).toBeGreaterThanOrEqual(3);
    expect(removed.length).toBeLessThanOrEqual(4);
    const disabledKeys = new Set(institutionSeeds.filter((s) => !s.ifNormal).map((s) => s.key));
    expect(productSeeds.some((p) => p.onShelf && disabledKeys.has(p.org))).toBe(true);
    expect(productSeeds.some((p) => p.maxAmount === null)).toBe(true);
    expect(productSeeds.some((p) => p.minAmount === null)).toBe(true);
    expect(productSeeds.some((p) => p.rateMin === null)).toBe(true);
    expect(productSeeds.some((p) => p.minPeriod === null)).toBe(true);
  });

  it('gives every product full detail texts and consistent ranges', () => {
    for (const p of productSeeds) {
      expect(p.introduction.length, p.productName).toBeGreaterThanOrEqual(2);
      expect(p.conditions.length, p.productName).toBeGreaterThanOrEqual(2);
      expect(p.materials.length, p.productName).toBeGreaterThanOrEqual(3);
      expect(p.summary.length, p.productName).toBeGreaterThan(0);
      if (p.minAmount !== null && p.maxAmount !== null) expect(p.minAmount).toBeLessThanOrEqual(p.maxAmount);
      if (p.rateMin !== null && p.rateMax !== null) expect(p.rateMin).toBeLessThanOrEqual(p.rateMax);
      if (p.minPeriod !== null && p.maxPeriod !== null) expect(p.minPeriod).toBeLessThanOrEqual(p.maxPeriod);
    }
  });
});

describe('seedIfEmpty on a seeded database', () => {
  const database = harnessForFile(createTestDatabase);

  it('holds exactly the seed data', async () => {
    expect(await counts(database)).toEqual({ orgs: institutionSeeds.length, products: productSeeds.length });
  });

  it('stores a decodable SVG logo per institution and product', async () => {
    const logos = [
      ...(await database.db.selectFrom('financial_org').select(['logo', 'org_name as name']).execute()),
      ...(await database.db.selectFrom('loan_product').select(['logo', 'product_name as name']).execute()),
    ];
    for (const { logo, name } of logos) {
      const [prefix, payload = ''] = logo.split(',');
      expect(prefix).toBe('data:image/svg+xml;base64');
      const svg = Buffer.from(payload, 'base64').toString('utf8');
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/s);
      expect(svg).toContain(`<title>${name}</title>`);
      expect(svg).toMatch(/<text[^>]*>[^<]{1,2}<\/text>/u);
    }
  });

  it('does not seed again', async () => {
    expect(await seedIfEmpty(database.db, TEST_SEED)).toBe(false);
    expect(await counts(database)).toEqual({ orgs: institutionSeeds.length, products: productSeeds.length });
  });
});

describe('seedIfEmpty on an empty database', () => {
  const database = harnessForFile(createEmptyDatabase);

  it('seeds once even when two instances start together', async () => {
    expect(await counts(database)).toEqual({ orgs: 0, products: 0 });
    const results = await Promise.all([seedCatalogIfEmpty(database.db), seedCatalogIfEmpty(database.db)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await counts(database)).toEqual({ orgs: institutionSeeds.length, products: productSeeds.length });
  });

  // Without the demo account's parts (its applications and a year of loan history, ~9 s of the whole seed's ~10 s):
  // the whole seed from an empty database is what the global set-up makes the seeded template with, and that it adds
  // nothing the second time is 'does not seed again' above, on a copy of that template.
  it('does not duplicate anything when the seed runs twice over a catalog seeded on its own', async () => {
    const seed = { ...TEST_SEED, demoAccount: false };
    expect(await seedIfEmpty(database.db, seed)).toBe(true);
    expect(await seedIfEmpty(database.db, seed)).toBe(false);
    expect(await counts(database)).toEqual({ orgs: institutionSeeds.length, products: productSeeds.length });
  });
});
