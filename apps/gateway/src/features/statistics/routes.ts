import {
  districtFigures as districtFiguresRoute,
  dockingCount as dockingCountRoute,
  enterpriseCount as enterpriseCountRoute,
  loanCases as loanCasesRoute,
  loanRank as loanRankRoute,
} from '@sme/contract/routes/statistics';
import type { GatewayDeps } from '#deps.ts';
import { contractRoute } from '#http/contract-route.ts';
import type { RouteDef } from '#http/routing.ts';
import { AnswerCache } from '../catalog/domain/answer-cache.ts';
import type { CatalogAnswering } from '../catalog/routes/cached-catalog-answer.ts';
import { cachedRoute } from '../catalog/routes/cached-route.ts';
import { statisticsVersionReader } from './services/statistics-version.ts';
import { districtFigures, dockingCount, enterpriseCount, loanCases, loanRank } from './stores/statistics-store.ts';

/** Distinct statistics answers kept per instance: five calls, loanCase by size. */
const CACHED_ANSWERS = 100;

/**
 * Home statistics (spec §7; docs/gateway-api.md, "Home statistics"), computed from the loan applications in the
 * database. Public; answers are cached per instance and keyed by the catalogue and the applications' version, so a
 * new application or move shows at once on every instance (docs/decisions/0043-institutions-postal-zone-and-home-statistics.md, "Home statistics").
 */
export function statisticsRoutes({ database }: GatewayDeps): RouteDef[] {
  const { db } = database;
  const answering: CatalogAnswering = {
    cache: new AnswerCache(CACHED_ANSWERS),
    version: statisticsVersionReader(db, database.writes),
  };
  return [
    cachedRoute(answering, loanRankRoute, () => loanRank(db)),
    cachedRoute(answering, loanCasesRoute, ({ size }) => loanCases(db, size)),
    cachedRoute(answering, dockingCountRoute, () => dockingCount(db)),
    cachedRoute(answering, districtFiguresRoute, () => districtFigures(db)),
    // Registrations and certifications write no application event: counted at each call (one small aggregate).
    contractRoute(enterpriseCountRoute, () => enterpriseCount(db)),
  ];
}
