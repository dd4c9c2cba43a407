import type { Kysely, UpdateQueryBuilder, UpdateResult } from 'kysely';
import type { DB } from './schema.ts';

/** The tables of sessions (the enterprise's, the staff's): a session is live until it is ended. */
type SessionTable = 'user_session' | 'staff_session';

/** What both session tables have; kysely cannot type an update of a table that a type parameter names. */
type SessionColumns = Record<'session', { ended_at: Date | null; end_reason: string | null }>;

/** Ends live sessions, saying why; the caller narrows it to the sessions it ends (one, or all of a person's). */
export function endLiveSessions<T extends SessionTable>(
  db: Kysely<DB>,
  table: T,
  now: Date,
  reason: string,
): UpdateQueryBuilder<DB, T, T, UpdateResult> {
  const update = (db as unknown as Kysely<SessionColumns>)
    .updateTable(table as unknown as 'session')
    .set({ ended_at: now, end_reason: reason })
    .where('ended_at', 'is', null);
  return update as unknown as UpdateQueryBuilder<DB, T, T, UpdateResult>;
}
