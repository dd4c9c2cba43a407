import dysmsapi, { SendSmsRequest } from '@alicloud/dysmsapi20170525';
import { $OpenApiUtil } from '@alicloud/openapi-core';
import { maskMobile } from '@sme/contract/fields';
import { SMS_NOT_DELIVERED, SMS_THROTTLED, SmsDeliveryError } from './sms-delivery-error.ts';
import type { SmsMessage, SmsSender } from './sms-sender.ts';
import type { VendorSmsSettings } from './sms-settings.ts';
import { vendorTemplate } from './vendor-template.ts';

/**
 * The SDK is CommonJS with its client as `exports.default`: Node's import answers the exports object, vitest's the
 * client itself.
 */
type DysmsapiClass = (typeof dysmsapi)['default'];
const Dysmsapi: DysmsapiClass =
  (dysmsapi as { default?: DysmsapiClass }).default ?? (dysmsapi as unknown as DysmsapiClass);
type DysmsapiClient = InstanceType<DysmsapiClass>;

/** How long Alibaba Cloud may take to connect and to accept a message. */
const CONNECT_TIMEOUT_MS = 3_000;
const READ_TIMEOUT_MS = 10_000;

/** Alibaba Cloud's answer codes that mean the mobile (or the account) is sending too often. */
const THROTTLING = new Set([
  'isv.BUSINESS_LIMIT_CONTROL',
  'isv.DAY_LIMIT_CONTROL',
  'isv.MONTH_LIMIT_CONTROL',
  'Throttling',
  'Throttling.User',
  'Throttling.Api',
]);

/**
 * Alibaba Cloud SMS (dysmsapi 2017-05-25 SendSms) through its official SDK, which signs each call with
 * ACS3-HMAC-SHA256. SendSms answers HTTP 200 with `Code` "OK" when it took the message, and HTTP 200 with another
 * `Code` (isv.*) when it refused it; a refused signature or key is an HTTP error that the SDK throws.
 */
export class AliyunSmsSender implements SmsSender {
  readonly provider = 'aliyun';
  readonly configured = true;
  private readonly client: DysmsapiClient;

  constructor(private readonly settings: VendorSmsSettings) {
    const { endpoint } = settings;
    this.client = new Dysmsapi(
      new $OpenApiUtil.Config({
        accessKeyId: settings.accessKeyId,
        accessKeySecret: settings.accessKeySecret,
        regionId: settings.region,
        endpoint: endpoint.host,
        protocol: endpoint.protocol.slice(0, -1),
        connectTimeout: CONNECT_TIMEOUT_MS,
        readTimeout: READ_TIMEOUT_MS,
      }),
    );
  }

  async send(message: SmsMessage): Promise<void> {
    const template = vendorTemplate(message, this.settings.templates);
    let answer: { code?: string; message?: string } | undefined;
    try {
      const response = await this.client.sendSms(
        new SendSmsRequest({
          phoneNumbers: message.mobile,
          signName: this.settings.signName,
          templateCode: template.templateId,
          templateParam: JSON.stringify({ [template.variable.name]: template.variable.value }),
        }),
      );
      answer = response.body;
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      throw new SmsDeliveryError(
        typeof code === 'string' ? code : 'Unreachable',
        typeof code === 'string' && THROTTLING.has(code) ? SMS_THROTTLED : SMS_NOT_DELIVERED,
        `${maskMobile(message.mobile)}: ${String((error as Error).message ?? error).slice(0, 300)}`,
      );
    }
    const code = answer?.code ?? 'NoAnswer';
    if (code === 'OK') return;
    throw new SmsDeliveryError(
      code,
      THROTTLING.has(code) ? SMS_THROTTLED : SMS_NOT_DELIVERED,
      `${maskMobile(message.mobile)}: ${answer?.message ?? ''}`,
    );
  }
}
