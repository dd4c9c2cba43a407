import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { maskMobile } from '../../shared/mask.ts';
import type { SmsMessage, SmsSender } from './sms-sender.ts';

/** Writes messages to the sms_outbox table and logs that it did (masked mobile, never the code). */
export class OutboxSmsSender implements SmsSender {
  readonly provider = 'outbox';

  constructor(
    private readonly db: Kysely<DB>,
    private readonly log: (line: string) => void = (line) => console.info(line),
  ) {}

  async send(message: SmsMessage, now: Date): Promise<void> {
    await this.db
      .insertInto('sms_outbox')
      .values({
        mobile: message.mobile,
        method: message.method,
        code: message.code,
        content: message.text,
        created_at: now,
      })
      .execute();
    this.log(
      JSON.stringify({
        level: 'info',
        at: 'sms',
        provider: this.provider,
        mobile: maskMobile(message.mobile),
        method: message.method,
      }),
    );
  }
}
