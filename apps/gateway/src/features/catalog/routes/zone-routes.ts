import type { Request } from 'express';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import type { Method, RouteDef } from '#http/routing.ts';
import { parseInput } from '#http/validate.ts';
import {
  classDetailParams,
  industryDetailParams,
  otherListParams,
  queryChoiceParams,
  specialListParams,
  zonePageParams,
} from '../params/zone-params.ts';
import { industryProducts, productClassProducts, zoneProducts } from '../services/zone-service.ts';
import { productClassChoices, relatedProducts } from '../stores/zone-store.ts';
import { answerFromCatalog, type CatalogAnswering } from './cached-catalog-answer.ts';

/** The zone keys behind the fixed zone lists of spec §7 (their pages: /lsst green, /cgd procure). */
export const FIXED_ZONE_LISTS = {
  '/loan/product/pc/million/list': 'million',
  '/loan/product/pc/green/list': 'green',
  '/loan/product/pc/procure/list': 'procure',
} as const;
export const ECONOMY_ZONE = 'economy';

/**
 * Product zones, classes and industries (docs/gateway-api.md, "Zones"): public catalogue answers, cached by the
 * catalogue version like the product list (migration 0016's tables raise it).
 */
export function zoneRoutes(db: Kysely<DB>, answering: CatalogAnswering): RouteDef[] {
  const cached = <P>(
    method: Method,
    path: string,
    parse: (req: Request) => P,
    compute: (params: P) => Promise<unknown>,
  ): RouteDef => ({
    method,
    path,
    handler: (req, res) => {
      const params = parse(req);
      return answerFromCatalog(answering, req, res, `${path} ${JSON.stringify(params)}`, () => compute(params));
    },
  });
  return [
    ...Object.entries(FIXED_ZONE_LISTS).map(([path, key]) =>
      cached(
        'GET',
        path,
        (req) => parseInput(zonePageParams, req.query),
        (paging) => zoneProducts(db, key, paging),
      ),
    ),
    cached(
      'POST',
      '/loan/product/pc/economy/area/list',
      (req) => parseInput(zonePageParams, queryAndBody(req)),
      (paging) => zoneProducts(db, ECONOMY_ZONE, paging),
    ),
    cached(
      'POST',
      '/loan/product/pc/specialList',
      (req) => parseInput(specialListParams, req.query),
      ({ key, ...paging }) => zoneProducts(db, key, paging),
    ),
    cached(
      'POST',
      '/loan/product/pc/queryChoice',
      (req) => parseInput(queryChoiceParams, queryAndBody(req)),
      (params) => productClassChoices(db, params),
    ),
    cached(
      'POST',
      '/loan/product/pc/class/detail',
      (req) => parseInput(classDetailParams, req.query),
      (params) => productClassProducts(db, params),
    ),
    cached(
      'POST',
      '/loan/product/pc/otherList',
      (req) => parseInput(otherListParams, req.query),
      (params) => relatedProducts(db, params),
    ),
    cached(
      'POST',
      '/loan/product/pc/industry/detail',
      (req) => parseInput(industryDetailParams, req.query),
      (params) => industryProducts(db, params),
    ),
  ];
}

/** Parameters a POST call takes from its query string or its JSON body (the body wins); a non-object body as it is. */
function queryAndBody(req: Request): unknown {
  const body: unknown = req.body ?? {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  return { ...req.query, ...body };
}
