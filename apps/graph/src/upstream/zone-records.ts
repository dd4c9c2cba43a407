/** The gateway's zone records (docs/gateway-api.md, "Zones"). */
import type { PageRecord, ProductRecord } from './records.ts';

/** A zone and one page of its products (the zone lists, specialList). */
export interface ZoneProductsRecord {
  zone: { key: string; name: string; slogan: string; programme: string };
  products: PageRecord<ProductRecord>;
}

/** A product class; `products` is queryChoice's preview (absent on class/detail). */
export interface ProductClassRecord {
  id: number;
  name: string;
  description: string;
  productCount: number;
  products?: ProductRecord[];
}

export interface ProductClassProductsRecord {
  productClass: ProductClassRecord;
  products: PageRecord<ProductRecord>;
}

export interface IndustryProductsRecord {
  industry: { code: string; name: string; description: string };
  products: PageRecord<ProductRecord>;
}
