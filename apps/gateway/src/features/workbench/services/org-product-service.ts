import { GatewayCode } from '@sme/contract/codes';
import type { OrgProductRecord } from '@sme/contract/routes/org-products';
import { toProductTerms } from '#features/catalog/domain/catalog-rows.ts';
import type { Page } from '#features/catalog/domain/paging.ts';
import { ApiError } from '#http/api-error.ts';
import type { WorkbenchContext } from '../context.ts';
import { PRODUCT_MESSAGES } from '../domain/org-product-rules.ts';
import type { OrgProductListParams, ProductInput, ProductUpdateInput } from '../params/org-product-params.ts';
import {
  findOrgProduct,
  insertOrgProduct,
  listOrgProducts,
  lockOrgProducts,
  nameTaken,
  type OrgProductRow,
  type ProductValues,
  removeOrgProduct,
  updateOrgProduct,
} from '../stores/org-product-store.ts';
import { institutionOf, type StaffContext } from './staff-guard.ts';

/** A product as the workbench answers it (docs/gateway-api.md, "OrgProductRecord"). */
export function orgProductRecord(row: OrgProductRow): OrgProductRecord {
  return {
    id: row.id,
    orgId: row.org_id,
    productName: row.product_name,
    productType: row.product_type,
    ...toProductTerms(row),
    summary: row.summary,
    introduction: row.introduction,
    conditions: row.conditions,
    materials: row.materials,
    applyUrlType: row.apply_url_type,
    applyRedirectUrl: row.apply_url_type === 1 ? null : row.apply_redirect_url,
    applyCount: row.apply_count,
    onShelf: row.on_shelf,
    createTime: new Date(row.created_at).toISOString(),
  };
}

const notFound = () => new ApiError(GatewayCode.ORG_PRODUCT_NOT_FOUND, PRODUCT_MESSAGES.notFound);

function valuesOf(input: ProductInput): ProductValues {
  return {
    product_name: input.productName,
    product_type: input.productType,
    guarantee_methods: input.guaranteeMethod,
    repay_methods: input.repayMethod,
    min_amount: input.minAmount ?? null,
    max_amount: input.maxAmount ?? null,
    rate_min: input.rateMin ?? null,
    rate_max: input.rateMax ?? null,
    min_period: input.minPeriod ?? null,
    max_period: input.maxPeriod ?? null,
    summary: input.summary ?? '',
    introduction: input.introduction ?? '',
    conditions: input.conditions ?? '',
    materials: input.materials ?? '',
    apply_url_type: input.applyUrlType,
    apply_redirect_url: input.applyUrlType === 1 ? null : (input.applyRedirectUrl ?? null),
  };
}

/** POST /loan/org/product/list: the institution's products, removed ones too (marked onShelf false). */
export async function orgProducts(
  ctx: WorkbenchContext,
  staff: StaffContext,
  params: OrgProductListParams,
): Promise<Page<OrgProductRecord>> {
  const { rows, total } = await listOrgProducts(ctx.accounts.db, institutionOf(staff), params);
  return { records: rows.map(orgProductRecord), total, pageNum: params.pageNum, pageSize: params.pageSize };
}

/**
 * POST /loan/org/product/create: a new product on shelf. The name check and the insert run under the institution's
 * lock, so two administrators cannot create the same name at once. The catalogue version rises by the table's
 * trigger in the same transaction, so the portal's list shows it on the next request.
 */
export async function createOrgProduct(ctx: WorkbenchContext, staff: StaffContext, input: ProductInput) {
  const orgId = institutionOf(staff);
  const { db, clock } = ctx.accounts;
  const row = await db.transaction().execute(async (trx) => {
    await lockOrgProducts(trx, orgId);
    if (await nameTaken(trx, orgId, input.productName, null)) {
      throw ApiError.badParams(PRODUCT_MESSAGES.nameTaken);
    }
    return insertOrgProduct(trx, orgId, valuesOf(input), clock.now());
  });
  return orgProductRecord(row);
}

/** POST /loan/org/product/update: every field replaced; another institution's id reads as unknown; a removed one is refused. */
export async function updateProduct(ctx: WorkbenchContext, staff: StaffContext, input: ProductUpdateInput) {
  const orgId = institutionOf(staff);
  const row = await ctx.accounts.db.transaction().execute(async (trx) => {
    await lockOrgProducts(trx, orgId);
    const current = await findOrgProduct(trx, orgId, input.id, true);
    if (!current) throw notFound();
    if (!current.on_shelf) throw new ApiError(GatewayCode.ORG_PRODUCT_REMOVED, PRODUCT_MESSAGES.removed);
    if (await nameTaken(trx, orgId, input.productName, input.id)) {
      throw ApiError.badParams(PRODUCT_MESSAGES.nameTaken);
    }
    return updateOrgProduct(trx, orgId, input.id, valuesOf(input));
  });
  return orgProductRecord(row);
}

/**
 * POST /loan/org/product/remove: off shelf (下架). The row stays (applications and pre-credits refer to it); the
 * portal's detail answers null (该产品已下架). Removing a removed product answers it again (idempotent).
 */
export async function removeProduct(ctx: WorkbenchContext, staff: StaffContext, id: number) {
  const orgId = institutionOf(staff);
  const row = await ctx.accounts.db.transaction().execute(async (trx) => {
    const current = await findOrgProduct(trx, orgId, id, true);
    if (!current) throw notFound();
    if (!current.on_shelf) return current;
    return removeOrgProduct(trx, orgId, id);
  });
  return orgProductRecord(row);
}
