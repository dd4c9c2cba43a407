import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';

export interface ShortLinkRow {
  key: string;
  target: string;
  expiresAt: Date | null;
}

/**
 * The target of a live link (no expiry, or not yet expired), counting the hit in the same statement; null when the
 * key is unknown or expired.
 */
export async function resolveShortLink(db: Kysely<DB>, key: string, now: Date): Promise<string | null> {
  const row = await db
    .updateTable('short_link')
    .set((eb) => ({ hits: eb('hits', '+', 1) }))
    .where('key', '=', key)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .returning('target')
    .executeTakeFirst();
  return row?.target ?? null;
}

/** Adds a link unless its key is taken; answers whether it did. */
export async function insertShortLink(db: Kysely<DB>, link: ShortLinkRow, now: Date): Promise<boolean> {
  const inserted = await db
    .insertInto('short_link')
    .values({ key: link.key, target: link.target, created_at: now, expires_at: link.expiresAt })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function shortLinkHits(db: Kysely<DB>, key: string): Promise<number | null> {
  const row = await db.selectFrom('short_link').select('hits').where('key', '=', key).executeTakeFirst();
  return row ? row.hits : null;
}
