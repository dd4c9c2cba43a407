import { maskMobile } from '@sme/contract/fields';
import type { SmsMessage, SmsSender } from './sms-sender.ts';

/** How long the operator's SMS gateway may take to accept a message. */
const TIMEOUT_MS = 10_000;

/**
 * POSTs each message as JSON `{ mobile, text, method }` to the operator's SMS gateway (SMS_WEBHOOK_URL), with a
 * bearer token when SMS_WEBHOOK_TOKEN is set. Any answer but 2xx, or no answer in 10 s, counts as not sent.
 */
export class WebhookSmsSender implements SmsSender {
  readonly provider = 'webhook';
  readonly configured = true;

  constructor(
    private readonly url: string,
    private readonly token: string | undefined,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    const response = await fetch(this.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
      },
      body: JSON.stringify({ mobile: message.mobile, text: message.text, method: message.method }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`SMS webhook answered ${response.status} for ${maskMobile(message.mobile)}`);
  }
}
