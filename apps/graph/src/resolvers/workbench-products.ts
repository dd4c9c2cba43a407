import {
  orgPreCreditList,
  orgProductCreate,
  orgProductList,
  orgProductRemove,
  orgProductUpdate,
  preCreditGrant,
  preCreditImport,
} from '@sme/contract/routes/org-products';
import type {
  MutationResolvers,
  OrgPreCreditResolvers,
  OrgProductResolvers,
  PreCreditImportRowResolvers,
  QueryResolvers,
} from '#generated/resolvers-types.ts';
import { workbenchPage } from '#validation/workbench-arguments.ts';
import {
  orgProductBody,
  orgProductId,
  orgProductListBody,
  preCreditGrantBody,
  preCreditImportBody,
} from '#validation/workbench-product-arguments.ts';

/**
 * The institution administrator's products and pre-credit (schema/workbench-products.graphql): thin calls of the
 * workbench gateway with the staff session; the gateway decides the role (org_admin) and the institution.
 */
export const workbenchProductsQuery: QueryResolvers = {
  orgProducts: (_parent, { filter, page }, { workbench }) =>
    workbench.send(orgProductList, orgProductListBody(filter, page)),
  orgPreCredits: (_parent, { page }, { workbench }) => workbench.send(orgPreCreditList, workbenchPage(page)),
};

export const workbenchProductsMutation: MutationResolvers = {
  createOrgProduct: (_parent, { input }, { workbench }) => workbench.send(orgProductCreate, orgProductBody(input)),
  updateOrgProduct: (_parent, { id, input }, { workbench }) =>
    workbench.send(orgProductUpdate, { id: orgProductId(id), ...orgProductBody(input) }),
  removeOrgProduct: (_parent, { id }, { workbench }) => workbench.send(orgProductRemove, { id: orgProductId(id) }),
  grantPreCredit: (_parent, { input }, { workbench }) => workbench.send(preCreditGrant, preCreditGrantBody(input)),
  importPreCredits: (_parent, { csv, productId }, { workbench }) =>
    workbench.send(preCreditImport, preCreditImportBody(csv, productId)),
};

const idOrNull = (value: number | null) => (value === null ? null : String(value));

/** The wire's comma-separated codes as a list ("4,1" → [4, 1]). */
function codeList(text: string): number[] {
  return text
    .split(',')
    .filter((part) => part.trim() !== '')
    .map(Number);
}

export const orgProductFields: OrgProductResolvers = {
  id: (product) => String(product.id),
  orgId: (product) => String(product.orgId),
  guaranteeMethods: (product) => codeList(product.guaranteeMethod),
  repayMethods: (product) => codeList(product.repayMethod),
};

export const preCreditImportRowFields: PreCreditImportRowResolvers = {
  id: (row) => idOrNull(row.id),
};

export const orgPreCreditFields: OrgPreCreditResolvers = {
  id: (row) => String(row.id),
  productId: (row) => idOrNull(row.productId),
};
