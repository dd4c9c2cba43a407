import { GatewayCode } from '@sme/contract/codes';
import {
  compensationPage,
  newsDetail,
  newsPage,
  policyDepartments,
  policyDetail,
  policyPage,
  regionalDetail,
  regionalPage,
  reloanPage,
} from '@sme/contract/routes/content';
import type { GatewayDeps } from '#deps.ts';
import { ApiError } from '#http/api-error.ts';
import type { RouteDef } from '#http/routing.ts';
import { AnswerCache } from '../catalog/domain/answer-cache.ts';
import type { CatalogAnswering } from '../catalog/routes/cached-catalog-answer.ts';
import { cachedRoute, cachedRouteBy, cachedRouteById } from '../catalog/routes/cached-route.ts';
import { catalogVersionReader } from '../catalog/services/catalog-version.ts';
import { findArticle, listArticles, listArticlesWithText } from './stores/article-store.ts';
import { findPolicy, listDepartments, listPolicies } from './stores/policy-store.ts';

/** Distinct content answers kept per instance (pages of a few KB, details of a few KB). */
const CACHED_ANSWERS = 500;

export const CONTENT_MESSAGES = {
  policyMissing: '该政策不存在或已下线',
  articleMissing: '该文章不存在或已下线',
} as const;

function found<T>(value: T | null, message: string): T {
  if (value === null) throw new ApiError(GatewayCode.CONTENT_NOT_FOUND, message);
  return value;
}

/**
 * 惠企政策 (spec §7) and our information pages' articles (docs/gateway-api.md, "Content"). Public answers, cached
 * like the catalogue: keyed by the catalogue version, which every write to the content tables raises (0015).
 */
export function contentRoutes({ database }: GatewayDeps): RouteDef[] {
  const { db } = database;
  const answering: CatalogAnswering = {
    cache: new AnswerCache(CACHED_ANSWERS),
    version: catalogVersionReader(db),
    tellsVersion: true,
  };
  const articleDetail = (route: typeof newsDetail, kind: 'news' | 'regional') =>
    cachedRouteById(answering, route, async (id) =>
      found(await findArticle(db, kind, id), CONTENT_MESSAGES.articleMissing),
    );
  return [
    cachedRoute(answering, policyPage, (params) => listPolicies(db, params)),
    cachedRouteBy(
      answering,
      policyDetail,
      (input) => input().path.policyId,
      async (id) => found(await findPolicy(db, id), CONTENT_MESSAGES.policyMissing),
    ),
    cachedRoute(answering, policyDepartments, () => listDepartments(db)),
    cachedRoute(answering, newsPage, (page) => listArticles(db, { kind: 'news', ...page })),
    articleDetail(newsDetail, 'news'),
    cachedRoute(answering, regionalPage, (params) => listArticles(db, { kind: 'regional', ...params })),
    articleDetail(regionalDetail, 'regional'),
    cachedRoute(answering, compensationPage, (page) => listArticlesWithText(db, { kind: 'compensation', ...page })),
    cachedRoute(answering, reloanPage, (page) => listArticlesWithText(db, { kind: 'reloan', ...page })),
  ];
}
