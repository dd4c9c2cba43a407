import type { Request } from 'express';
import type { GatewayDeps } from '../../deps.ts';
import type { RouteDef } from '../../http/routing.ts';
import { parseInput } from '../../http/validate.ts';
import { AnswerCache } from './cache/answer-cache.ts';
import { answerFromCatalog, type CatalogAnswering } from './cache/cached-catalog-answer.ts';
import { catalogVersionReader } from './cache/catalog-version.ts';
import {
  institutionDetailParams,
  institutionListParams,
  productDetailParams,
  productListParams,
  topListParams,
} from './catalog-params.ts';
import { catalogFeedRoute } from './feed/feed-route.ts';
import { institutionIconParams } from './institution-overview-params.ts';
import { institutionCounts, institutionIcons } from './institution-overview-repository.ts';
import { findInstitution, listInstitutions } from './institution-repository.ts';
import { logoRoute } from './logo-route.ts';
import { postalProducts } from './postal-products.ts';
import { findProductDetail, listProducts, topProducts } from './product-repository.ts';
import { zoneRoutes } from './zones/zone-routes.ts';

/** Distinct catalogue answers kept per instance (each a few KB: pages, filters, details). */
const CACHED_ANSWERS = 1000;

/**
 * 金融超市: products and institutions (docs/gateway-api.md, "Catalog"). Answers come from a per-instance cache keyed
 * by the catalogue version in the database (docs/decisions/0032-catalogue-answer-cache-and-logo-urls.md, "Catalogue answer cache").
 */
export function catalogRoutes({ database, shutdown }: GatewayDeps): RouteDef[] {
  const { db } = database;
  const version = catalogVersionReader(db, database.writes);
  const answering: CatalogAnswering = { cache: new AnswerCache(CACHED_ANSWERS), version, tellsVersion: true };
  const cached = <P>(path: string, parse: (req: Request) => P, compute: (params: P) => Promise<unknown>): RouteDef => ({
    method: 'POST',
    path,
    handler: (req, res) => {
      const params = parse(req);
      return answerFromCatalog(answering, req, res, `${path} ${JSON.stringify(params)}`, () => compute(params));
    },
  });
  return [
    cached(
      '/loan/product/pc/list',
      (req) => parseInput(productListParams, req.body),
      (params) => listProducts(db, params),
    ),
    cached(
      '/loan/product/pc/detail',
      (req) => parseInput(productDetailParams, req.query).id,
      (id) => findProductDetail(db, id),
    ),
    cached(
      '/loan/product/pc/topList',
      (req) => parseInput(topListParams, req.query),
      (params) => topProducts(db, params),
    ),
    cached(
      '/org/financial/org/list/front',
      (req) => parseInput(institutionListParams, req.body),
      (params) => listInstitutions(db, params),
    ),
    cached(
      '/org/financial/org/detail/:id',
      (req) => parseInput(institutionDetailParams, req.params).id,
      (id) => findInstitution(db, id),
    ),
    cached(
      '/org/financial/org/icon/list/front',
      (req) => parseInput(institutionIconParams, req.body),
      (params) => institutionIcons(db, params),
    ),
    cached(
      '/org/financial/org/count/all/front',
      () => null,
      () => institutionCounts(db),
    ),
    cached(
      '/loan/product/pc/postal/list',
      () => null,
      () => postalProducts(db),
    ),
    ...zoneRoutes(db, answering),
    logoRoute(db),
    catalogFeedRoute(version, database.catalogChanges(), shutdown),
  ];
}
