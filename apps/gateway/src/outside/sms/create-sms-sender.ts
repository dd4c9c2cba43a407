import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { AliyunSmsSender } from './aliyun-sms-sender.ts';
import { OutboxCopySmsSender } from './outbox-copy-sms-sender.ts';
import { OutboxSmsSender } from './outbox-sms-sender.ts';
import type { SmsSender } from './sms-sender.ts';
import type { SmsSettings, VendorSmsSettings } from './sms-settings.ts';
import { TencentSmsSender } from './tencent-sms-sender.ts';
import { UnconfiguredSmsSender } from './unconfigured-sms-sender.ts';
import { WebhookSmsSender } from './webhook-sms-sender.ts';

/** The sender that SMS_PROVIDER names (outside/sms/sms-settings.ts). */
export function createSmsSender(settings: SmsSettings, db: Kysely<DB>): SmsSender {
  switch (settings.provider) {
    case 'outbox':
      return new OutboxSmsSender(db);
    case 'webhook':
      return new WebhookSmsSender(settings.webhookUrl ?? '', settings.webhookToken);
    case 'aliyun':
      return withOutboxCopy(new AliyunSmsSender(vendorOf(settings)), vendorOf(settings), db);
    case 'tencent':
      return withOutboxCopy(new TencentSmsSender(vendorOf(settings)), vendorOf(settings), db);
    case 'none':
      return new UnconfiguredSmsSender();
  }
}

function vendorOf(settings: SmsSettings): VendorSmsSettings {
  if (!settings.vendor) throw new Error(`SMS_PROVIDER=${settings.provider} has no vendor settings`);
  return settings.vendor;
}

function withOutboxCopy(sender: SmsSender, vendor: VendorSmsSettings, db: Kysely<DB>): SmsSender {
  return vendor.keepOutboxCopy ? new OutboxCopySmsSender(sender, db) : sender;
}
