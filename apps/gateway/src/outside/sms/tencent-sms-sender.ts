import { maskMobile } from '@sme/contract/fields';
import { sms } from 'tencentcloud-sdk-nodejs-sms';
import { tencentClientConfig } from '../tencent-client-config.ts';
import { SMS_NOT_DELIVERED, SMS_THROTTLED, SmsDeliveryError } from './sms-delivery-error.ts';
import type { SmsMessage, SmsSender } from './sms-sender.ts';
import type { VendorSmsSettings } from './sms-settings.ts';
import { vendorTemplate } from './vendor-template.ts';

/** How long Tencent Cloud may take to accept a message, in seconds (the SDK's unit). */
const TIMEOUT_S = 10;

/** Tencent's codes for sending too often: LimitExceeded.PhoneNumberThirtySecondLimit, …DailyLimit, RequestLimitExceeded. */
function isThrottling(code: string): boolean {
  return code.startsWith('LimitExceeded') || code.startsWith('RequestLimitExceeded');
}

/**
 * Tencent Cloud SMS (API 3.0, sms 2021-01-11 SendSms) through its official SDK, which signs each call with
 * TC3-HMAC-SHA256. A refused call (bad signature or key, unapproved sign or template) comes back as
 * `Response.Error`, which the SDK throws with its `code`; an accepted call answers one SendStatus per number, whose
 * `Code` is "Ok" or the reason that number was not sent (LimitExceeded.*, …).
 */
export class TencentSmsSender implements SmsSender {
  readonly provider = 'tencent';
  readonly configured = true;
  private readonly client: InstanceType<typeof sms.v20210111.Client>;

  constructor(private readonly settings: VendorSmsSettings) {
    const key = { secretId: settings.accessKeyId, secretKey: settings.accessKeySecret };
    this.client = new sms.v20210111.Client(tencentClientConfig(key, settings.region, settings.endpoint, TIMEOUT_S));
  }

  async send(message: SmsMessage): Promise<void> {
    const template = vendorTemplate(message, this.settings.templates);
    let status: { Code?: string; Message?: string } | undefined;
    try {
      const answer = await this.client.SendSms({
        PhoneNumberSet: [`+86${message.mobile}`],
        SmsSdkAppId: this.settings.sdkAppId ?? '',
        SignName: this.settings.signName,
        TemplateId: template.templateId,
        TemplateParamSet: [template.variable.value],
      });
      status = answer.SendStatusSet?.[0];
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      const known = typeof code === 'string' && code !== '' ? code : 'Unreachable';
      throw new SmsDeliveryError(
        known,
        isThrottling(known) ? SMS_THROTTLED : SMS_NOT_DELIVERED,
        `${maskMobile(message.mobile)}: ${String((error as Error).message ?? error).slice(0, 300)}`,
      );
    }
    const code = status?.Code ?? 'NoSendStatus';
    if (code === 'Ok') return;
    throw new SmsDeliveryError(
      code,
      isThrottling(code) ? SMS_THROTTLED : SMS_NOT_DELIVERED,
      `${maskMobile(message.mobile)}: ${status?.Message ?? ''}`,
    );
  }
}
