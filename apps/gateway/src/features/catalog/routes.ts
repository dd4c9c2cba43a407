import type { GatewayDeps } from '../../deps.ts';
import type { RouteDef } from '../../http/routing.ts';
import { parseInput } from '../../http/validate.ts';
import {
  institutionDetailParams,
  institutionListParams,
  productDetailParams,
  productListParams,
  topListParams,
} from './catalog-params.ts';
import { findInstitution, listInstitutions } from './institution-repository.ts';
import { findProductDetail, listProducts, topProducts } from './product-repository.ts';

/** 金融超市: products and institutions (docs/gateway-api.md, "Catalog"). */
export function catalogRoutes({ database }: GatewayDeps): RouteDef[] {
  const { db } = database;
  return [
    {
      method: 'POST',
      path: '/loan/product/pc/list',
      handler: (req) => listProducts(db, parseInput(productListParams, req.body)),
    },
    {
      method: 'POST',
      path: '/loan/product/pc/detail',
      handler: (req) => findProductDetail(db, parseInput(productDetailParams, req.query).id),
    },
    {
      method: 'POST',
      path: '/loan/product/pc/topList',
      handler: (req) => topProducts(db, parseInput(topListParams, req.query)),
    },
    {
      method: 'POST',
      path: '/org/financial/org/list/front',
      handler: (req) => listInstitutions(db, parseInput(institutionListParams, req.body)),
    },
    {
      method: 'POST',
      path: '/org/financial/org/detail/:id',
      handler: (req) => findInstitution(db, parseInput(institutionDetailParams, req.params).id),
    },
  ];
}
