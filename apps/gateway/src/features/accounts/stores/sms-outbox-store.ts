import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';

/**
 * The newest code sent to a mobile through the development outbox, for the development helper only (the loan
 * notices of the message centre carry no code and are skipped).
 */
export async function latestOutboxCode(db: Kysely<DB>, mobile: string): Promise<string | null> {
  const row = await db
    .selectFrom('sms_outbox')
    .select('code')
    .where('mobile', '=', mobile)
    .where('code', '<>', '')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.code ?? null;
}

/**
 * The messages without a code (the loan notices of the message centre) sent to a mobile through the development
 * outbox, newest first (at most 20), for the development helper only.
 */
export async function outboxNotices(
  db: Kysely<DB>,
  mobile: string,
): Promise<{ method: string; text: string; time: string }[]> {
  const rows = await db
    .selectFrom('sms_outbox')
    .select(['method', 'content', 'created_at'])
    .where('mobile', '=', mobile)
    .where('code', '=', '')
    .orderBy('id', 'desc')
    .limit(20)
    .execute();
  return rows.map((row) => ({ method: row.method, text: row.content, time: new Date(row.created_at).toISOString() }));
}
