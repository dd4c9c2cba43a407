import {
  orgPreCreditList,
  orgProductCreate,
  orgProductList,
  orgProductRemove,
  orgProductUpdate,
  preCreditGrant,
  preCreditImport,
} from '@sme/contract/routes/org-products';
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
    staffRoute(ctx, orgProductList, 'products.manage', (_req, staff, input) => orgProducts(ctx, staff, input())),
    staffRoute(ctx, orgProductCreate, 'products.manage', (_req, staff, input) => createOrgProduct(ctx, staff, input())),
    staffRoute(ctx, orgProductUpdate, 'products.manage', (_req, staff, input) => updateProduct(ctx, staff, input())),
    staffRoute(ctx, orgProductRemove, 'products.manage', (req, staff) =>
      removeProduct(ctx, staff, parseInput(orgProductRemove.input, idInput(req)).id),
    ),
    staffRoute(ctx, preCreditGrant, 'precredit.manage', (_req, staff, input) => grantPreCredit(ctx, staff, input())),
    staffRoute(ctx, preCreditImport, 'precredit.manage', (_req, staff, input) => importPreCredits(ctx, staff, input())),
    staffRoute(ctx, orgPreCreditList, 'precredit.manage', (_req, staff, input) => orgPreCredits(ctx, staff, input())),
  ];
}
