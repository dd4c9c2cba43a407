import { SMS_NOT_DELIVERED, SmsDeliveryError } from './sms-delivery-error.ts';
import type { SmsMessage } from './sms-sender.ts';
import { SMS_MESSAGE_KINDS, type SmsMessageKind, type VendorSmsSettings } from './sms-settings.ts';

/**
 * A message as a cloud vendor takes it: an approved template and its one variable. Code templates have `${code}`
 * (aliyun) or `{1}` (tencent) for the code; the notice template has `${content}` / `{1}` for the notice's text
 * without the sign, which the vendor adds itself.
 */
export interface VendorTemplate {
  templateId: string;
  variable: { name: 'code' | 'content'; value: string };
}

const LEADING_SIGN = /^【[^】]*】/;

export function vendorTemplate(message: SmsMessage, templates: VendorSmsSettings['templates']): VendorTemplate {
  const kind = message.method as SmsMessageKind;
  if (!SMS_MESSAGE_KINDS.includes(kind)) {
    throw new SmsDeliveryError('NoTemplate', SMS_NOT_DELIVERED, `no template for messages of kind ${message.method}`);
  }
  return {
    templateId: templates[kind],
    variable: message.code
      ? { name: 'code', value: message.code }
      : { name: 'content', value: message.text.replace(LEADING_SIGN, '') },
  };
}
