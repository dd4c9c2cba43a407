import type { ProductRecord } from './catalog-rows.ts';
import type { Page } from './paging.ts';

/** A zone and its programme (docs/gateway-api.md, "Zones"). */
export interface ZoneRecord {
  key: string;
  name: string;
  slogan: string;
  /** Paragraphs separated by newlines. */
  programme: string;
}

/** A zone's page: the zone and one page of its offered products. */
export interface ZoneProducts {
  zone: ZoneRecord;
  products: Page<ProductRecord>;
}

export interface ProductClassRecord {
  id: number;
  name: string;
  description: string;
  /** Offered products of the class. */
  productCount: number;
}

/** A class on /productZone with its first products (queryChoice). */
export interface ProductClassChoice extends ProductClassRecord {
  products: ProductRecord[];
}

export interface ProductClassProducts {
  productClass: ProductClassRecord;
  products: Page<ProductRecord>;
}

export interface IndustryRecord {
  code: string;
  name: string;
  description: string;
}

export interface IndustryProducts {
  industry: IndustryRecord;
  products: Page<ProductRecord>;
}
