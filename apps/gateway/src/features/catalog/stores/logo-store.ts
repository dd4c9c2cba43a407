import { type Kysely, sql } from 'kysely';
import type { DB } from '#db/schema.ts';

/** The stored logo (data: URL) of an institution or product whose SHA-256 starts with digest; null when none. */
export async function findLogoByDigest(db: Kysely<DB>, digest: string): Promise<string | null> {
  const matches = (column: string) =>
    sql<boolean>`substr(encode(sha256(convert_to(${sql.ref(column)}, 'UTF8')), 'hex'), 1, ${digest.length}) = ${digest}`;
  const row = await db
    .selectFrom('financial_org')
    .select('logo')
    .where(matches('logo'))
    .unionAll(db.selectFrom('loan_product').select('logo').where(matches('logo')))
    .limit(1)
    .executeTakeFirst();
  return row?.logo ?? null;
}
