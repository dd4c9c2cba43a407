import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { OutboxCopySmsSender } from './outbox-copy-sms-sender.ts';
import { OutboxSmsSender } from './outbox-sms-sender.ts';
import type { SmsSender } from './sms-sender.ts';
import type { SmsSettings, VendorSmsSettings } from './sms-settings.ts';
import { UnconfiguredSmsSender } from './unconfigured-sms-sender.ts';
import { WebhookSmsSender } from './webhook-sms-sender.ts';

/**
 * The sender that SMS_PROVIDER names (outside/sms/sms-settings.ts). A cloud vendor's SDK is loaded here, at start,
 * and only when that vendor is named: a gateway on the outbox or a webhook loads none of them.
 */
export async function createSmsSender(settings: SmsSettings, db: Kysely<DB>): Promise<SmsSender> {
  switch (settings.provider) {
    case 'outbox':
      return new OutboxSmsSender(db);
    case 'webhook':
      return new WebhookSmsSender(settings.webhookUrl ?? '', settings.webhookToken);
    case 'aliyun': {
      const { AliyunSmsSender } = await import('./aliyun-sms-sender.ts');
      return withOutboxCopy(new AliyunSmsSender(vendorOf(settings)), vendorOf(settings), db);
    }
    case 'tencent': {
      const { TencentSmsSender } = await import('./tencent-sms-sender.ts');
      return withOutboxCopy(new TencentSmsSender(vendorOf(settings)), vendorOf(settings), db);
    }
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
