import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { type ProductRecord, toProductRecord } from '../domain/catalog-rows.ts';
import { offeredProducts, recordColumns } from './product-store.ts';

/** Spec §3: loanIndustry 7 is the postal bank's full-process online flow. */
export const POSTAL_FLOW = 7;

/**
 * POST /loan/product/pc/postal/list (ours; docs/gateway-api.md): the offered products of the postal-bank
 * full-process flow, for /PostalSavingProduct — top weight first, then the most applied for, then id.
 */
export async function postalProducts(db: Kysely<DB>): Promise<ProductRecord[]> {
  const rows = await offeredProducts(db)
    .select(recordColumns)
    .where('p.loan_industry', '=', POSTAL_FLOW)
    .orderBy('p.top_weight', 'desc')
    .orderBy('p.apply_count', 'desc')
    .orderBy('p.id', 'asc')
    .execute();
  return rows.map(toProductRecord);
}
