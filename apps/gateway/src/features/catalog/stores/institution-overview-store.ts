import type { InstitutionCountRecord, InstitutionIconRecord } from '@sme/contract/routes/institution-overview';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { logoUrl } from '../domain/logo-urls.ts';
import { toCount } from '../domain/sql-values.ts';

/** Institutions in service (of the given types when asked), by type, then sort order, then id. */
export async function institutionIcons(
  db: Kysely<DB>,
  params: { orgTypes: readonly number[] },
): Promise<InstitutionIconRecord[]> {
  let query = db
    .selectFrom('financial_org')
    .select(['id', 'org_name', 'org_type', 'logo'])
    .where('if_normal', '=', true);
  if (params.orgTypes.length > 0) query = query.where('org_type', 'in', params.orgTypes);
  const rows = await query.orderBy('org_type').orderBy('sort').orderBy('id').execute();
  return rows.map((row) => ({ id: row.id, orgName: row.org_name, orgType: row.org_type, logo: logoUrl(row.logo) }));
}

/** Counts of the institutions in service by type, in one aggregate. */
export async function institutionCounts(db: Kysely<DB>): Promise<InstitutionCountRecord> {
  const rows = await db
    .selectFrom('financial_org')
    .select(['org_type', (eb) => eb.fn.countAll<string | number | bigint>().as('n')])
    .where('if_normal', '=', true)
    .groupBy('org_type')
    .orderBy('org_type')
    .execute();
  const types = rows.map((row) => ({ orgType: row.org_type, count: toCount(row.n) }));
  return { total: types.reduce((sum, type) => sum + type.count, 0), types };
}
