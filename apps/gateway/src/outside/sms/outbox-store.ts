import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import type { SmsMessage } from './sms-sender.ts';

/** Writes one message to the development outbox (sms_outbox). */
export async function insertOutboxMessage(db: Kysely<DB>, message: SmsMessage, now: Date): Promise<void> {
  await db
    .insertInto('sms_outbox')
    .values({
      mobile: message.mobile,
      method: message.method,
      code: message.code,
      content: message.text,
      created_at: now,
    })
    .execute();
}
