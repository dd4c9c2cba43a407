import {
  classDetail,
  industryDetail,
  otherList,
  queryChoice,
  specialList,
  ZONE_LIST_ROUTES,
} from '@sme/contract/routes/zones';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import type { RouteDef } from '#http/routing.ts';
import { industryProducts, productClassProducts, zoneProducts } from '../services/zone-service.ts';
import { productClassChoices, relatedProducts } from '../stores/zone-store.ts';
import type { CatalogAnswering } from './cached-catalog-answer.ts';
import { cachedRoute } from './cached-route.ts';

/**
 * Product zones, classes and industries (docs/gateway-api.md, "Zones"): public catalogue answers, cached by the
 * catalogue version like the product list (migration 0016's tables raise it).
 */
export function zoneRoutes(db: Kysely<DB>, answering: CatalogAnswering): RouteDef[] {
  return [
    ...Object.entries(ZONE_LIST_ROUTES).map(([key, route]) =>
      cachedRoute(answering, route, (paging) => zoneProducts(db, key, paging)),
    ),
    cachedRoute(answering, specialList, ({ key, ...paging }) => zoneProducts(db, key, paging)),
    cachedRoute(answering, queryChoice, (params) => productClassChoices(db, params)),
    cachedRoute(answering, classDetail, (params) => productClassProducts(db, params)),
    cachedRoute(answering, otherList, (params) => relatedProducts(db, params)),
    cachedRoute(answering, industryDetail, (params) => industryProducts(db, params)),
  ];
}
