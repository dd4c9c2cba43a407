import { readProvider } from '../provider-setting.ts';

/** Who delivers SMS (SMS_PROVIDER), and the webhook's or the cloud vendor's settings. */
export interface SmsSettings {
  /**
   * `outbox` (default outside production): codes go to the sms_outbox table and the log, for development.
   * `webhook`: each message is POSTed as JSON to SMS_WEBHOOK_URL (an operator's SMS gateway).
   * `aliyun`, `tencent`: Alibaba Cloud SMS or Tencent Cloud SMS through the vendor's SDK (`vendor` below).
   * `none` (default in production): nothing is sent and SMS calls say that the SMS service is not configured.
   */
  provider: 'outbox' | 'webhook' | 'aliyun' | 'tencent' | 'none';
  webhookUrl: string | undefined;
  /** Sent as `Authorization: Bearer …` to the webhook. */
  webhookToken: string | undefined;
  /** Only for `aliyun` and `tencent`. */
  vendor?: VendorSmsSettings;
}

/** What the platform sends: one approved template per kind at the vendor. */
export const SMS_MESSAGE_KINDS = ['LOGIN', 'REGISTER', 'RESET_MOBILE', 'RESET_PASSWORD', 'LOAN_NOTICE'] as const;
export type SmsMessageKind = (typeof SMS_MESSAGE_KINDS)[number];

/** A cloud vendor's account, sign and templates (README "SMS providers"). */
export interface VendorSmsSettings {
  /** SMS_ACCESS_KEY_ID / SMS_ACCESS_KEY_SECRET: Alibaba's AccessKey pair, or Tencent's SecretId / SecretKey. */
  accessKeyId: string;
  accessKeySecret: string;
  /** SMS_REGION [cn-hangzhou for aliyun, ap-guangzhou for tencent]. */
  region: string;
  /** SMS_ENDPOINT [the vendor's public address]: `http(s)://host[:port]`, a local stand-in in development and tests. */
  endpoint: URL;
  /** SMS_SIGN_NAME: the approved sign (签名), e.g. 区域中小企业融资服务平台. */
  signName: string;
  /** SMS_SDK_APP_ID: Tencent's SmsSdkAppId (unused by aliyun). */
  sdkAppId: string | undefined;
  /** SMS_TEMPLATE_<KIND>: the template code (aliyun, SMS_…) or id (tencent) of each kind. */
  templates: Record<SmsMessageKind, string>;
  /**
   * Outside production every accepted message is also written to the development outbox, so the development helper
   * (`/__dev/sms`) and the browser tests read codes whichever provider is chosen.
   */
  keepOutboxCopy: boolean;
}

const PROVIDERS = ['outbox', 'webhook', 'aliyun', 'tencent', 'none'] as const;
const VENDOR_DEFAULTS = {
  aliyun: { region: 'cn-hangzhou', endpoint: 'https://dysmsapi.aliyuncs.com' },
  tencent: { region: 'ap-guangzhou', endpoint: 'https://sms.tencentcloudapi.com' },
} as const;

export function readSmsSettings(env: NodeJS.ProcessEnv, production: boolean): SmsSettings {
  const provider = readProvider(env, production, {
    name: 'SMS_PROVIDER',
    providers: PROVIDERS,
    standIn: 'outbox',
    standInRisk: 'keeps codes in a table for development',
  });
  if (provider === 'webhook' && !env.SMS_WEBHOOK_URL) throw new Error('SMS_PROVIDER=webhook needs SMS_WEBHOOK_URL');
  return {
    provider,
    webhookUrl: env.SMS_WEBHOOK_URL || undefined,
    webhookToken: env.SMS_WEBHOOK_TOKEN || undefined,
    ...(provider === 'aliyun' || provider === 'tencent'
      ? { vendor: readVendorSettings(env, provider, production) }
      : {}),
  };
}

function readVendorSettings(
  env: NodeJS.ProcessEnv,
  provider: 'aliyun' | 'tencent',
  production: boolean,
): VendorSmsSettings {
  const required = [
    'SMS_ACCESS_KEY_ID',
    'SMS_ACCESS_KEY_SECRET',
    'SMS_SIGN_NAME',
    ...(provider === 'tencent' ? ['SMS_SDK_APP_ID'] : []),
    ...SMS_MESSAGE_KINDS.map((kind) => `SMS_TEMPLATE_${kind}`),
  ];
  const missing = required.filter((name) => !env[name]?.trim());
  if (missing.length > 0) {
    throw new Error(`SMS_PROVIDER=${provider} needs ${missing.join(', ')} (README: SMS providers)`);
  }
  const value = (name: string) => env[name]?.trim() ?? '';
  return {
    accessKeyId: value('SMS_ACCESS_KEY_ID'),
    accessKeySecret: value('SMS_ACCESS_KEY_SECRET'),
    region: value('SMS_REGION') || VENDOR_DEFAULTS[provider].region,
    endpoint: endpointSetting(value('SMS_ENDPOINT') || VENDOR_DEFAULTS[provider].endpoint, production),
    signName: value('SMS_SIGN_NAME'),
    sdkAppId: value('SMS_SDK_APP_ID') || undefined,
    templates: Object.fromEntries(
      SMS_MESSAGE_KINDS.map((kind) => [kind, value(`SMS_TEMPLATE_${kind}`)]),
    ) as VendorSmsSettings['templates'],
    keepOutboxCopy: !production,
  };
}

function endpointSetting(value: string, production: boolean): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`SMS_ENDPOINT is not an address: "${value}" (e.g. https://dysmsapi.aliyuncs.com)`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('SMS_ENDPOINT must be http(s)');
  if (production && url.protocol !== 'https:') throw new Error('SMS_ENDPOINT must be https in production');
  return url;
}
