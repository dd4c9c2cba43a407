import type { AccountsPlatform } from './accounts-platform.ts';
import { type StaffBrowser, staffData } from './staff-platform.ts';

const ORG_PRODUCTS = 'query { orgProducts(page: { pageSize: 50 }) { records { id onShelf } } }';
const REMOVE = 'mutation($id: ID!) { removeOrgProduct(id: $id) { id onShelf } }';

/** The id of a product on shelf of the institution whose administrator `admin` is signed in (its 产品管理 list). */
export async function productOnShelf(platform: AccountsPlatform, admin: StaffBrowser): Promise<string> {
  const own = await staffData<{ orgProducts: { records: { id: string; onShelf: boolean }[] } }>(
    platform,
    admin,
    ORG_PRODUCTS,
  );
  const product = own.orgProducts.records.find((record) => record.onShelf);
  if (!product) throw new Error('the institution has no product on shelf');
  return product.id;
}

/** Takes the product off shelf through the workbench, as its administrator `admin`. */
export async function removeOrgProduct(platform: AccountsPlatform, admin: StaffBrowser, id: string): Promise<void> {
  await staffData(platform, admin, REMOVE, { id });
}
