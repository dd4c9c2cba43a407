import { type Kysely, sql } from 'kysely';
import { countTotal, readPage } from '#db/paged-query.ts';
import type { DB } from '#db/schema.ts';

export interface NewAuditEntry {
  at: Date;
  staffId: number;
  username: string;
  staffName: string;
  role: string;
  orgId: number | null;
  orgName: string | null;
  action: string;
  route: string;
  target: string;
  address: string;
  requestId: string | null;
}

export async function insertAuditEntry(db: Kysely<DB>, entry: NewAuditEntry): Promise<void> {
  await db
    .insertInto('staff_audit')
    .values({
      at: entry.at,
      staff_id: entry.staffId,
      username: entry.username,
      staff_name: entry.staffName,
      role: entry.role,
      org_id: entry.orgId,
      org_name: entry.orgName,
      action: entry.action,
      route: entry.route,
      target: entry.target,
      address: entry.address,
      request_id: entry.requestId,
    })
    .execute();
}

export interface AuditFilter {
  username?: string;
  action?: string;
  from?: Date;
  until?: Date;
  pageNum: number;
  pageSize: number;
}

export async function findAuditEntries(db: Kysely<DB>, filter: AuditFilter) {
  let query = db.selectFrom('staff_audit');
  if (filter.username) query = query.where('username', '=', filter.username);
  if (filter.action) query = query.where('action', '=', filter.action);
  if (filter.from) query = query.where('at', '>=', filter.from);
  if (filter.until) query = query.where('at', '<', filter.until);
  return readPage(query.selectAll().orderBy('at', 'desc').orderBy('id', 'desc'), query.select(countTotal), filter);
}

/**
 * Deletes the entries older than `cutoff`: the one delete the append-only trigger lets through, marked for this
 * transaction only (set_config(…, true)).
 */
export async function purgeAuditBefore(trx: Kysely<DB>, cutoff: Date): Promise<number> {
  await sql`SELECT set_config('sme.audit_purge', 'on', true)`.execute(trx);
  const result = await trx.deleteFrom('staff_audit').where('at', '<', cutoff).executeTakeFirst();
  await sql`SELECT set_config('sme.audit_purge', 'off', true)`.execute(trx);
  return Number(result.numDeletedRows);
}
