import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { seedUnderLock } from '../seed-under-lock.ts';
import { institutionRow, productRow } from './catalog-rows.ts';
import { postalInstitutionSeed, postalProductSeed } from './postal-bank.data.ts';

/** Advisory lock key: instances starting together add the postal bank once. */
const POSTAL_SEED_LOCK = 7_310_017;

/**
 * Adds the postal bank and its full-process product (loanIndustry 7) to a demo catalogue seeded before they were
 * part of it. Only adds what is missing by name, so a restart changes nothing and rows edited since are kept; an
 * empty catalogue is left to seedCatalogIfEmpty. Answers whether it added anything.
 */
export async function seedPostalBank(db: Kysely<DB>): Promise<boolean> {
  return seedUnderLock(db, POSTAL_SEED_LOCK, async (trx) => {
    const anyOrg = await trx.selectFrom('financial_org').select('id').limit(1).executeTakeFirst();
    if (!anyOrg) return false;
    const product = await trx
      .selectFrom('loan_product')
      .select('id')
      .where('product_name', '=', postalProductSeed.productName)
      .executeTakeFirst();
    if (product) return false;

    let org = await trx
      .selectFrom('financial_org')
      .select('id')
      .where('org_name', '=', postalInstitutionSeed.orgName)
      .executeTakeFirst();
    org ??= await trx
      .insertInto('financial_org')
      .values(institutionRow(postalInstitutionSeed))
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('loan_product')
      .values(productRow(postalProductSeed, { id: org.id, seed: postalInstitutionSeed }))
      .execute();
    return true;
  });
}
