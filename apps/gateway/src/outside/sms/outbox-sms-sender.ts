import { maskMobile } from '@sme/contract/fields';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { logger } from '#http/logger.ts';
import { insertOutboxMessage } from './outbox-store.ts';
import type { SmsMessage, SmsSender } from './sms-sender.ts';

/**
 * Development only (refused in production): writes each message to the sms_outbox table, where the development
 * helper and testers read the code, and logs that it did (masked mobile, never the code). Housekeeping deletes
 * outbox rows after a day.
 */
export class OutboxSmsSender implements SmsSender {
  readonly provider = 'outbox';
  readonly configured = true;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly log: (line: string) => void = (line) => logger.info(JSON.parse(line) as object),
  ) {}

  async send(message: SmsMessage, now: Date): Promise<void> {
    await insertOutboxMessage(this.db, message, now);
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
