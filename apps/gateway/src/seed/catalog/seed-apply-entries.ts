import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { applyEntrySeeds } from './apply-entries.data.ts';

/**
 * Gives the demo products of apply-entries.data.ts their outside apply entry. Only a product still at urlType 1 with
 * no address is changed, so a restart changes nothing and an entry edited later is kept; answers whether it changed any.
 */
export async function seedApplyEntries(db: Kysely<DB>): Promise<boolean> {
  let changed = 0;
  for (const seed of applyEntrySeeds) {
    const result = await db
      .updateTable('loan_product')
      .set({ apply_url_type: seed.urlType, apply_redirect_url: seed.redirectUrl })
      .where('product_name', '=', seed.productName)
      .where('apply_url_type', '=', 1)
      .where('apply_redirect_url', 'is', null)
      .executeTakeFirst();
    changed += Number(result.numUpdatedRows);
  }
  return changed > 0;
}
