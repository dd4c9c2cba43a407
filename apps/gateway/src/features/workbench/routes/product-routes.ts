import * as products from '@sme/contract/routes/org-products';
import type { Request } from 'express';
import type { RouteDef } from '#http/routing.ts';
import { parseInput } from '#http/validate.ts';
import type { WorkbenchContext } from '../context.ts';
import { createOrgProduct, orgProducts, removeProduct, updateProduct } from '../services/org-product-service.ts';
import { grantPreCredit, importPreCredits, orgPreCredits } from '../services/pre-credit-grant-service.ts';
import { staffRoute } from './staff-route.ts';

/** The id of a remove: in the body or, like the other id calls, in the query. */
function idInput(req: Request): unknown {
  const body = req.body as Record<string, unknown> | undefined;
  return body && typeof body === 'object' && 'id' in body ? body : req.query;
}

/** The institution administrator's products and pre-credit (issue 9; docs/gateway-api.md). org_admin only. */
export function productRoutes(ctx: WorkbenchContext): RouteDef[] {
  return [
    staffRoute(ctx, products.orgProductList, 'products.manage', (_req, staff, input) =>
      orgProducts(ctx, staff, input()),
    ),
    staffRoute(ctx, products.orgProductCreate, 'products.manage', (_req, staff, input) =>
      createOrgProduct(ctx, staff, input()),
    ),
    staffRoute(ctx, products.orgProductUpdate, 'products.manage', (_req, staff, input) =>
      updateProduct(ctx, staff, input()),
    ),
    staffRoute(ctx, products.orgProductRemove, 'products.manage', (req, staff) =>
      removeProduct(ctx, staff, parseInput(products.orgProductRemove.input, idInput(req)).id),
    ),
    staffRoute(ctx, products.preCreditGrant, 'precredit.manage', (_req, staff, input) =>
      grantPreCredit(ctx, staff, input()),
    ),
    staffRoute(ctx, products.preCreditImport, 'precredit.manage', (_req, staff, input) =>
      importPreCredits(ctx, staff, input()),
    ),
    staffRoute(ctx, products.orgPreCreditList, 'precredit.manage', (_req, staff, input) =>
      orgPreCredits(ctx, staff, input()),
    ),
  ];
}
