/** The test key pair both SMS stand-ins accept (AccessKey for Alibaba, SecretId/SecretKey for Tencent). */
export interface SmsStandInKeys {
  accessKeyId: string;
  accessKeySecret: string;
  /** Tencent's SmsSdkAppId of the test application. */
  sdkAppId: string;
}

export const DEFAULT_SMS_KEYS: SmsStandInKeys = {
  accessKeyId: 'LTAI-local-stand-in',
  accessKeySecret: 'local-sms-secret-not-for-production',
  sdkAppId: '1400000000',
};
