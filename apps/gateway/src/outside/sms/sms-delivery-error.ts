/** What the person asking for a code reads when the provider throttled the mobile. */
export const SMS_THROTTLED = '短信发送过于频繁，请稍后再试';
/** What they read for any other refusal or an outage of the provider. */
export const SMS_NOT_DELIVERED = '短信发送失败，请稍后重试';

/**
 * A message the provider did not accept, with the provider's own code for the log (never shown to the user) and
 * the Chinese text the user reads.
 */
export class SmsDeliveryError extends Error {
  constructor(
    readonly providerCode: string,
    readonly userMessage: string,
    detail: string,
  ) {
    super(`SMS not accepted (${providerCode}): ${detail}`);
    this.name = 'SmsDeliveryError';
  }
}

/** The user's text and the provider's code of any failure of `SmsSender.send`. */
export function smsFailureOf(error: unknown): { userMessage: string; providerCode: string | undefined } {
  if (error instanceof SmsDeliveryError) return { userMessage: error.userMessage, providerCode: error.providerCode };
  return { userMessage: SMS_NOT_DELIVERED, providerCode: undefined };
}
