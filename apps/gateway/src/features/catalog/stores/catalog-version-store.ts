import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';

/** Reads the catalogue's version (migration 0014); the query is compiled once, as it runs before every answer. */
export function catalogVersionRead(db: Kysely<DB>): () => Promise<string> {
  const query = db.selectFrom('catalog_version').select('version').where('id', '=', 1).compile();
  return async () => {
    const row = (await db.executeQuery(query)).rows[0];
    if (!row) throw new Error('catalog_version has no row (migration 0014)');
    return String(row.version);
  };
}
