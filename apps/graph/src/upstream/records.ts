/** The gateway's catalog records (@sme/contract/routes/catalog) as GraphQL resolvers map them to the schema. */
import type { ProductDetailFields, ProductRecord as ProductListRecord } from '@sme/contract/routes/catalog';

export type { InstitutionRecord, PageRecord } from '@sme/contract/routes/catalog';

/** A product of the list, top list or detail; the detail-only fields are absent on list items. */
export type ProductRecord = ProductListRecord & Partial<ProductDetailFields>;
