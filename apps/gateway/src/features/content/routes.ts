import { GatewayCode } from '@sme/contract/codes';
import type { Request } from 'express';
import type { GatewayDeps } from '../../deps.ts';
import { ApiError } from '../../http/api-error.ts';
import type { RouteDef } from '../../http/routing.ts';
import { parseInput } from '../../http/validate.ts';
import { AnswerCache } from '../catalog/cache/answer-cache.ts';
import { answerFromCatalog, type CatalogAnswering } from '../catalog/cache/cached-catalog-answer.ts';
import { catalogVersionReader } from '../catalog/cache/catalog-version.ts';
import { findArticle, listArticles, listArticlesWithText } from './article-repository.ts';
import {
  articleDetailParams,
  articlePageParams,
  policyDetailParams,
  policyPageParams,
  regionalPageParams,
} from './content-params.ts';
import { formBody } from './form-body.ts';
import { findPolicy, listDepartments, listPolicies } from './policy-repository.ts';

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
  const cached = <P>(path: string, parse: (req: Request) => P, compute: (params: P) => Promise<unknown>): RouteDef => ({
    method: 'POST',
    path,
    handler: (req, res) => {
      const params = parse(req);
      return answerFromCatalog(answering, req, res, `${path} ${JSON.stringify(params)}`, () => compute(params));
    },
  });
  const articleDetail = (path: string, kind: 'news' | 'regional') =>
    cached(
      path,
      (req) => parseInput(articleDetailParams, req.params),
      async (id) => found(await findArticle(db, kind, id), CONTENT_MESSAGES.articleMissing),
    );
  return [
    cached(
      '/data/gz/hq/policy/queryPage',
      (req) => parseInput(policyPageParams, req.body),
      (params) => listPolicies(db, params),
    ),
    cached(
      '/data/gz/hq/policy/queryDetail/:policyId',
      (req) => parseInput(policyDetailParams, { path: req.params, form: formBody(req) ?? {} }),
      async (id) => found(await findPolicy(db, id), CONTENT_MESSAGES.policyMissing),
    ),
    cached(
      '/data/gz/hq/policy/departments',
      () => null,
      () => listDepartments(db),
    ),
    cached(
      '/data/gz/hq/news/queryPage',
      (req) => parseInput(articlePageParams, req.body),
      (page) => listArticles(db, { kind: 'news', ...page }),
    ),
    articleDetail('/data/gz/hq/news/queryDetail/:id', 'news'),
    cached(
      '/data/gz/hq/regional/queryPage',
      (req) => parseInput(regionalPageParams, req.body),
      (params) => listArticles(db, { kind: 'regional', ...params }),
    ),
    articleDetail('/data/gz/hq/regional/queryDetail/:id', 'regional'),
    cached(
      '/data/gz/hq/compensate/queryPage',
      (req) => parseInput(articlePageParams, req.body),
      (page) => listArticlesWithText(db, { kind: 'compensation', ...page }),
    ),
    cached(
      '/data/gz/hq/reloan/queryPage',
      (req) => parseInput(articlePageParams, req.body),
      (page) => listArticlesWithText(db, { kind: 'reloan', ...page }),
    ),
  ];
}
