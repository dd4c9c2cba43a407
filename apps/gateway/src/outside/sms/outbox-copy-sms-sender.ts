import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { insertOutboxMessage } from './outbox-store.ts';
import type { SmsMessage, SmsSender } from './sms-sender.ts';

/**
 * Outside production, a cloud vendor's sender (pointed at its local stand-in) that also keeps each accepted message
 * in the development outbox, where `/__dev/sms` and the browser tests read codes. Never used in production.
 */
export class OutboxCopySmsSender implements SmsSender {
  readonly configured = true;

  constructor(
    private readonly sender: SmsSender,
    private readonly db: Kysely<DB>,
  ) {}

  get provider(): string {
    return this.sender.provider;
  }

  async send(message: SmsMessage, now: Date): Promise<void> {
    await this.sender.send(message, now);
    await insertOutboxMessage(this.db, message, now);
  }
}
