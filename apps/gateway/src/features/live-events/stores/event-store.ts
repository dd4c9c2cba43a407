import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import type { LiveViewer, PlatformEventRow } from '../domain/audience.ts';

/** The newest event's id (0 before any). */
export async function newestEventId(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('platform_event')
    .select((eb) => eb.fn.max('id').as('newest'))
    .executeTakeFirst();
  return Number(row?.newest ?? 0);
}

/**
 * Events after `after`, oldest first, at most `limit`: of the viewer's company or institution (the SQL narrows,
 * domain/audience.ts decides), or all of them for the operator, the government viewer and the feed's dispatch.
 */
export async function eventsAfter(
  db: Kysely<DB>,
  after: number,
  limit: number,
  viewer?: LiveViewer,
): Promise<PlatformEventRow[]> {
  let query = db
    .selectFrom('platform_event')
    .select(['id', 'topic', 'application_id as applicationId', 'company_id as companyId', 'org_id as orgId'])
    .where('id', '>', after);
  if (viewer?.kind === 'company') query = query.where('company_id', '=', viewer.companyId);
  if (viewer?.kind === 'institution') {
    const orgId = viewer.orgId;
    query = query.where((eb) =>
      eb.or([eb('org_id', '=', orgId), eb.and([eb('org_id', 'is', null), eb('topic', '=', 'application.new')])]),
    );
  }
  const rows = await query.orderBy('id').limit(limit).execute();
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/** Deletes the events recorded before `cutoff` (the retention job); answers how many. */
export async function deleteEventsBefore(db: Kysely<DB>, cutoff: Date): Promise<number> {
  const result = await db.deleteFrom('platform_event').where('created_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
