import * as products from '@sme/contract/routes/org-products';
import type { Request } from 'express';
import type { RouteDef } from '#http/routing.ts';
import { parseInput } from '#http/validate.ts';
import type { WorkbenchContext } from '../context.ts';
import { createOrgProduct, orgProducts, removeProduct, updateProduct } from '../services/org-product-service.ts';
import { grantPreCredit, importPreCredits, orgPreCredits } from '../services/pre-credit-grant-service.ts';
import { staffRoute, staffServiceRoute } from './staff-route.ts';

/** The id of a remove: in the body or, like the other id calls, in the query. */
function idInput(req: Request): unknown {
  const body = req.body as Record<string, unknown> | undefined;
  return body && typeof body === 'object' && 'id' in body ? body : req.query;
}

/** The institution administrator's products and pre-credit (issue 9; docs/gateway-api.md). org_admin only. */
export function productRoutes(ctx: WorkbenchContext): RouteDef[] {
  return [
    staffServiceRoute(ctx, products.orgProductList, 'products.manage', orgProducts),
    staffServiceRoute(ctx, products.orgProductCreate, 'products.manage', createOrgProduct),
    staffServiceRoute(ctx, products.orgProductUpdate, 'products.manage', updateProduct),
    staffRoute(ctx, products.orgProductRemove, 'products.manage', (req, staff) =>
      removeProduct(ctx, staff, parseInput(products.orgProductRemove.input, idInput(req)).id),
    ),
    staffServiceRoute(ctx, products.preCreditGrant, 'precredit.manage', grantPreCredit),
    staffServiceRoute(ctx, products.preCreditImport, 'precredit.manage', importPreCredits),
    staffServiceRoute(ctx, products.orgPreCreditList, 'precredit.manage', orgPreCredits),
  ];
}
