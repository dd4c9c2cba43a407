import type { Database } from '../../../apps/gateway/src/db/database.ts';

/**
 * Takes the seeded product named `productName` off the shelf by SQL (as an operator by hand would), runs `during`,
 * and puts the product back on the shelf whatever `during` did.
 */
export async function whileOffShelf(database: Database, productName: string, during: () => Promise<void>) {
  const product = await database.db
    .selectFrom('loan_product')
    .where('product_name', '=', productName)
    .select('id')
    .executeTakeFirstOrThrow();
  await database.db.updateTable('loan_product').set({ on_shelf: false }).where('id', '=', product.id).execute();
  try {
    await during();
  } finally {
    await database.db.updateTable('loan_product').set({ on_shelf: true }).where('id', '=', product.id).execute();
  }
}
