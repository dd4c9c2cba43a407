import type { AccountsPlatform } from './accounts-platform.ts';

/** The seeded product the money-moving tests apply for: the demo institution's everyday loan. */
export const EVERYDAY_PRODUCT = '粤秀税信贷';

/** The id of the seeded product named `name`. */
export async function productIdNamed(platform: AccountsPlatform, name: string = EVERYDAY_PRODUCT): Promise<number> {
  const row = await platform.database.db
    .selectFrom('loan_product')
    .select('id')
    .where('product_name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The id and credit code of the seeded company named `name`. */
export function companyNamed(platform: AccountsPlatform, name: string): Promise<{ id: number; uniform_code: string }> {
  return platform.database.db
    .selectFrom('company')
    .select(['id', 'uniform_code'])
    .where('company_name', '=', name)
    .executeTakeFirstOrThrow();
}
