import { GatewayCode } from '@sme/contract/codes';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { ApiError } from '#http/api-error.ts';
import type { IndustryProducts, ProductClassProducts, ZoneProducts } from '../domain/zone-records.ts';
import type { ClassDetailParams, IndustryDetailParams, ZonePageParams } from '../params/zone-params.ts';
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
export async function zoneProducts(db: Kysely<DB>, key: string, paging: ZonePageParams): Promise<ZoneProducts> {
  const zone = await findZone(db, key);
  if (!zone) throw new ApiError(GatewayCode.ZONE_NOT_FOUND, ZONE_MESSAGES.zoneNotFound);
  return { zone, products: await zoneProductPage(db, key, paging) };
}

export async function productClassProducts(db: Kysely<DB>, filter: ClassDetailParams): Promise<ProductClassProducts> {
  const productClass = await findProductClass(db, filter.id);
  if (!productClass) throw new ApiError(GatewayCode.PRODUCT_CLASS_NOT_FOUND, ZONE_MESSAGES.classNotFound);
  return { productClass, products: await classProductPage(db, filter) };
}

export async function industryProducts(db: Kysely<DB>, params: IndustryDetailParams): Promise<IndustryProducts> {
  const industry = await findIndustry(db, params.industry);
  if (!industry) throw new ApiError(GatewayCode.INDUSTRY_NOT_FOUND, ZONE_MESSAGES.industryNotFound);
  return { industry, products: await industryProductPage(db, params.industry, params) };
}
