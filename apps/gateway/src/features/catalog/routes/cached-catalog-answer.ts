import type { Request, Response } from 'express';
import { ok } from '#http/envelope.ts';
import type { AnswerCache } from '../domain/answer-cache.ts';
import type { CatalogVersionReader } from '../services/catalog-version.ts';

/**
 * Public catalogue answers may be kept by browsers and the graph, but must be asked again each time (no-cache) so
 * a product taken off shelf disappears at once; the ETag makes asking again cheap (304 without a body).
 */
const PUBLIC_REVALIDATE = 'public, no-cache';
const JSON_UTF8 = 'application/json; charset=utf-8';

export interface CatalogAnswering {
  cache: AnswerCache;
  version: CatalogVersionReader;
  /**
   * The version read is the catalogue version itself (not a combination such as the statistics'): each answer says
   * so in `Catalog-Version`, and the graph may keep whole GraphQL answers made of such answers until the catalogue
   * version feed reports a change (docs/decisions/0054-whole-graphql-answers-kept-by-the-graph.md, "Whole GraphQL answers kept by the graph").
   */
  tellsVersion?: boolean;
}

/** The catalogue version an answer was made at (only on answers keyed by the catalogue version alone). */
export const CATALOG_VERSION_HEADER = 'Catalog-Version';

/**
 * Answers a public catalogue call from the cache when the catalogue has not changed since the answer was made,
 * otherwise computes it, keeps it and answers it; 304 when the caller already holds this answer (If-None-Match).
 */
export async function answerFromCatalog(
  { cache, version, tellsVersion }: CatalogAnswering,
  req: Request,
  res: Response,
  key: string,
  compute: () => Promise<unknown>,
): Promise<void> {
  const atVersion = await version();
  const entry = cache.get(key, atVersion) ?? cache.put(key, atVersion, JSON.stringify(ok((await compute()) ?? null)));
  res.setHeader('Cache-Control', PUBLIC_REVALIDATE);
  res.setHeader('ETag', entry.etag);
  if (tellsVersion) res.setHeader(CATALOG_VERSION_HEADER, entry.version);
  if (holdsAnswer(req.get('if-none-match'), entry.etag)) {
    res.status(304).end();
    return;
  }
  // The bytes as kept: express's send would re-encode, measure and check freshness again on every hit.
  res.setHeader('Content-Type', JSON_UTF8);
  res.setHeader('Content-Length', entry.body.length);
  res.end(entry.body);
}

function holdsAnswer(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}
