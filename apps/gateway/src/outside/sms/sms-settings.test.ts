import { describe, expect, it } from 'vitest';
import { readSmsSettings, SMS_MESSAGE_KINDS } from './sms-settings.ts';

/** SMS_TEMPLATE_LOGIN = SMS_1, … SMS_TEMPLATE_LOAN_NOTICE = SMS_5. */
const TEMPLATES = Object.fromEntries(
  SMS_MESSAGE_KINDS.map((kind, index) => [`SMS_TEMPLATE_${kind}`, `SMS_${index + 1}`]),
);
const ALIYUN: NodeJS.ProcessEnv = {
  SMS_PROVIDER: 'aliyun',
  SMS_ACCESS_KEY_ID: 'LTAI-id',
  SMS_ACCESS_KEY_SECRET: 'secret',
  SMS_SIGN_NAME: '区域中小企业融资服务平台',
  ...TEMPLATES,
};

describe('SMS_PROVIDER aliyun and tencent', () => {
  it('read the key pair, sign, templates and the vendor’s default region and endpoint', () => {
    const settings = readSmsSettings(ALIYUN, true);
    expect(settings.provider).toBe('aliyun');
    expect(settings.vendor).toMatchObject({
      accessKeyId: 'LTAI-id',
      region: 'cn-hangzhou',
      signName: '区域中小企业融资服务平台',
      templates: { LOGIN: 'SMS_1', LOAN_NOTICE: 'SMS_5' },
      keepOutboxCopy: false,
    });
    expect(settings.vendor?.endpoint.href).toBe('https://dysmsapi.aliyuncs.com/');
    const tencent = readSmsSettings({ ...ALIYUN, SMS_PROVIDER: 'tencent', SMS_SDK_APP_ID: '1400000001' }, false);
    expect(tencent.vendor).toMatchObject({ region: 'ap-guangzhou', sdkAppId: '1400000001', keepOutboxCopy: true });
    expect(tencent.vendor?.endpoint.host).toBe('sms.tencentcloudapi.com');
  });

  it('refuse to start with a setting missing, naming every missing variable', () => {
    const incomplete = { ...ALIYUN, SMS_SIGN_NAME: undefined, SMS_TEMPLATE_LOAN_NOTICE: '' };
    expect(() => readSmsSettings(incomplete, true)).toThrow(
      'SMS_PROVIDER=aliyun needs SMS_SIGN_NAME, SMS_TEMPLATE_LOAN_NOTICE (README: SMS providers)',
    );
    expect(() => readSmsSettings({ ...ALIYUN, SMS_PROVIDER: 'tencent' }, true)).toThrow(
      'SMS_PROVIDER=tencent needs SMS_SDK_APP_ID',
    );
    expect(() => readSmsSettings({ ...ALIYUN, SMS_ACCESS_KEY_SECRET: ' ' }, false)).toThrow(/SMS_ACCESS_KEY_SECRET/);
  });

  it('take SMS_ENDPOINT for a stand-in, but only https in production', () => {
    const local = { ...ALIYUN, SMS_ENDPOINT: 'http://127.0.0.1:8090' };
    expect(readSmsSettings(local, false).vendor?.endpoint.host).toBe('127.0.0.1:8090');
    expect(() => readSmsSettings(local, true)).toThrow('SMS_ENDPOINT must be https in production');
    expect(() => readSmsSettings({ ...ALIYUN, SMS_ENDPOINT: 'dysmsapi' }, false)).toThrow(/not an address/);
  });

  it('leave the other providers’ settings as they were', () => {
    expect(readSmsSettings({ SMS_PROVIDER: 'webhook', SMS_WEBHOOK_URL: 'https://sms.example/send' }, true)).toEqual({
      provider: 'webhook',
      webhookUrl: 'https://sms.example/send',
      webhookToken: undefined,
    });
  });
});
