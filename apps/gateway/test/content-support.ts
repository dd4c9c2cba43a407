import type { Express } from 'express';
import request from 'supertest';
import type { ContentKind } from '#db/schema.ts';
import { articleSeeds, departmentOf, documentNo, policySeeds } from '#seed/content/content-rows.ts';
import type { ArticleSeed, PolicySeed } from '#seed/content/content-types.ts';
import type { Envelope } from './public-post.ts';

/**
 * Expectations for the content tests, read in plain TypeScript from the seed data files, so the tests check the SQL
 * against an independent reading of the same data.
 */

/** The list's order: newest first; on the same day the later insert (seeds are inserted oldest first). */
export function newestFirst<T extends { publishDate: string }>(seeds: readonly T[]): T[] {
  return seeds
    .map((seed, index) => ({ seed, index }))
    .sort((a, b) => b.seed.publishDate.localeCompare(a.seed.publishDate) || b.index - a.index)
    .map(({ seed }) => seed);
}

export const policiesNewestFirst: PolicySeed[] = newestFirst(policySeeds);

export function articlesOf(kind: ContentKind): ArticleSeed[] {
  return newestFirst(articleSeeds.filter((article) => article.kind === kind));
}

export function departmentName(policy: PolicySeed): string {
  return departmentOf(policy).name;
}

export function postForm<T = unknown>(app: Express, path: string, form: string) {
  return request(app)
    .post(`/api${path}`)
    .type('form')
    .send(form)
    .then((res) => ({ status: res.status, body: res.body as Envelope<T>, headers: res.headers }));
}

export { publicPost as postJson } from './public-post.ts';
export { articleSeeds, documentNo, policySeeds };
