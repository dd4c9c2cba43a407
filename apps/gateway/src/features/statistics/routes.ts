import type { Request } from 'express';
import type { GatewayDeps } from '../../deps.ts';
import type { RouteDef } from '../../http/routing.ts';
import { parseInput } from '../../http/validate.ts';
import { AnswerCache } from '../catalog/cache/answer-cache.ts';
import { answerFromCatalog, type CatalogAnswering } from '../catalog/cache/cached-catalog-answer.ts';
import { loanCaseParams, loanRankParams } from './params/statistics-params.ts';
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
      '/loan/pc/loanRank',
      (req) => parseInput(loanRankParams, req.query),
      () => loanRank(db),
    ),
    cached(
      '/loan/pc/loanCase',
      (req) => parseInput(loanCaseParams, req.query),
      ({ size }) => loanCases(db, size),
    ),
    cached(
      '/loan/pc/dockingCount',
      () => null,
      () => dockingCount(db),
    ),
    cached(
      '/loan/pc/thirdStatistics/list',
      () => null,
      () => districtFigures(db),
    ),
    // Registrations and certifications write no application event: counted at each call (one small aggregate).
    {
      method: 'POST',
      path: '/loan/pc/index/entCount',
      handler: () => enterpriseCount(db),
    },
  ];
}
