import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { OutboxSmsSender } from './outbox-sms-sender.ts';
import type { SmsMethod } from './sms-methods.ts';

export interface SmsMessage {
  mobile: string;
  method: SmsMethod;
  code: string;
  /** The full text as the recipient reads it. */
  text: string;
}

/** Delivers SMS codes. Throws when the message was not accepted; the code is then withdrawn. */
export interface SmsSender {
  readonly provider: string;
  send(message: SmsMessage, now: Date): Promise<void>;
}

/**
 * The sender named by SMS_PROVIDER. "outbox" (default) writes each message to the sms_outbox table and the log,
 * for development and for deployments whose SMS gateway reads that table. A real provider plugs in here: a class
 * implementing SmsSender (reading its own credentials from its own environment variables) and a case below.
 */
export function createSmsSender(provider: string, db: Kysely<DB>): SmsSender {
  switch (provider) {
    case 'outbox':
      return new OutboxSmsSender(db);
    default:
      throw new Error(`Unknown SMS_PROVIDER "${provider}" (known: outbox)`);
  }
}
