import type { orgProductCreate, orgProductList, orgProductUpdate } from '@sme/contract/routes/org-products';
import type { ParsedInput } from '@sme/contract/routes/route';

export type ProductInput = ParsedInput<typeof orgProductCreate>;
export type ProductUpdateInput = ParsedInput<typeof orgProductUpdate>;
export type OrgProductListParams = ParsedInput<typeof orgProductList>;
