/** What a GraphQL ProductClass resolves from (records: @sme/contract/routes/zones). */
import type { ProductRecord } from '@sme/contract/routes/catalog';
import type { ProductClassRecord as ContractProductClassRecord } from '@sme/contract/routes/zones';

/** A product class; `products` is queryChoice's preview (absent on class/detail). */
export type ProductClassRecord = ContractProductClassRecord & { products?: ProductRecord[] };
