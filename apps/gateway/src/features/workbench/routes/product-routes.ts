import type { Request } from 'express';
import type { RouteDef } from '../../../http/routing.ts';
import { parseInput } from '../../../http/validate.ts';
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

/** The id of a remove: in the body or, like the other id calls, in the query. */
function idInput(req: Request): unknown {
  const body = req.body as Record<string, unknown> | undefined;
  return body && typeof body === 'object' && 'id' in body ? body : req.query;
}

/** The institution administrator's products and pre-credit (issue 9; docs/gateway-api.md). org_admin only. */
export function productRoutes(ctx: WorkbenchContext): RouteDef[] {
  return [
    {
      method: 'POST',
      path: '/loan/org/product/list',
      handler: async (req) => {
        const staff = await ctx.requireStaff(req, 'products.manage');
        return orgProducts(ctx, staff, parseInput(productListParams, req.body));
      },
    },
    {
      method: 'POST',
      path: '/loan/org/product/create',
      handler: async (req) => {
        const staff = await ctx.requireStaff(req, 'products.manage');
        return createOrgProduct(ctx, staff, parseInput(productCreateParams, req.body));
      },
    },
    {
      method: 'POST',
      path: '/loan/org/product/update',
      handler: async (req) => {
        const staff = await ctx.requireStaff(req, 'products.manage');
        return updateProduct(ctx, staff, parseInput(productUpdateParams, req.body));
      },
    },
    {
      method: 'POST',
      path: '/loan/org/product/remove',
      handler: async (req) => {
        const staff = await ctx.requireStaff(req, 'products.manage');
        return removeProduct(ctx, staff, parseInput(productIdParams, idInput(req)).id);
      },
    },
    {
      method: 'POST',
      path: '/loan/org/precredit/grant',
      handler: async (req) => {
        const staff = await ctx.requireStaff(req, 'precredit.manage');
        return grantPreCredit(ctx, staff, parseInput(grantParams, req.body));
      },
    },
    {
      method: 'POST',
      path: '/loan/org/precredit/import',
      handler: async (req) => {
        const staff = await ctx.requireStaff(req, 'precredit.manage');
        return importPreCredits(ctx, staff, parseInput(importParams, req.body));
      },
    },
    {
      method: 'POST',
      path: '/loan/org/precredit/list',
      handler: async (req) => {
        const staff = await ctx.requireStaff(req, 'precredit.manage');
        return orgPreCredits(ctx, staff, parseInput(preCreditListParams, req.body));
      },
    },
  ];
}
