/** Who delivers SMS codes (SMS_PROVIDER) and the webhook provider's address and credential. */
export interface SmsSettings {
  /**
   * `outbox` (default outside production): codes go to the sms_outbox table and the log, for development.
   * `webhook`: each message is POSTed as JSON to SMS_WEBHOOK_URL (an operator's SMS gateway).
   * `none` (default in production): nothing is sent and SMS calls say that the SMS service is not configured.
   */
  provider: 'outbox' | 'webhook' | 'none';
  webhookUrl: string | undefined;
  /** Sent as `Authorization: Bearer …` to the webhook. */
  webhookToken: string | undefined;
}

const PROVIDERS = ['outbox', 'webhook', 'none'] as const;

export function readSmsSettings(env: NodeJS.ProcessEnv, production: boolean): SmsSettings {
  const provider = env.SMS_PROVIDER || (production ? 'none' : 'outbox');
  if (!PROVIDERS.includes(provider as SmsSettings['provider'])) {
    throw new Error(`Unknown SMS_PROVIDER "${provider}" (known: ${PROVIDERS.join(', ')})`);
  }
  if (provider === 'outbox' && production) {
    throw new Error('SMS_PROVIDER=outbox keeps codes in a table for development; it is not allowed in production');
  }
  if (provider === 'webhook' && !env.SMS_WEBHOOK_URL) throw new Error('SMS_PROVIDER=webhook needs SMS_WEBHOOK_URL');
  return {
    provider: provider as SmsSettings['provider'],
    webhookUrl: env.SMS_WEBHOOK_URL || undefined,
    webhookToken: env.SMS_WEBHOOK_TOKEN || undefined,
  };
}
