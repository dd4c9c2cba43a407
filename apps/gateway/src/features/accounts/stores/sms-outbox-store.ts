import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';

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
