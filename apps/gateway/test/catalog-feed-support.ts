import type { Express } from 'express';
import { sql } from 'kysely';
import request from 'supertest';
import { expect } from 'vitest';
import type { Database } from '#db/database.ts';

/** What the catalogue version feed answers (docs/gateway-api.md). */
export interface FeedAnswer {
  version: string;
  live: boolean;
}

/** Settles to 'pending' when the promise has not settled within `ms`. */
export function within<T>(promise: Promise<T>, ms: number): Promise<T | 'pending'> {
  return Promise.race([promise, new Promise<'pending'>((resolve) => setTimeout(() => resolve('pending'), ms))]);
}

export type FeedHelpers = ReturnType<typeof feedHelpers>;

/** Calls of the feed and the catalogue writes that move it, for one gateway on one test database. */
export function feedHelpers(app: Express, database: Database) {
  async function feed(query: string): Promise<FeedAnswer> {
    const res = await request(app).get(`/api/zzzttt/catalog/version${query}`);
    expect(res.status).toBe(200);
    expect(res.body.code, res.body.msg).toBe(0);
    expect(res.headers['cache-control']).toBe('no-store');
    return res.body.data as FeedAnswer;
  }

  /** On a server the listening connection opens in the background: wait until the feed says it hears changes. */
  async function untilLive(): Promise<FeedAnswer> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const answer = await feed('?wait=0');
      if (answer.live) return answer;
      if (Date.now() > deadline) throw new Error('the feed never became live');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async function currentVersion(): Promise<string> {
    const row = await database.db.selectFrom('catalog_version').select('version').executeTakeFirstOrThrow();
    return String(row.version);
  }

  async function touchCatalogue(): Promise<void> {
    const product = await database.db.selectFrom('loan_product').select('id').orderBy('id').executeTakeFirstOrThrow();
    await database.db
      .updateTable('loan_product')
      .set({ product_name: sql<string>`product_name` })
      .where('id', '=', product.id)
      .execute();
  }

  return { feed, untilLive, currentVersion, touchCatalogue };
}
