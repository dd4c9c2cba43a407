import {
  institutionDetail,
  institutionList,
  productDetail,
  productList,
  topProducts as topProductsRoute,
} from '@sme/contract/routes/catalog';
import {
  institutionCounts as institutionCountsRoute,
  institutionIcons as institutionIconsRoute,
  postalProducts as postalProductsRoute,
} from '@sme/contract/routes/institution-overview';
import type { GatewayDeps } from '#deps.ts';
import type { RouteDef } from '#http/routing.ts';
import { AnswerCache } from './domain/answer-cache.ts';
import type { CatalogAnswering } from './routes/cached-catalog-answer.ts';
import { cachedRoute, cachedRouteById } from './routes/cached-route.ts';
import { catalogFeedRoute } from './routes/feed-route.ts';
import { logoRoute } from './routes/logo-route.ts';
import { zoneRoutes } from './routes/zone-routes.ts';
import { catalogVersionReader } from './services/catalog-version.ts';
import { institutionCounts, institutionIcons } from './stores/institution-overview-store.ts';
import { findInstitution, listInstitutions } from './stores/institution-store.ts';
import { postalProducts } from './stores/postal-product-store.ts';
import { findProductDetail, listProducts, topProducts } from './stores/product-store.ts';

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
  return [
    cachedRoute(answering, productList, (params) => listProducts(db, params)),
    cachedRouteById(answering, productDetail, (id) => findProductDetail(db, id)),
    cachedRoute(answering, topProductsRoute, (params) => topProducts(db, params)),
    cachedRoute(answering, institutionList, (params) => listInstitutions(db, params)),
    cachedRouteById(answering, institutionDetail, (id) => findInstitution(db, id)),
    cachedRoute(answering, institutionIconsRoute, (params) => institutionIcons(db, params)),
    cachedRoute(answering, institutionCountsRoute, () => institutionCounts(db)),
    cachedRoute(answering, postalProductsRoute, () => postalProducts(db)),
    ...zoneRoutes(db, answering),
    logoRoute(db),
    catalogFeedRoute(version, database.catalogChanges(), shutdown),
  ];
}
