import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';

export function listProtocols(db: Kysely<DB>) {
  return db.selectFrom('protocol').select(['id', 'type', 'version', 'is_pop_up', 'title']).orderBy('id').execute();
}

export function findProtocol(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('protocol')
    .select(['id', 'type', 'version', 'title', 'content'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findProtocolVersions(db: Kysely<DB>, ids: readonly number[]) {
  return db
    .selectFrom('protocol')
    .select(['id', 'version'])
    .where('id', 'in', [...ids])
    .execute();
}

export interface ReadRecord {
  userId: number;
  companyId: number | null;
  protocols: ReadonlyArray<{ id: number; version: string }>;
  source: string;
}

/** Records (or refreshes) that the account read these protocol versions. */
export async function upsertReadRecords(db: Kysely<DB>, record: ReadRecord, now: Date): Promise<void> {
  await db
    .insertInto('protocol_read_record')
    .values(
      record.protocols.map((protocol) => ({
        user_id: record.userId,
        company_id: record.companyId,
        protocol_id: protocol.id,
        version: protocol.version,
        source: record.source,
        read_at: now,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['user_id', 'protocol_id', 'version']).doUpdateSet((eb) => ({
        read_at: eb.ref('excluded.read_at'),
        company_id: eb.ref('excluded.company_id'),
        source: eb.ref('excluded.source'),
      })),
    )
    .execute();
}
