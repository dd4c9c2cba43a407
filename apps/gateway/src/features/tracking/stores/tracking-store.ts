import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { storedPageUrl, type TrackingEvent } from '../domain/tracking-event.ts';

/** Whose events these are: the session's account and company, or nobody (a visitor, a dead session). */
export interface TrackingCaller {
  userId: number;
  companyId: number | null;
}

export interface StoredTrackingEvent {
  eventType: string;
  pageUrl: string;
  pageName: string;
  clientType: string;
  buttonName: string | null;
  userId: number | null;
  companyId: number | null;
  createdAt: Date;
}

/** Stores a batch in one statement: all of it or none. */
export async function insertTrackingEvents(
  db: Kysely<DB>,
  events: readonly TrackingEvent[],
  caller: TrackingCaller | null,
  now: Date,
): Promise<void> {
  await db
    .insertInto('tracking_event')
    .values(
      events.map((event) => ({
        event_type: event.eventType,
        page_url: storedPageUrl(event.pageUrl),
        page_name: event.pageName,
        client_type: event.clientType,
        button_name: event.buttonName ?? null,
        user_id: caller?.userId ?? null,
        company_id: caller?.companyId ?? null,
        created_at: now,
      })),
    )
    .execute();
}

/** The newest events of one page, newest first (the development helper; the dashboard of a later issue). */
export async function recentTrackingEvents(
  db: Kysely<DB>,
  pageUrl: string,
  limit: number,
): Promise<StoredTrackingEvent[]> {
  const rows = await db
    .selectFrom('tracking_event')
    .select([
      'event_type as eventType',
      'page_url as pageUrl',
      'page_name as pageName',
      'client_type as clientType',
      'button_name as buttonName',
      'user_id as userId',
      'company_id as companyId',
      'created_at as createdAt',
    ])
    .where('page_url', '=', pageUrl)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt) }));
}
