import { GatewayCode } from '@sme/contract/codes';
import type { ParsedInput } from '@sme/contract/routes/route';
import type {
  classDetail,
  IndustryProductsRecord,
  industryDetail,
  ProductClassProductsRecord,
  ZoneProductsRecord,
} from '@sme/contract/routes/zones';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { ApiError } from '#http/api-error.ts';
import {
  classProductPage,
  findIndustry,
  findProductClass,
  findZone,
  industryProductPage,
  zoneProductPage,
} from '../stores/zone-store.ts';

export const ZONE_MESSAGES = {
  zoneNotFound: '该专区不存在或已关闭',
  classNotFound: '该产品类别不存在',
  industryNotFound: '该行业不存在',
} as const;

/** A zone with one page of its products; ZONE_NOT_FOUND for a key no zone has. */
export async function zoneProducts(
  db: Kysely<DB>,
  key: string,
  paging: { pageNum: number; pageSize: number },
): Promise<ZoneProductsRecord> {
  const zone = await findZone(db, key);
  if (!zone) throw new ApiError(GatewayCode.ZONE_NOT_FOUND, ZONE_MESSAGES.zoneNotFound);
  return { zone, products: await zoneProductPage(db, key, paging) };
}

export async function productClassProducts(
  db: Kysely<DB>,
  filter: ParsedInput<typeof classDetail>,
): Promise<ProductClassProductsRecord> {
  const productClass = await findProductClass(db, filter.id);
  if (!productClass) throw new ApiError(GatewayCode.PRODUCT_CLASS_NOT_FOUND, ZONE_MESSAGES.classNotFound);
  return { productClass, products: await classProductPage(db, filter) };
}

export async function industryProducts(
  db: Kysely<DB>,
  params: ParsedInput<typeof industryDetail>,
): Promise<IndustryProductsRecord> {
  const industry = await findIndustry(db, params.industry);
  if (!industry) throw new ApiError(GatewayCode.INDUSTRY_NOT_FOUND, ZONE_MESSAGES.industryNotFound);
  return { industry, products: await industryProductPage(db, params.industry, params) };
}
