import type { Request } from 'express';
import type { RouteDef } from '#http/routing.ts';
import { parseInput } from '#http/validate.ts';
import type { WorkbenchContext } from '../context.ts';
import {
  productCreateParams,
  productIdParams,
  productListParams,
  productUpdateParams,
} from '../params/org-product-params.ts';
import { grantParams, importParams, preCreditListParams } from '../params/pre-credit-params.ts';
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
    staffRoute(ctx, 'POST', '/loan/org/product/list', 'products.manage', (req, staff) =>
      orgProducts(ctx, staff, parseInput(productListParams, req.body)),
    ),
    staffRoute(ctx, 'POST', '/loan/org/product/create', 'products.manage', (req, staff) =>
      createOrgProduct(ctx, staff, parseInput(productCreateParams, req.body)),
    ),
    staffRoute(ctx, 'POST', '/loan/org/product/update', 'products.manage', (req, staff) =>
      updateProduct(ctx, staff, parseInput(productUpdateParams, req.body)),
    ),
    staffRoute(ctx, 'POST', '/loan/org/product/remove', 'products.manage', (req, staff) =>
      removeProduct(ctx, staff, parseInput(productIdParams, idInput(req)).id),
    ),
    staffRoute(ctx, 'POST', '/loan/org/precredit/grant', 'precredit.manage', (req, staff) =>
      grantPreCredit(ctx, staff, parseInput(grantParams, req.body)),
    ),
    staffRoute(ctx, 'POST', '/loan/org/precredit/import', 'precredit.manage', (req, staff) =>
      importPreCredits(ctx, staff, parseInput(importParams, req.body)),
    ),
    staffRoute(ctx, 'POST', '/loan/org/precredit/list', 'precredit.manage', (req, staff) =>
      orgPreCredits(ctx, staff, parseInput(preCreditListParams, req.body)),
    ),
  ];
}
