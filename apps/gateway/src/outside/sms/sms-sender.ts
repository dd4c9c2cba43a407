import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { OutboxSmsSender } from './outbox-sms-sender.ts';
import type { SmsSettings } from './sms-settings.ts';
import { UnconfiguredSmsSender } from './unconfigured-sms-sender.ts';
import { WebhookSmsSender } from './webhook-sms-sender.ts';

export interface SmsMessage {
  mobile: string;
  /** Why the code is sent (LOGIN, REGISTER, …). */
  method: string;
  code: string;
  /** The full text as the recipient reads it. */
  text: string;
}

/** Delivers SMS codes. Throws when the message was not accepted; the code is then withdrawn. */
export interface SmsSender {
  readonly provider: string;
  /** False when no provider is configured: SMS calls then answer that the service is not configured. */
  readonly configured: boolean;
  send(message: SmsMessage, now: Date): Promise<void>;
}

/** The sender that SMS_PROVIDER names (outside/sms/sms-settings.ts). */
export function createSmsSender(settings: SmsSettings, db: Kysely<DB>): SmsSender {
  switch (settings.provider) {
    case 'outbox':
      return new OutboxSmsSender(db);
    case 'webhook':
      return new WebhookSmsSender(settings.webhookUrl ?? '', settings.webhookToken);
    case 'none':
      return new UnconfiguredSmsSender();
  }
}
