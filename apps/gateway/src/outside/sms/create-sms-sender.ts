import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { OutboxSmsSender } from './outbox-sms-sender.ts';
import type { SmsSender } from './sms-sender.ts';
import type { SmsSettings } from './sms-settings.ts';
import { UnconfiguredSmsSender } from './unconfigured-sms-sender.ts';
import { WebhookSmsSender } from './webhook-sms-sender.ts';

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
