import { describe, expect, it } from 'vitest';
import type { Database } from '#db/database.ts';
import { postalInstitutionSeed, postalProductSeed } from '#seed/catalog/postal-bank.data.ts';
import { seedCatalogIfEmpty } from '#seed/catalog/seed-catalog.ts';
import { seedPostalBank } from '#seed/catalog/seed-postal-bank.ts';
import { seedDemoApplications } from '#seed/demo-applications.ts';
import { harnessForFile } from './accounts-support.ts';
import { createEmptyDatabase, createTestDatabase } from './test-database.ts';

/** The postal bank's full-process product (spec §3 loanIndustry 7) and the demo application of it at credit (6). */

function postalProduct(database: Database) {
  return database.db
    .selectFrom('loan_product as p')
    .innerJoin('financial_org as o', 'o.id', 'p.org_id')
    .select(['p.id', 'p.loan_industry', 'p.apply_url_type', 'p.on_shelf', 'o.org_name', 'o.if_normal'])
    .where('p.product_name', '=', postalProductSeed.productName)
    .execute();
}

describe('the seeded postal bank', () => {
  const database = harnessForFile(createTestDatabase);

  it('offers one product of the postal flow through the form', async () => {
    expect(await postalProduct(database)).toEqual([
      expect.objectContaining({
        loan_industry: 7,
        apply_url_type: 1,
        on_shelf: true,
        org_name: postalInstitutionSeed.orgName,
        if_normal: true,
      }),
    ]);
    expect(await seedPostalBank(database.db)).toBe(false);
  });

  it('gives the demo company one application of it moved to credit granted (6) through the transition service', async () => {
    const rows = await database.db
      .selectFrom('loan_application as a')
      .innerJoin('loan_product as p', 'p.id', 'a.product_id')
      .select(['a.id', 'a.loan_status', 'a.loan_industry', 'a.credit_amount', 'a.credit_remark', 'a.source'])
      .where('p.product_name', '=', postalProductSeed.productName)
      .where('a.idempotency_key', '=', 'demo-seed-postal-6')
      .execute();
    expect(rows).toHaveLength(1);
    const [row] = rows as [(typeof rows)[number]];
    expect(row).toMatchObject({ loan_status: 6, loan_industry: 7, source: 1 });
    expect(Number(row.credit_amount)).toBe(180);
    expect(row.credit_remark).toContain('授信180万元');
    const events = await database.db
      .selectFrom('loan_application_event')
      .select('to_status')
      .where('application_id', '=', row.id)
      .orderBy('id')
      .execute();
    expect(events.map((event) => event.to_status)).toEqual([1, 11, 4, 6]);
    expect(await seedDemoApplications(database.db)).toBe(false);
  });
});

describe('seedPostalBank on a catalogue seeded before the postal bank was part of it', () => {
  const database = harnessForFile(createEmptyDatabase);

  it('leaves an empty catalogue to the catalogue seed', async () => {
    expect(await seedPostalBank(database.db)).toBe(false);
    expect(await postalProduct(database)).toEqual([]);
  });

  it('adds the institution and product once, even when two instances start together', async () => {
    await seedCatalogIfEmpty(database.db);
    // The catalogue as it was seeded before: without the postal bank.
    await database.db.deleteFrom('loan_product').where('product_name', '=', postalProductSeed.productName).execute();
    await database.db.deleteFrom('financial_org').where('org_name', '=', postalInstitutionSeed.orgName).execute();

    const results = await Promise.all([seedPostalBank(database.db), seedPostalBank(database.db)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await postalProduct(database)).toEqual([expect.objectContaining({ loan_industry: 7, apply_url_type: 1 })]);
    expect(await seedPostalBank(database.db)).toBe(false);
  });

  it('keeps an institution already there and only adds the missing product', async () => {
    const [before] = await database.db
      .selectFrom('financial_org')
      .select('id')
      .where('org_name', '=', postalInstitutionSeed.orgName)
      .execute();
    await database.db.deleteFrom('loan_product').where('product_name', '=', postalProductSeed.productName).execute();
    expect(await seedPostalBank(database.db)).toBe(true);
    const orgs = await database.db
      .selectFrom('financial_org')
      .select('id')
      .where('org_name', '=', postalInstitutionSeed.orgName)
      .execute();
    expect(orgs).toEqual([before]);
    expect(await postalProduct(database)).toHaveLength(1);
  });
});
