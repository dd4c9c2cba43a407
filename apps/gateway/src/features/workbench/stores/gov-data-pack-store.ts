import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';

/** The pack the institution fetched for the company last, and when; undefined when it never fetched one. */
export function findGovDataPack(db: Kysely<DB>, companyId: number, orgId: number) {
  return db
    .selectFrom('gov_data_pack')
    .select(['pack', 'fetched_at'])
    .where('company_id', '=', companyId)
    .where('org_id', '=', orgId)
    .executeTakeFirst();
}

/** Keeps a freshly fetched pack (null: the service had no records) in place of the institution's previous one. */
export async function keepGovDataPack(
  db: Kysely<DB>,
  row: { companyId: number; orgId: number; pack: unknown; fetchedAt: Date },
): Promise<void> {
  const pack = row.pack === null ? null : JSON.stringify(row.pack);
  await db
    .insertInto('gov_data_pack')
    .values({ company_id: row.companyId, org_id: row.orgId, pack, fetched_at: row.fetchedAt })
    .onConflict((oc) => oc.columns(['company_id', 'org_id']).doUpdateSet({ pack, fetched_at: row.fetchedAt }))
    .execute();
}
